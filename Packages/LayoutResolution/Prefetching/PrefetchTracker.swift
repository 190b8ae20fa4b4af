import LayoutGeometry

/// Follows a viewport from position to position and says which items a prefetching data
/// source should start preparing and which it can stop preparing, as
/// `UICollectionViewDataSourcePrefetching` is told while a collection view scrolls.
///
/// Give it the solved layout and the offsets after each move
/// (``update(for:contentOffset:rowOffsets:)``); it keeps the band ahead of the viewport and
/// answers with the difference (rule 27):
///
/// - the band holds the cells within ``lookahead`` viewport lengths ahead of the viewport,
///   in the direction it last moved along the scroll axis (towards the content's end
///   before it has moved), and, for each orthogonal row on screen, the cells within as many
///   row lengths ahead of the row's visible part, in the direction the row last moved;
/// - cells entering the band that are not visible are prefetched, nearest first; a cell
///   that shows without having been in the band is not (UIKit does not ask ahead for cells
///   it needs at once);
/// - prefetched cells that leave the band without becoming visible are cancelled; one that
///   becomes visible was used, and leaves quietly.
///
/// A value: pure and deterministic, the same positions give the same events whatever the
/// frame rate that produced them. `FrameClock.run(_:frames:prefetching:input:frame:)`
/// reports the events frame by frame; `UIKitCompat` calls a `prefetchDataSource` with them.
///
/// For `layout`, rows of five 75 pt squares in a 375 × 812 viewport:
///
/// ```swift
/// let solved = LayoutSolver.solve(
///   layout, size: LayoutSize(width: 375, height: 812), itemCounts: [200])
/// var tracker = PrefetchTracker()
/// tracker.update(for: solved, contentOffset: .zero).prefetch.count  // 55: rows 11 to 21
/// tracker.update(for: solved, contentOffset: LayoutPoint(x: 0, y: 75)).prefetch.count  // 5
/// ```
public struct PrefetchTracker: Hashable, Sendable {
  /// How far ahead the band reaches, in viewport lengths: the viewport's length along the
  /// scroll axis ahead of it, the container's length across it ahead of a row. 1 by default,
  /// as UIKit is commonly seen to prefetch about a screen ahead (decided); a value that is
  /// negative or not finite is stored as 0, which prefetches nothing.
  public var lookahead: Double {
    didSet { lookahead = Self.usable(lookahead) }
  }
  /// The items prefetched and since neither cancelled nor shown: what a data source is
  /// preparing.
  public private(set) var prefetchedItems: Set<LayoutIndexPath> = []

  /// Where the viewport started along the scroll axis at the last update, in the solver's
  /// left-to-right coordinates; `nil` before the first.
  private var lastPosition: Double?
  /// +1 when the viewport last moved towards the content's end, −1 towards its start.
  private var direction = 1.0
  /// Each orthogonal row on screen at the last update, by section.
  private var rows: [Int: RowMotion] = [:]

  /// Where a row was scrolled, and which way it last moved.
  private struct RowMotion: Hashable, Sendable {
    var offset: Double
    var direction: Double
  }

  /// A tracker that has seen no viewport yet, with a band `lookahead` viewport lengths
  /// long.
  public init(lookahead: Double = 1) {
    self.lookahead = Self.usable(lookahead)
  }

  /// `lookahead` if it is a finite length of zero or more, otherwise 0.
  private static func usable(_ lookahead: Double) -> Double {
    lookahead.isFinite && lookahead > 0 ? lookahead : 0
  }

