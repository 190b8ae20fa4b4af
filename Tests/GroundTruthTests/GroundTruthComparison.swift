#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// A fixture's layout solved headlessly in the state UIKit rendered it in
/// (``GroundTruthHost``), and compared with UIKit's frames edge by edge.
/// Each fixture element is compared with the engine's element of the same category, kind and
/// index path on every edge the fixture does not mark unseen, within ``tolerance``, and the
/// content size with the fixture's where it gives one. Where the fixture says it lists every
/// element of a rect, an element the engine shows there that the fixture lacks is an
/// ``extras`` entry.
struct GroundTruthComparison {
  /// How far apart, in points, two edges may be and still match.
  static let tolerance = 0.01

  /// An element as the engine placed it.
  struct EngineElement: Sendable {
    var key: ElementKey
    var frame: CGRect
  }

  /// A fixture element the engine placed elsewhere, or not at all.
  struct Mismatch: Sendable, CustomStringConvertible {
    var key: ElementKey
    var uikit: [Double]
    var engine: CGRect?
    /// The compared edges that differ (`minX`…), empty when the engine has no such element.
    var edges: [String]

    var description: String {
      let place = engine.map(Self.describe) ?? "nothing"
      let which = edges.isEmpty ? "" : " (\(edges.joined(separator: ", ")))"
      return "\(key): UIKit \(Self.describe(uikit)), engine \(place)\(which)"
    }

    static func describe(_ frame: CGRect) -> String {
      describe([frame.minX, frame.minY, frame.width, frame.height].map(Double.init))
    }

    static func describe(_ frame: [Double]) -> String {
      "(" + frame.map { String(format: "%.2f", $0) }.joined(separator: ", ") + ")"
    }
  }

  var fixture: Fixture
  /// How far the fixture's y values were moved to put its anchor where the engine puts it
  /// (`alignment: anchor`), in points; 0 when the fixture's origin is known. Mismatches
  /// report UIKit's frames moved by it.
  var shift: Double
  /// The elements the engine shows in the viewport, and the fixture's elements it placed
  /// outside it.
  var engine: [EngineElement]
  /// Fixture elements whose compared edges all match.
  var matched: [ElementKey]
  /// The anchor the fixture's y values were aligned on, when its other edges match: never
  /// counted as matched, since its `minY` matches by construction.
  var anchors: [ElementKey]
  var mismatches: [Mismatch]
  /// Elements the engine shows where the fixture is complete, that UIKit did not show.
  var extras: [EngineElement]
  /// What the engine reported while laying the fixture's layout out.
  var layoutErrors: [String]
  /// UIKit's content size against the engine's, when the fixture gives one.
  var contentSize: ContentSizeComparison?

  /// Why a fixture cannot be compared.
  enum Failure: Error, CustomStringConvertible {
    case unknownLayout(String)

    var description: String {
      switch self {
      case .unknownLayout(let id):
        "no layout \(id) in GroundTruthLayout.all: write it in the source's layouts file"
      }
    }
  }

  /// Solves `fixture`'s layout and compares.
  init(_ fixture: Fixture) throws {
    guard let layout = GroundTruthLayout.all[fixture.layout] else {
      throw Failure.unknownLayout(fixture.layout)
    }
    self.fixture = fixture
    let host = layout.show(fixture)
    layoutErrors = host.layoutErrors
    contentSize = fixture.contentSize.map {
      ContentSizeComparison(uikit: $0, engine: host.contentSize)
    }

    let shown = host.elements(host.bounds).filter { !$0.isHidden }
      .compactMap(Self.element)
    var byKey = Dictionary(shown.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    for element in fixture.elements where byKey[element.key] == nil {
      byKey[element.key] = host.element(element.key).flatMap(Self.element)
    }
    let anchor = fixture.anchor
    if let anchor, let placed = byKey[anchor.key], anchor.frame.count == 4 {
      shift = Double(placed.frame.minY) - anchor.frame[1]
    } else {
      shift = 0
    }
    let aligned = fixture.moved(by: shift)
    var matched: [ElementKey] = []
    var anchors: [ElementKey] = []
    var mismatches: [Mismatch] = []
    for element in aligned.elements {
      let key = element.key
      guard let placed = byKey[key] else {
        mismatches.append(Mismatch(key: key, uikit: element.frame, engine: nil, edges: []))
        continue
      }
      let differing = Self.differingEdges(element, placed.frame)
      if differing.isEmpty, key == anchor?.key {
        anchors.append(key)
      } else if differing.isEmpty {
        matched.append(key)
      } else {
        mismatches.append(
          Mismatch(key: key, uikit: element.frame, engine: placed.frame, edges: differing))
      }
    }
    self.matched = matched
    self.anchors = anchors
    self.mismatches = mismatches
    self.engine = byKey.values.sorted { $0.key.description < $1.key.description }
    let listed = Set(fixture.elements.map(\.key))
    self.extras = Self.required(in: host, by: aligned).filter { !listed.contains($0.key) }
    withExtendedLifetime(host.owners) {}
  }

  /// Whether every compared edge and the content size matched, and the engine showed
  /// nothing the fixture lacks.
  var isMatch: Bool { mismatches.isEmpty && extras.isEmpty && contentSize?.matches != false }

  /// Every difference, one per line, for a failure message.
  var report: String {
    var lines = mismatches.map(\.description)
    lines += extras.map {
      "\($0.key): engine \(Mismatch.describe($0.frame)), UIKit shows nothing there"
    }
    if let contentSize, !contentSize.matches { lines.append(contentSize.description) }
    return lines.joined(separator: "\n")
  }

  /// The engine elements in `fixture`'s complete rect showing at least its minimum visible
  /// size. The rect may reach beyond the viewport: a transcript lists every element of the
  /// content.
  private static func required(in host: GroundTruthHost, by fixture: Fixture)
    -> [EngineElement]
  {
    guard let complete = fixture.complete, complete.rect.count == 4 else { return [] }
    let rect = CGRect(
      x: complete.rect[0], y: complete.rect[1], width: complete.rect[2],
      height: complete.rect[3])
    return host.elements(rect).filter { !$0.isHidden }
      .compactMap(element).filter {
        let visible = $0.frame.intersection(rect)
        return !visible.isNull && visible.width >= complete.minimumVisible
          && visible.height >= complete.minimumVisible
      }
  }

  private static func element(_ attributes: UICollectionViewLayoutAttributes) -> EngineElement? {
    let path = attributes.indexPath
    guard path.count == 2 else { return nil }
    return EngineElement(
      key: ElementKey(
        category: Fixture.Category(attributes.representedElementCategory),
        kind: attributes.representedElementKind,
        indexPath: [path.section, path.item]),
      frame: attributes.frame)
  }

  /// The edges of `element` not marked unseen whose engine value differs by more than
  /// ``tolerance``.
  private static func differingEdges(_ element: Fixture.Element, _ frame: CGRect) -> [String] {
    let uikit = element.frame
    guard uikit.count == 4 else { return ["frame"] }
    let edges: [(String, Double, Double)] = [
      ("minX", uikit[0], Double(frame.minX)),
      ("minY", uikit[1], Double(frame.minY)),
      ("maxX", uikit[0] + uikit[2], Double(frame.maxX)),
      ("maxY", uikit[1] + uikit[3], Double(frame.maxY)),
    ]
    let unseen = element.unseen ?? [:]
    return edges.filter { name, expected, actual in
      unseen[name] == nil && abs(expected - actual) > tolerance
    }.map(\.0)
  }
}
#endif
