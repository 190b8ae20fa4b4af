#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// One rendering by real iOS, as facts: where each element was, in points, in the collection
/// view's content coordinates, with the state the collection view was in (viewport, safe
/// area, content offset, item counts) and where the facts come from.
///
/// Written by `Tools/ground-truth` (its README documents every field); an image source
/// leaves out what the image cannot show (`unseen` edges), a transcript of UIKit's own
/// attributes has exact frames and may give `contentSize` and the sizes UIKit's self-sizing
/// measured (`measuredSizes`).
struct Fixture: Decodable, Sendable {
  /// Where the facts were read: a repository's file at a commit.
  struct Source: Decodable, Sendable {
    var kind: String
    var repository: String
    var path: String
    var commit: String
    var licence: String
    var layoutCode: String?
    /// The commit `layoutCode` was read at, when it differs from or is given beside
    /// `commit`.
    var layoutCodeCommit: String?
  }

  /// How iOS was run when it rendered.
  struct Recording: Decodable, Sendable {
    /// The iOS version as the source states it, `not stated` when it does not.
    var iOS: String
    /// The major iOS version inferred where the source does not state one (from the project's
    /// Xcode version and the date of the rendering; the notes give the reason).
    var inferredIOS: String?
    var device: String
    var tool: String?
    var scale: Double
    var appearance: String?
  }

  /// A width and a height in points.
  struct Size: Decodable, Sendable {
    var width: Double
    var height: Double
  }

  /// Insets by physical side, in points.
  struct Insets: Decodable, Sendable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
  }

  /// A point in content coordinates.
  struct Point: Decodable, Sendable {
    var x: Double
    var y: Double
  }

  /// A section's item count; `exact` is false when the count is only a lower bound (the
  /// rest of the section lies beyond what was rendered).
  struct Section: Decodable, Sendable {
    var items: Int
    var exact: Bool
  }

  /// Where the fixture lists every element: any element whose frame shows at least
  /// `minimumVisible` points by `minimumVisible` points inside `rect` is in `elements`.
  struct Completeness: Decodable, Sendable {
    var rect: [Double]
    var minimumVisible: Double
  }

  /// Which kind of element: UIKit's three categories.
  enum Category: String, Decodable, Sendable {
    case cell, supplementary, decoration
  }

  /// One element UIKit placed.
  struct Element: Decodable, Sendable {
    var category: Category
    var kind: String?
    var indexPath: [Int]
    /// `[x, y, width, height]` in points.
    var frame: [Double]
    /// The edges the source cannot show, by name (`minX`, `minY`, `maxX`, `maxY`), with the
    /// reason: `clipped`, `rounded`, `abutting` or `covered`.
    var unseen: [String: String]?
    /// How the index path was known: `label` (the element's own label was read) or
    /// `inferred` (from the order or geometry of its neighbours).
    var namedBy: String?
    /// Whether this is the element the fixture's y values are aligned on
    /// (``Fixture/alignment``).
    var anchor: Bool?
  }

  /// A size UIKit's self-sizing gave every element of a category and kind (a cell's Auto
  /// Layout height, say): the suite hands it to the host's self-sizing. An axis left out
  /// keeps the layout's own length.
  struct MeasuredSize: Decodable, Sendable {
    var category: Category
    var kind: String?
    var width: Double?
    var height: Double?
  }

  var format: Int
  var id: String
  var source: Source
  var recording: Recording
  /// The key of the layout in `GroundTruthLayouts` that builds what the source built.
  var layout: String
  var viewport: Size
  var safeArea: Insets
  var contentOffset: Point
  /// `anchor` when the source fixes y only up to one constant (a hand-cropped image, a
  /// self-sized header it cannot show): the y values are measured from a nominal origin and
  /// the comparison moves them all so that the element marked ``Element/anchor`` has the
  /// engine's `minY`. Absent when the origin is known.
  var alignment: String?
  var sections: [Section]
  var moreSectionsMayFollow: Bool
  var complete: Completeness?
  var contentSize: Size?
  var measuredSizes: [MeasuredSize]?
  var notes: [String]
  var elements: [Element]
}
#endif
