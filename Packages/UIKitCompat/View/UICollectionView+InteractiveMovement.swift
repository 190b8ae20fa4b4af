#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionView {
  /// Starts moving the item at `indexPath` if the data source's `canMoveItemAt` allows it:
  /// UIKit's `beginInteractiveMovementForItem(at:)`, carried out by the host (rule 30).
  ///
  /// ```swift
  /// collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
  /// collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 110))
  /// collectionView.endInteractiveMovement()  // the data source takes the move
  /// ```
  ///
  /// - Returns: whether the movement began.
  /// - Complexity: that of ``CollectionViewLayoutHost/beginInteractiveMovementForItem(at:)``.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    host.beginInteractiveMovementForItem(at: indexPath)
  }

  /// Moves the moving item to `targetPosition`, in content coordinates: UIKit's
  /// `updateInteractiveMovementTargetPosition(_:)`.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    host.updateInteractiveMovementTargetPosition(targetPosition)
    cellsAreStale = true
  }

  /// Ends the movement, telling the data source of the move when the item's place
  /// changed: UIKit's `endInteractiveMovement()`.
  public func endInteractiveMovement() {
    host.endInteractiveMovement()
    cellsAreStale = true
  }

  /// Ends the movement with the item back where it started: UIKit's
  /// `cancelInteractiveMovement()`.
  public func cancelInteractiveMovement() {
    host.cancelInteractiveMovement()
    cellsAreStale = true
  }
}
#endif
