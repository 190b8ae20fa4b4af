#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionView {
  /// Applies the inserts, deletes, moves, reloads and reconfigures that `updates` makes as
  /// one batch, then calls `completion`: UIKit's `performBatchUpdates(_:completion:)`,
  /// carried out by the host (``CollectionViewLayoutHost/performBatchUpdates(_:completion:)``),
  /// which animates it (rule 21d) and, departure, calls `completion` before returning. A
  /// batch UIKit would raise for changes nothing and is kept in the host's
  /// ``CollectionViewLayoutHost/lastUpdateError``.
  ///
  /// The next ``layoutIfNeeded()`` asks the data source again for every visible cell
  /// (rule 31).
  ///
  /// ```swift
  /// collectionView.performBatchUpdates {
  ///   collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
  /// }
  /// ```
  ///
  /// - Complexity: that of the host's batch.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    host.performBatchUpdates(updates, completion: completion)
    cellsAreStale = true
  }

  /// Inserts items at `indexPaths`, positions after the batch: UIKit's `insertItems(at:)`.
  public func insertItems(at indexPaths: [IndexPath]) {
    host.insertItems(at: indexPaths)
    cellsAreStale = true
  }

  /// Deletes the items at `indexPaths`, positions before the batch: UIKit's
  /// `deleteItems(at:)`.
  public func deleteItems(at indexPaths: [IndexPath]) {
    host.deleteItems(at: indexPaths)
    cellsAreStale = true
  }

  /// Moves the item at `indexPath` to `newIndexPath`: UIKit's `moveItem(at:to:)`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    host.moveItem(at: indexPath, to: newIndexPath)
    cellsAreStale = true
  }

  /// Reloads the items at `indexPaths`: UIKit's `reloadItems(at:)`.
  public func reloadItems(at indexPaths: [IndexPath]) {
    host.reloadItems(at: indexPaths)
    cellsAreStale = true
  }

  /// Reconfigures the items at `indexPaths`: UIKit's `reconfigureItems(at:)`.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    host.reconfigureItems(at: indexPaths)
    cellsAreStale = true
  }

  /// Inserts `sections`: UIKit's `insertSections(_:)`.
  public func insertSections(_ sections: IndexSet) {
    host.insertSections(sections)
    cellsAreStale = true
  }

  /// Deletes `sections`: UIKit's `deleteSections(_:)`.
  public func deleteSections(_ sections: IndexSet) {
    host.deleteSections(sections)
    cellsAreStale = true
  }

  /// Moves `section` to `newSection`: UIKit's `moveSection(_:toSection:)`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    host.moveSection(section, toSection: newSection)
    cellsAreStale = true
  }

  /// Reloads `sections`: UIKit's `reloadSections(_:)`.
  public func reloadSections(_ sections: IndexSet) {
    host.reloadSections(sections)
    cellsAreStale = true
  }

  /// Asks the data source for its counts again and drops the selection: UIKit's
  /// `reloadData()`. The next ``layoutIfNeeded()`` asks for every visible cell again.
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/reloadData()``.
  public func reloadData() {
    host.reloadData()
    cellsAreStale = true
  }
}
#endif