  /// Moves the viewport to `contentOffset`, each orthogonal row scrolled to
  /// `rowOffsets[section]` (0 when absent), over `layout`, and returns what changed for a
  /// prefetching data source (rule 27). Offsets that are not finite (the content offset or
  /// any row's) change nothing: no events, and the tracker stays as it was.
  ///
  /// Index paths are compared as they are: after a batch update, an index path in the band
  /// that now names another item is not prefetched again.
  ///
  /// - Complexity: O(log sections per section on screen + k), for k elements in the visible
  ///   rect and in the bands (rect queries), plus O(p log p) to order the p items returned
  ///   and O(r) to check the r row offsets given.
  public mutating func update(
    for layout: SolvedLayout, contentOffset: LayoutPoint, rowOffsets: [Int: Double] = [:]
  ) -> PrefetchEvents {
    guard contentOffset.isFinite, rowOffsets.values.allSatisfy(\.isFinite) else {
      return PrefetchEvents()
    }
    let reach = lookahead.isFinite && lookahead > 0 ? lookahead : 0
    let axis = layout.scrollAxis
    let viewport = LayoutRect(
      origin: contentOffset, size: layout.environment.container.contentSize)
    let visibleRect = layout.mirrored(viewport)
    let position = visibleRect.minimum(along: axis)
    if let lastPosition, position != lastPosition { direction = position > lastPosition ? 1 : -1 }
    lastPosition = position

    var visible: Set<LayoutIndexPath> = []
    for attributes in layout.attributesForElements(
      in: viewport, contentOffset: contentOffset, rowOffsets: rowOffsets)
    where attributes.category == .cell {
      visible.insert(attributes.indexPath)
    }
    let scan = BandScan(
      layout: layout, contentOffset: contentOffset, rowOffsets: rowOffsets, visible: visible,
      reach: reach)
    var band: [LayoutIndexPath: Double] = [:]
    scan.collect(ahead: visibleRect, along: axis, direction: direction, into: &band)

    var movedRows: [Int: RowMotion] = [:]
    for section in layout.sectionIndices(meeting: visibleRect) {
      guard let part = layout.rowPart(ofSection: section, in: visibleRect) else { continue }
      let offset = rowOffsets[section] ?? 0
      var motion = rows[section] ?? RowMotion(offset: offset, direction: 1)
      if offset != motion.offset { motion.direction = offset > motion.offset ? 1 : -1 }
      motion.offset = offset
      movedRows[section] = motion
      scan.collect(
        ahead: part, along: axis.cross, direction: motion.direction, section: section,
        into: &band)
    }
    rows = movedRows

    let prefetch = band.filter { !prefetchedItems.contains($0.key) }
      .sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map(\.key)
    let cancel = prefetchedItems.filter { band[$0] == nil && !visible.contains($0) }.sorted()
    prefetchedItems = Set(band.keys)
    return PrefetchEvents(prefetch: prefetch, cancel: cancel)
  }
}

/// The cells ahead of a part of the viewport, for one update of a ``PrefetchTracker``.
private struct BandScan {
  var layout: SolvedLayout
  var contentOffset: LayoutPoint
  var rowOffsets: [Int: Double]
  /// The cells visible: never part of a band.
  var visible: Set<LayoutIndexPath>
  /// The band's length, in lengths of the part it lies ahead of.
  var reach: Double

  /// Adds to `band` the cells (of `section` only, when given) that are not visible and lie
  /// within `reach` lengths of `part` ahead of it along `axis`, `part` being a rect in the
  /// solver's left-to-right coordinates and `direction` +1 towards larger coordinates,
  /// each with its distance from `part`'s edge, the least one where it is already there.
  func collect(
    ahead part: LayoutRect, along axis: LayoutAxis, direction: Double, section: Int? = nil,
    into band: inout [LayoutIndexPath: Double]
  ) {
    let length = reach * part.length(along: axis)
    guard length > 0 else { return }
    let edge = direction > 0 ? part.maximum(along: axis) : part.minimum(along: axis)
    let ahead = LayoutRect(
      mainStart: direction > 0 ? edge : edge - length, mainLength: length,
      crossStart: part.minimum(along: axis.cross), crossLength: part.length(along: axis.cross),
      along: axis)
    for attributes in layout.attributesForElements(
      in: layout.mirrored(ahead), contentOffset: contentOffset, rowOffsets: rowOffsets)
    where attributes.category == .cell && !visible.contains(attributes.indexPath)
      && (section == nil || attributes.indexPath.section == section)
    {
      let frame = layout.mirrored(attributes.frame)
      let distance = max(
        0,
        direction > 0 ? frame.minimum(along: axis) - edge : edge - frame.maximum(along: axis))
      band[attributes.indexPath] = min(band[attributes.indexPath] ?? distance, distance)
    }
  }
}

extension SolvedLayout {
  /// The part of `visibleRect` (in the solver's left-to-right coordinates) that orthogonal
  /// section `section` covers along the scroll axis, across the whole of it; `nil` for a
  /// section that is not orthogonal or not there.
  ///
  /// - Complexity: O(log sections).
  fileprivate func rowPart(ofSection section: Int, in visibleRect: LayoutRect) -> LayoutRect? {
    guard sections[section].isOrthogonal else { return nil }
    let start = max(self.start(ofSection: section), visibleRect.minimum(along: scrollAxis))
    let end = min(
      self.start(ofSection: section) + sections[section].length,
      visibleRect.maximum(along: scrollAxis))
    guard end > start else { return nil }
    return LayoutRect(
      mainStart: start, mainLength: end - start,
      crossStart: visibleRect.minimum(along: scrollAxis.cross),
      crossLength: visibleRect.length(along: scrollAxis.cross), along: scrollAxis)
  }
}
