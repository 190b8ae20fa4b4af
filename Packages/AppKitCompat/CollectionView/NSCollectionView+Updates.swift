#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import UIKitCompatViews

extension NSCollectionView {
  /// Asks the data source for everything again and shows it: AppKit's `reloadData()`.
  ///
  /// - Complexity: O(sections) to read the counts, plus the next layout pass.
  public func reloadData() {
    onRuntime { $0.reloadData() }
  }

  /// Runs `updates`, whose inserts, deletes, moves and reloads are checked against the data
  /// source's counts and applied together, then `completionHandler` with `true`:
  /// AppKit's `performBatchUpdates(_:completionHandler:)`. A batch the counts contradict is
  /// refused (`refused(.updateRefused(…))` in ``lastError``) and the view reloads its data,
  /// losing nothing.
  ///
  /// ```swift
  /// collectionView.performBatchUpdates({
  ///   collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
  /// }, completionHandler: { finished in … })
  /// ```
  ///
  /// - Complexity: the runtime's batch: O(changes log changes) plus the sections touched.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completionHandler: ((Bool) -> Void)? = nil
  ) {
    onRuntime { $0.performBatchUpdates(updates, completion: completionHandler) }
  }

  /// Inserts items at `indexPaths`, in a batch or on its own.
  public func insertItems(at indexPaths: Set<IndexPath>) {
    onRuntime { $0.insertItems(at: indexPaths.sorted()) }
  }

  /// Deletes the items at `indexPaths`, in a batch or on its own.
  public func deleteItems(at indexPaths: Set<IndexPath>) {
    onRuntime { $0.deleteItems(at: indexPaths.sorted()) }
  }

  /// Reloads the items at `indexPaths`: each is deleted and inserted again, as AppKit's
  /// `reload` update action says.
  public func reloadItems(at indexPaths: Set<IndexPath>) {
    onRuntime { $0.reloadItems(at: indexPaths.sorted()) }
  }

  /// Moves the item at `indexPath` to `newIndexPath`.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    onRuntime { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Inserts the sections of `sections`.
  public func insertSections(_ sections: IndexSet) {
    onRuntime { $0.insertSections(sections) }
  }

  /// Deletes the sections of `sections`.
  public func deleteSections(_ sections: IndexSet) {
    onRuntime { $0.deleteSections(sections) }
  }

  /// Reloads the sections of `sections`.
  public func reloadSections(_ sections: IndexSet) {
    onRuntime { $0.reloadSections(sections) }
  }

  /// Moves the section `section` to `newSection`.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    onRuntime { $0.moveSection(section, toSection: newSection) }
  }
}
#endif
