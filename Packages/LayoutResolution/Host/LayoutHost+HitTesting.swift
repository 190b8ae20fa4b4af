import LayoutGeometry

extension LayoutHost {
  /// The topmost element at `point`, in content coordinates, as the host shows it at its
  /// ``contentOffset`` and ``rowOffsets``; `nil` where no element is, and for a point that
  /// is NaN or infinite.
  ///
  /// Containment and ties follow rule 26, as
  /// ``SolvedLayout/hitTest(_:contentOffset:rowOffsets:)``. Inside the visible rect, when a
  /// section there has a visible-items handler, the elements are those of
  /// ``visibleAttributes`` as the handlers leave them (rule 22), because UIKit answers from
  /// the layout's attributes: an element a handler hides is never hit, and one whose centre
  /// it moves is hit where it moved; its transform and alpha change nothing (decided).
  ///
  /// For `host`, rows of five 75 pt squares under a pinned 50 pt header:
  ///
  /// ```swift
  /// host.contentOffset = LayoutPoint(x: 0, y: 300)
  /// host.hitTest(LayoutPoint(x: 80, y: 320))?.elementKind  // "header"
  /// host.indexPathForItem(at: LayoutPoint(x: 80, y: 320))  // item 16, under the header
  /// ```
  ///
  /// - Complexity: O(log sections + k) once solved, as
  ///   ``SolvedLayout/hitTest(_:contentOffset:rowOffsets:)``; when a visible section has a
  ///   handler and the point is in the visible rect, O(log sections per visible section +
  ///   visible elements) plus the handlers' own cost. Nothing is measured.
  public func hitTest(_ point: LayoutPoint) -> LayoutAttributes? {
    shownElements(at: point).topmost
  }

  /// The index path of the topmost cell at `point` as the host shows it: UIKit's
  /// `indexPathForItem(at:)`. Cells only: a pinned header over a cell does not hide it.
  /// `nil` where no cell is, and for a point that is NaN or infinite; see
  /// ``hitTest(_:)`` for visible-items handlers.
  ///
  /// - Complexity: that of ``hitTest(_:)``.
  public func indexPathForItem(at point: LayoutPoint) -> LayoutIndexPath? {
    shownElements(at: point).filter { $0.category == .cell }.topmost?.indexPath
  }

  /// Every element whose frame, as the host shows it, contains `point`, in rect-query order.
  private func shownElements(at point: LayoutPoint) -> [LayoutAttributes] {
    guard point.isFinite else { return [] }
    let pass = currentPass
    let offset = contentOffset
    if visibleRect.contains(point), pass.showsVisibleItemsHandler(at: offset) {
      return pass.visibleAttributes(contentOffset: offset, rowOffsets: rowOffsets).filter {
        $0.frame.contains(point)
      }
    }
    return pass.layout.elements(at: point, contentOffset: offset, rowOffsets: rowOffsets)
  }
}
