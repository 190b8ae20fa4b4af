#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution

extension CollectionViewLayoutHost {
  /// Applies the inserts, deletes, moves, reloads and reconfigures that `updates` makes as
  /// one batch, then calls `completion`: UIKit's `performBatchUpdates(_:completion:)`.
  ///
  /// Index paths follow UIKit: deletes and reloads name positions before the batch, inserts
  /// name positions after it, moves name both, and reconfigures name positions after it.
  /// Measured sizes follow their items (rule 21a) and the visible content stays in place,
  /// then the layout's `targetContentOffset(forProposedContentOffset:)` has its say (rule
  /// 21b). The batch animates as UIKit's do (rule 21d): the core's `transition` runs over the
  /// following ``advanceScrolling(by:)`` calls, with the layout's
  /// `initialLayoutAttributesForAppearingItem(at:)` and kin asked for what appears and
  /// disappears. The host itself is at the end at once, and, departure, `completion` is
  /// called before this returns rather than when the animation ends: headless code that
  /// waits for it would otherwise wait for simulated time.
  ///
  /// The counts after the batch come, as in UIKit, from the ``dataSource``, asked once
  /// `updates` has run. Without one, the host derives them from its counts and the batch:
  /// inserted sections start empty (insert their items in a later batch), reloaded sections
  /// keep their count, and the others gain and lose the items inserted, deleted and moved.
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
  /// an item changed twice, counts that do not add up), the host changes nothing, records
  /// the error in ``lastUpdateError`` and calls `completion` with `false`, so that code
  /// waiting for it goes on and can tell nothing happened. Decided: UIKit has no outcome to
  /// copy.
  ///
  /// - Complexity: That of `LayoutHost.performBatchUpdates(_:itemCounts:)`: O(c log c +
  ///   c log n) for c changes in sections of n items, plus laying out again each section
  ///   whose index or item count changed, plus O(sections) when sections change; plus the
  ///   data source's answers for every section, or O(sections + c) to derive the counts.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    if let enclosing = pendingBatch {
      updates?()
      if let completion { enclosing.completions.append(completion) }
      return
    }
    let batch = PendingBatch()
    if let completion { batch.completions.append(completion) }
    pendingBatch = batch
    updates?()
    pendingBatch = nil
    let finished = apply(batch)
    for completion in batch.completions { completion(finished) }
  }

  /// Inserts items at `indexPaths`, positions after the batch: UIKit's `insertItems(at:)`.
  /// Inside ``performBatchUpdates(_:completion:)`` it joins the batch; outside, it is a
  /// batch of its own. A refused batch is recorded in ``lastUpdateError``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems += indexPaths.map(LayoutIndexPath.init) }
  }

  /// Deletes the items at `indexPaths`, positions before the batch: UIKit's
  /// `deleteItems(at:)`. They lose their measured sizes. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems += indexPaths.map(LayoutIndexPath.init) }
  }

  /// Moves the item at `indexPath` (before the batch) to `newIndexPath` (after it), possibly
  /// into another section: UIKit's `moveItem(at:to:)`. Its measured size moves with it.
  /// Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(1) to record it; outside a batch, that of a batch.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record {
      $0.movedItems.append(
        LayoutUpdate.ItemMove(from: LayoutIndexPath(indexPath), to: LayoutIndexPath(newIndexPath)))
    }
  }

  /// Reloads the items at `indexPaths`, positions before the batch: UIKit's
  /// `reloadItems(at:)`. They keep their place and lose their measured sizes. Batched as
  /// ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths.map(LayoutIndexPath.init) }
  }

  /// Reconfigures the items at `indexPaths`, positions after the batch: UIKit's
  /// `reconfigureItems(at:)` (iOS 15). They keep their measured sizes and are measured again
  /// once visible. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k index paths to record them; outside a batch, that of a batch.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.reconfiguredItems += indexPaths.map(LayoutIndexPath.init) }
  }

  /// Inserts sections at `sections`, indexes after the batch: UIKit's `insertSections(_:)`.
  /// Without a ``dataSource`` an inserted section starts empty. Batched as
  /// ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections += sections }
  }

  /// Deletes the sections at `sections`, indexes before the batch, with their items: UIKit's
  /// `deleteSections(_:)`. Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections += sections }
  }

  /// Moves the section at `section` (before the batch) to `newSection` (after it), with its
  /// items and their measured sizes: UIKit's `moveSection(_:toSection:)`. Batched as
  /// ``insertItems(at:)``.
  ///
  /// - Complexity: O(1) to record it; outside a batch, that of a batch.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append(LayoutUpdate.SectionMove(from: section, to: newSection)) }
  }

  /// Reloads the sections at `sections`, indexes before the batch: UIKit's
  /// `reloadSections(_:)`. They keep their place and start over: their measured sizes are
  /// dropped and, with a ``dataSource``, their counts asked again (without one, kept).
  /// Batched as ``insertItems(at:)``.
  ///
  /// - Complexity: O(k) for k sections to record them; outside a batch, that of a batch.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections += sections }
  }

  /// Takes the counts again and lays everything out again: UIKit's `reloadData()`.
  ///
  /// The counts come from the ``dataSource``, or stay ``itemCounts`` without one. Nothing
  /// says which items went where, so sections whose count changed lose their measured sizes
  /// (rule 21a), the offset is kept, clamped (rule 21b), and nothing stays selected or
  /// moving (rule 29). Inside
  /// ``performBatchUpdates(_:completion:)``, where UIKit asks not to call it, the batch
  /// becomes a reload: its other changes are dropped, and its completion gets `true`.
  ///
  /// - Complexity: O(sections + measured sizes), plus the data source's answers for every
  ///   section; the next query lays out again.
  public func reloadData() {
    if let batch = pendingBatch {
      batch.reloadsData = true
      return
    }
    core.clearInteractionState()
    core.itemCounts = dataSourceCounts() ?? core.itemCounts
    core.invalidateLayout()
  }

  /// Records `change` in the running batch, or applies it as a batch of its own.
  private func record(_ change: (inout LayoutUpdate) -> Void) {
    if let batch = pendingBatch {
      change(&batch.update)
    } else {
      let batch = PendingBatch()
      change(&batch.update)
      _ = apply(batch)
    }
  }

  /// Applies a finished batch to the core; whether it was applied. A refused one is kept in
  /// ``lastUpdateError``.
  private func apply(_ batch: PendingBatch) -> Bool {
    if batch.reloadsData {
      reloadData()
      return true
    }
    do throws(LayoutUpdateError) {
      let counts: [Int]
      if let asked = dataSourceCounts() {
        counts = asked
      } else {
        // A movement in progress ends before the batch, which names positions as they were
        // before it (rule 30).
        counts = try batch.update.itemCounts(after: core.itemCountsBeforeMovement)
      }
      try core.performBatchUpdates(batch.update, itemCounts: counts, animation: .batchUpdates)
      return true
    } catch {
      lastUpdateError = error
      return false
    }
  }

  /// The counts the ``dataSource`` gives, or `nil` without one. A negative section count is
  /// taken as no sections, for which a batch's own count check then names the mismatch.
  private func dataSourceCounts() -> [Int]? {
    guard let dataSource else { return nil }
    let sections = max(0, dataSource.numberOfSections(in: self))
    return (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
  }
}
#endif
