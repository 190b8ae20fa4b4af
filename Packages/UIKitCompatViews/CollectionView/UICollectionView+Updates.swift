#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutResolution
import UIKitCompatLayout

extension UICollectionView {
  /// Applies the inserts, deletes, moves, reloads and reconfigures that `updates` makes as
  /// one batch, then calls `completion`: UIKit's `performBatchUpdates(_:completion:)`.
  ///
  /// Index paths follow UIKit: deletes and reloads name positions before the batch, inserts
  /// name positions after it, moves name both, and reconfigures name positions after it.
  /// The counts after the batch come from the ``dataSource``, asked once `updates` has run;
  /// without one they are derived from the view's and the batch's (an inserted section
  /// starts empty). The layout is told as UIKit tells it
  /// (`UICollectionViewLayout/prepare(forCollectionViewUpdates:)`, then
  /// `UICollectionViewLayout/finalizeCollectionViewUpdates()`); measured sizes and the
  /// selection follow their items (rules 21a, 29), the visible content stays in place, then
  /// the layout's `targetContentOffset(forProposedContentOffset:)` has its say (rule 21b).
  /// The batch animates over the following ``UIScrollView/advance(by:)`` calls (rule 21d),
  /// while the view is at the end at once; departure: `completion` is called before this
  /// returns rather than when the animation ends, as headless code waiting for it would
  /// otherwise wait for simulated time. Each shown cell follows its item to its new index
  /// path; the cells of deleted and reloaded items leave. The next ``layoutIfNeeded()`` asks
  /// the data source only for the cells of inserted, reloaded and reconfigured items, as
  /// UIKit's does, and again for the supplementary views (rule 31).
  ///
  /// ```swift
  /// items.remove(at: 0)
  /// collectionView.performBatchUpdates {
  ///   collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
  /// }
  /// ```
  ///
  /// Calls to this method inside `updates` join its batch, and their completions run after
  /// this one's. ``reloadData()`` inside `updates` turns the batch into a reload.
  ///
  /// Departure: where UIKit raises `NSInternalInconsistencyException` (an index out of range,
  /// an item changed twice, counts the data source does not confirm), the view changes
  /// nothing, records `updateRefused` in ``lastError`` and calls `completion` with `false`.
  ///
  /// - Complexity: That of `LayoutHost.performBatchUpdates(_:itemCounts:)`: O(c log c +
  ///   c log n) for c changes in sections of n items, plus laying out again each section
  ///   whose index or item count changed, plus O(sections) when sections change; plus the
  ///   data source's answers for every section.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    views.dataWillChange()
    binding.performBatchUpdates(updates, completion: completion, refused: refused)
  }

  /// Inserts items at `indexPaths`, positions after the batch: UIKit's `insertItems(at:)`.
  /// Inside ``performBatchUpdates(_:completion:)`` it joins the batch; outside, it is a
  /// batch of its own.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertItems(at: indexPaths) }
  }

  /// Deletes the items at `indexPaths`, positions before the batch: UIKit's
  /// `deleteItems(at:)`. They lose their measured sizes. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deleteItems(at: indexPaths) }
  }

  /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it), possibly
  /// into another section: UIKit's `moveItem(at:to:)`. Its measured size and selection move
  /// with it. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(1) to record it; outside a batch, that of a batch.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }

  /// Reloads the items at `indexPaths`, positions before the batch: UIKit's
  /// `reloadItems(at:)`. They keep their place and lose their measured sizes and selection.
  /// Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadItems(at: indexPaths) }
  }

  /// Reconfigures the items at `indexPaths`, positions after the batch: UIKit's
  /// `reconfigureItems(at:)` (iOS 15). They keep their measured sizes and are measured again
  /// once visible. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.reconfigureItems(at: indexPaths) }
  }

  /// Inserts sections at `sections`, indexes after the batch: UIKit's `insertSections(_:)`.
  /// Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertSections(sections) }
  }

  /// Deletes the sections at `sections`, indexes before the batch, with their items: UIKit's
  /// `deleteSections(_:)`. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deleteSections(sections) }
  }

  /// Moves the section at `section` (before the batch) to `newSection` (after it), with its
  /// items: UIKit's `moveSection(_:toSection:)`. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(1) to record it; outside a batch, that of a batch.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }

  /// Reloads the sections at `sections`, indexes before the batch: UIKit's
  /// `reloadSections(_:)`. They keep their place and start over: their measured sizes are
  /// dropped and their counts asked again. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadSections(sections) }
  }

  /// Takes the counts again from the ``dataSource``, lays everything out again and drops
  /// the selection: UIKit's `reloadData()`. Nothing says which items went where, so sections
  /// whose count changed lose their measured sizes (rule 21a), the offset is kept, clamped
  /// (rule 21b), and nothing stays selected or moving (rule 29). The next
  /// ``layoutIfNeeded()`` asks for every visible cell again. Inside
  /// ``performBatchUpdates(_:completion:)``, where UIKit asks not to call it, the batch
  /// becomes a reload.
  ///
  /// - Complexity: O(sections + measured sizes), plus the data source's answers for every
  ///   section; the next query lays out again.
  public func reloadData() {
    views.dataWillChange()
    binding.reloadData()
  }

  /// Records `change` in the running batch, or applies it as a batch of its own.
  private func record(_ change: (inout LayoutUpdate) -> Void) {
    views.dataWillChange()
    binding.record(change, refused: refused)
  }

  /// Keeps a batch the view refused in ``lastError``.
  func refused(_ error: LayoutUpdateError) {
    lastError = .updateRefused(error)
  }
}
#endif
