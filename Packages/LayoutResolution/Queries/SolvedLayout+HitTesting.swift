import LayoutGeometry

extension SolvedLayout {
  /// The topmost element at `point` — cell, supplementary view or decoration — with pinned
  /// items placed for `contentOffset` and each orthogonal row scrolled to
  /// `rowOffsets[section]` (0 when absent): what a tap at `point`, in content coordinates,
  /// lands on. `nil` where no element is, and for a point that is NaN or infinite.
  ///
  /// Hit-testing follows rule 26:
  ///
  /// - an element is at `point` when its frame, as this layout's attributes give it
  ///   (pinned, scrolled, mirrored for right-to-left and snapped to pixels), contains the
  ///   point as `CGRect.contains` decides: minimum edges included, maximum edges excluded,
  ///   so a point on an edge two cells share belongs to the one that starts there;
  /// - the topmost is the one with the highest `zIndex`; among equals, the one
  ///   ``attributesForElements(in:contentOffset:rowOffsets:)`` returns last, which a
  ///   renderer drawing in that order, stably sorted by `zIndex`, draws on top (decided).
  ///
  /// For `layout`, rows of five 75 pt squares under a pinned 50 pt header (zIndex 2):
  ///
  /// ```swift
  /// let solved = LayoutSolver.solve(
  ///   layout, size: LayoutSize(width: 375, height: 812), itemCounts: [100])
  /// let scrolled = LayoutPoint(x: 0, y: 300)
  /// solved.hitTest(LayoutPoint(x: 80, y: 320), contentOffset: scrolled)?.elementKind  // "header"
  /// solved.indexPathForItem(at: LayoutPoint(x: 80, y: 320))  // item 16: the cell below it
  /// ```
  ///
  /// - Complexity: O(log sections + k), where k is what a rect query of a pixel around
  ///   `point` scans: the boundary items and decorations of the sections there, and the
  ///   cells and anchored items of the group instances there (plus O(log groups) in a
  ///   section with measured sizes).
  public func hitTest(
    _ point: LayoutPoint, contentOffset: LayoutPoint = .zero, rowOffsets: [Int: Double] = [:]
  ) -> LayoutAttributes? {
    elements(at: point, contentOffset: contentOffset, rowOffsets: rowOffsets).topmost
  }

  /// The index path of the topmost cell at `point`, with each orthogonal row scrolled to
  /// `rowOffsets[section]`: UIKit's `indexPathForItem(at:)`. `nil` where no cell is, and for
  /// a point that is NaN or infinite.
  ///
  /// Cells only, as UIKit's answer comes from the items' layout attributes: a header pinned
  /// over a cell does not hide it (``hitTest(_:contentOffset:rowOffsets:)`` says what is on
  /// top). Containment and ties follow rule 26.
  ///
  /// - Complexity: that of ``hitTest(_:contentOffset:rowOffsets:)``.
  public func indexPathForItem(at point: LayoutPoint, rowOffsets: [Int: Double] = [:])
    -> LayoutIndexPath?
  {
    elements(at: point, contentOffset: .zero, rowOffsets: rowOffsets).filter {
      $0.category == .cell
    }.topmost?.indexPath
  }

  /// Every element whose frame contains `point`, in rect-query order; none for a point
  /// that is NaN or infinite.
  ///
  /// - Complexity: that of ``hitTest(_:contentOffset:rowOffsets:)``.
  func elements(at point: LayoutPoint, contentOffset: LayoutPoint, rowOffsets: [Int: Double])
    -> [LayoutAttributes]
  {
    guard point.isFinite else { return [] }
    // The rect query tests the solver's frames; the frames returned are snapped, and an
    // edge moves by up to half a pixel when snapped. A probe a pixel wide on every side of
    // the point finds every element whose snapped frame can contain it.
    let scale = environment.traits.displayScale
    let pixel = scale > 0 && scale.isFinite ? 1 / scale : 0
    let reach = pixel + 1e-9 * (1 + abs(point.x) + abs(point.y))
    let probe = LayoutRect(
      x: point.x - reach, y: point.y - reach, width: 2 * reach, height: 2 * reach)
    return attributesForElements(in: probe, contentOffset: contentOffset, rowOffsets: rowOffsets)
      .filter { $0.frame.contains(point) }
  }
}

extension Sequence<LayoutAttributes> {
  /// The element drawn on top (rule 26): the highest `zIndex`, the last among equals.
  /// Hidden elements are never on top of anything.
  ///
  /// - Complexity: O(elements).
  var topmost: LayoutAttributes? {
    var best: LayoutAttributes?
    for attributes in self where !attributes.isHidden {
      if let current = best, attributes.zIndex < current.zIndex { continue }
      best = attributes
    }
    return best
  }
}
