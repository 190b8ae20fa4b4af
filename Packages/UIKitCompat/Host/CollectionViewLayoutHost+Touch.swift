#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

extension CollectionViewLayoutHost {
  /// The index path of the item at `point`, in content coordinates, or `nil` where there is
  /// none: UIKit's `indexPathForItem(at:)`, answered from the layout's attributes as UIKit
  /// answers it.
  ///
  /// Rule 26: a cell's frame holds a point from its minimum edges, included, to its maximum
  /// edges, excluded (as `CGRect.contains`); where cells overlap, the highest `zIndex` wins,
  /// and among equals the later one in item order. Only cells count: a pinned header over a
  /// cell does not hide it. Visible cells are where their section's
  /// `visibleItemsInvalidationHandler` leaves them, and one it hides is never found. A point
  /// that is NaN or infinite finds nothing. The core's `LayoutHost.hitTest(_:)` (through
  /// ``core``) also finds supplementary and decoration views.
  ///
  /// For `host`, rows of five 75 pt squares:
  ///
  /// ```swift
  /// host.indexPathForItem(at: CGPoint(x: 80, y: 160))  // [0, 11]: row 2, column 1
  /// host.indexPathForItem(at: CGPoint(x: 75, y: 0))    // [0, 1]: the edge belongs to item 1
  /// ```
  ///
  /// - Complexity: O(log sections + k) for the k elements a pixel around the point meets;
  ///   when the point is visible and a visible section has a handler, O(log sections per
  ///   visible section + visible elements) plus the handlers. A layout pass comes first when
  ///   the layout was invalidated.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    synchronize()
    return core.indexPathForItem(at: LayoutPoint(point)).map(IndexPath.init)
  }

  /// The index paths of the items whose frames meet the visible rect, in section order and,
  /// within a section, item order: UIKit's `indexPathsForVisibleItems` (whose order UIKit
  /// does not promise). There are no cells headless; this is what `visibleCells` would
  /// show.
  ///
  /// - Complexity: O(log sections per visible section + visible elements), after a layout
  ///   pass when the layout was invalidated.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleElements(of: .cell, kind: nil)
  }

  /// The index paths of the supplementary views of `elementKind` whose frames meet the
  /// visible rect, pinned ones where they pin: UIKit's
  /// `indexPathsForVisibleSupplementaryElements(ofKind:)`, in section order and, within a
  /// section, item order. The layout's own boundary items are at `[0, 0]`.
  ///
  /// - Complexity: O(log sections per visible section + visible elements), after a layout
  ///   pass when the layout was invalidated.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  {
    visibleElements(of: .supplementaryView, kind: elementKind)
  }

  private func visibleElements(of category: LayoutElementCategory, kind: String?) -> [IndexPath] {
    synchronize()
    return core.attributesForElements(in: core.visibleRect).filter {
      $0.category == category && $0.elementKind == kind
    }.map { IndexPath($0.indexPath) }
  }
}
#endif
