#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution
import UIKitCompatLayout

extension UICollectionView {
  /// Starts moving the item at `indexPath`, if the ``dataSource`` allows it
  /// (`collectionView(_:canMoveItemAt:)`; without a data source every item may move): UIKit's
  /// `beginInteractiveMovementForItem(at:)` (rule 30). While it moves, the layout's
  /// `UICollectionViewLayout/targetIndexPath(forInteractivelyMovingItem:withPosition:)`
  /// picks its place from each position, and the other items make room.
  ///
  /// ```swift
  /// collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
  /// collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 200, y: 110))
  /// collectionView.endInteractiveMovement()  // the data source takes the move
  /// ```
  ///
  /// - Returns: whether the movement began: `false` when the data source refuses, a
  ///   movement is already in progress, or the view shows no item at `indexPath` (these two
  ///   kept in ``lastError``; UIKit's outcome is undocumented).
  /// As a touch does, it lays the view out first (``layoutIfNeeded()``), so that rows a
  /// scroll brought into view are measured and shown before the movement starts; the rows
  /// shown after the drop are asked of the data source again (rule 30).
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes, and
  ///   the data source's answer; first, the cost of ``layoutIfNeeded()``.
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    let path = LayoutIndexPath(indexPath)
    if let movement = core.interactiveMovement {
      lastError = .interactionRefused(.movementInProgress(item: movement.targetIndexPath))
      return false
    }
    guard isItem(indexPath) else {
      lastError = .interactionRefused(.itemOutOfRange(path))
      return false
    }
    if let dataSource, !dataSource.collectionView(self, canMoveItemAt: indexPath) { return false }
    // The layout pass a touch runs: the rows a scroll brought into view are measured and
    // shown before the movement starts from them.
    layoutIfNeeded()
    // The layout shown when the rule is asked. Weak, as the anchoring rule.
    let rule = InteractiveMovementTargetRule { [weak self] current, position, core in
      guard let self else {
        return InteractiveMovementTargetRule.cellAtPosition.targetIndexPath(
          forItemAt: current, position: position, in: core)
      }
      return LayoutIndexPath(
        self.collectionViewLayout.targetIndexPath(
          forInteractivelyMovingItem: IndexPath(current), withPosition: CGPoint(position)))
    }
    do {
      try core.beginInteractiveMovement(ofItemAt: path, targetRule: rule)
      return true
    } catch {
      lastError = .interactionRefused(error)
      return false
    }
  }

  /// Drags the moving item to `targetPosition`, in content coordinates: UIKit's
  /// `updateInteractiveMovementTargetPosition(_:)`. The layout names the item's place, and
  /// the view shows it there (a move, rule 30).
  ///
  /// Departure: without a movement in progress, or for a NaN or infinite position, nothing
  /// changes and the error is kept in ``lastError``.
  ///
  /// - Complexity: the layout's answer, plus a batch update of one move when the item's place
  ///   changes.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    views.dataWillChange()
    do {
      try core.updateInteractiveMovement(to: LayoutPoint(targetPosition))
    } catch {
      lastError = .interactionRefused(error)
    }
  }

  /// Ends the movement with the item at its new place: UIKit's `endInteractiveMovement()`.
  /// The ``dataSource`` is told of the move (`collectionView(_:moveItemAt:to:)`) when the
  /// item moved; a ``UICollectionViewDiffableDataSource`` reorders its snapshot through its
  /// reordering handlers, and should it refuse, the item goes back where it started, the
  /// view as before the movement. Without a data source the view's own counts take the move.
  ///
  /// Departure: without a movement in progress nothing changes and the error is kept in
  /// ``lastError``.
  ///
  /// - Complexity: the data source's cost, plus a batch update of one move when it refuses.
  public func endInteractiveMovement() {
    views.dataWillChange()
    do {
      try core.endInteractiveMovement { move in
        guard let dataSource else { return true }
        let (source, destination) = (IndexPath(move.from), IndexPath(move.to))
        if let refusing = dataSource as? any MoveRefusingDataSource {
          return refusing.acceptMove(from: source, to: destination)
        }
        dataSource.collectionView(self, moveItemAt: source, to: destination)
        return true
      }
    } catch {
      lastError = .interactionRefused(error)
    }
  }

  /// Ends the movement with the item back where it started: UIKit's
  /// `cancelInteractiveMovement()`. The data source is not told.
  ///
  /// Departure: without a movement in progress nothing changes and the error is kept in
  /// ``lastError``.
  ///
  /// - Complexity: a batch update of one move when the item is away from its place.
  public func cancelInteractiveMovement() {
    views.dataWillChange()
    do {
      try core.cancelInteractiveMovement()
    } catch {
      lastError = .interactionRefused(error)
    }
  }
}
#endif
