#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionView {
  /// Whether a drag of the content ends with it resting on a page of the bounds' size:
  /// UIKit's `isPagingEnabled`, the host's ``CollectionViewLayoutHost/isPagingEnabled``.
  ///
  /// ```swift
  /// collectionView.isPagingEnabled = true
  /// collectionView.drag(by: CGPoint(x: 0, y: 300))
  /// collectionView.endDragging(withVelocity: CGPoint(x: 0, y: 1))
  /// collectionView.host.advanceScrolling(by: 2)
  /// collectionView.contentOffset.y  // one page down: the bounds' height
  /// ```
  public var isPagingEnabled: Bool {
    get { host.isPagingEnabled }
    set { host.isPagingEnabled = newValue }
  }

  /// Whether a finger holds the content: UIKit's `isDragging`.
  public var isDragging: Bool { host.isDragging }

  /// Whether the content coasts or springs after a drag: UIKit's `isDecelerating`.
  public var isDecelerating: Bool { host.isDecelerating }

  /// Moves the content as a finger dragging it would, `distance` being how far the offset
  /// moves: the host's ``CollectionViewLayoutHost/drag(by:)``. The next
  /// ``layoutIfNeeded()`` updates the visible cells.
  ///
  /// - Complexity: that of the host's.
  public func drag(by distance: CGPoint) {
    host.drag(by: distance)
  }

  /// Lifts the finger at `velocity`, in points per millisecond: the host's
  /// ``CollectionViewLayoutHost/endDragging(withVelocity:)``; the content moves on over
  /// ``CollectionViewLayoutHost/advanceScrolling(by:)``.
  ///
  /// - Complexity: O(1).
  public func endDragging(withVelocity velocity: CGPoint) {
    host.endDragging(withVelocity: velocity)
  }

  /// Moves the row of the orthogonal section `section` as a finger would: the host's
  /// ``CollectionViewLayoutHost/dragOrthogonalSection(_:by:)``.
  ///
  /// - Complexity: that of the host's.
  public func dragOrthogonalSection(_ section: Int, by distance: CGFloat) {
    host.dragOrthogonalSection(section, by: distance)
  }

  /// Lifts the finger from the row of `section` at `velocity`, in points per millisecond:
  /// the host's ``CollectionViewLayoutHost/endDraggingOrthogonalSection(_:withVelocity:)``.
  ///
  /// - Complexity: that of the host's.
  public func endDraggingOrthogonalSection(_ section: Int, withVelocity velocity: CGFloat) {
    host.endDraggingOrthogonalSection(section, withVelocity: velocity)
  }
}
#endif
