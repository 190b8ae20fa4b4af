#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension CollectionViewLayoutHost {
  /// Applies the inserts, deletes, moves, reloads and reconfigures that `updates` makes as
  /// one batch, then calls `completion`: UIKit's `performBatchUpdates(_:completion:)`, for a
  /// host without a data source.
  ///
  /// Index paths follow UIKit: deletes and reloads name positions before the batch, inserts
  /// name positions after it, moves name both, and reconfigures name positions after it.
  /// Measured sizes follow their items (rule 21a) and the visible content stays in place,
  /// then the layout's `targetContentOffset(forProposedContentOffset:)` has its say (rule
  /// 21b). The layout is told, as UIKit tells it
  /// (``UICollectionViewLayout/prepare(forCollectionViewUpdates:)`` and
  /// ``UICollectionViewLayout/finalizeCollectionViewUpdates()``). The host is at the end at
  /// once, and, departure, `completion` is called before this returns rather than when the
  /// batch's animation ends (a host runs no clock: `UICollectionView` animates).
  ///
  /// The counts after the batch are derived from the host's and the batch's: inserted
  /// sections start empty (insert their items in a later batch), reloaded sections keep
  /// their count, and the others gain and lose the items inserted, deleted and moved.
  ///
  /// ```swift
  /// host.performBatchUpdates({
  ///   host.deleteItems(at: [IndexPath(item: 0, section: 0)])
  ///   host.insertItems(at: [IndexPath(item: 4, section: 0)])
  ///   host.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
  /// }, completion: { finished in print(finished) })  // true
  /// ```
  ///
  /// Calls to this method inside `updates` join its batch, and their completions run after
  /// this one's. ``reloadData()`` inside `updates` turns the batch into a reload.
  ///
  /// Departure: where UIKit raises `NSInternalInconsistencyException` (an index out of range,
  /// an item changed twice), the host changes nothing, records the error in ``lastError`` and
  /// calls `completion` with `false`, so that code waiting for it goes on and can tell
  /// nothing happened.
  ///
  /// - Complexity: That of `LayoutHost.performBatchUpdates(_:itemCounts:)`: O(c log c +
  ///   c log n) for c changes in sections of n items, plus laying out again each section
  ///   whose index or item count changed, plus O(sections) when sections change, plus
  ///   O(sections + c) to derive the counts.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    binding.performBatchUpdates(updates, completion: completion) { lastError = $0 }
  }

  /// Inserts items at `indexPaths`, positions after the batch: UIKit's `insertItems(at:)`.
  /// Inside ``performBatchUpdates(_:completion:)`` it joins the batch; outside, it is a
  /// batch of its own. A refused batch is recorded in ``lastError``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func insertItems(at indexPaths: [IndexPath]) {
    binding.record({ $0.insertItems(at: indexPaths) }) { lastError = $0 }
  }

  /// Deletes the items at `indexPaths`, positions before the batch: UIKit's
  /// `deleteItems(at:)`. They lose their measured sizes. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func deleteItems(at indexPaths: [IndexPath]) {
    binding.record({ $0.deleteItems(at: indexPaths) }) { lastError = $0 }
  }

  /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it), possibly
  /// into another section: UIKit's `moveItem(at:to:)`. Its measured size moves with it.
  /// Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(1) to record it; outside a batch, that of a batch.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    binding.record({ $0.moveItem(at: indexPath, to: newIndexPath) }) { lastError = $0 }
  }

  /// Reloads the items at `indexPaths`, positions before the batch: UIKit's
  /// `reloadItems(at:)`. They keep their place and lose their measured sizes. Batched as
  /// ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func reloadItems(at indexPaths: [IndexPath]) {
    binding.record({ $0.reloadItems(at: indexPaths) }) { lastError = $0 }
  }

  /// Reconfigures the items at `indexPaths`, positions after the batch: UIKit's
  /// `reconfigureItems(at:)` (iOS 15). They keep their measured sizes and are measured again
  /// once visible. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    binding.record({ $0.reconfigureItems(at: indexPaths) }) { lastError = $0 }
  }

  /// Inserts sections at `sections`, indexes after the batch, empty: UIKit's
  /// `insertSections(_:)`. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func insertSections(_ sections: IndexSet) {
    binding.record({ $0.insertSections(sections) }) { lastError = $0 }
  }

  /// Deletes the sections at `sections`, indexes before the batch, with their items: UIKit's
  /// `deleteSections(_:)`. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func deleteSections(_ sections: IndexSet) {
    binding.record({ $0.deleteSections(sections) }) { lastError = $0 }
  }

  /// Moves the section at `section` (before the batch) to `newSection` (after it), with its
  /// items and their measured sizes: UIKit's `moveSection(_:toSection:)`. Batched as
  /// ``insertItems(at:)``.
  ///
  /// - Complexity: O(1) to record it; outside a batch, that of a batch.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    binding.record({ $0.moveSection(section, toSection: newSection) }) { lastError = $0 }
  }

  /// Reloads the sections at `sections`, indexes before the batch: UIKit's
  /// `reloadSections(_:)`. They keep their place and count and start over: their measured
  /// sizes are dropped. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func reloadSections(_ sections: IndexSet) {
    binding.record({ $0.reloadSections(sections) }) { lastError = $0 }
  }

  /// Lays everything out again with the host's counts: UIKit's `reloadData()`, which is
  /// setting ``itemCounts`` to themselves. Sections whose count changed since the last
  /// layout pass lose their measured sizes (rule 21a), and the offset is kept, clamped
  /// (rule 21b). Inside ``performBatchUpdates(_:completion:)``, where UIKit asks not to call
  /// it, the batch becomes a reload: its other changes are dropped, and its completion gets
  /// `true`.
  ///
  /// - Complexity: O(sections + measured sizes); the next query lays out again.
  public func reloadData() {
    binding.reloadData()
  }
}
#endif
