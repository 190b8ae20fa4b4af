#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

extension LayoutBinding {
  /// Runs `updates`, whose inserts, deletes, moves and reloads (recorded through
  /// ``record(_:)``) make one batch, applies it, then calls `completion` with whether it was
  /// applied: UIKit's `performBatchUpdates(_:completion:)`. Calls inside `updates` join the
  /// batch, their completions running after this one's. A refused batch changes nothing and
  /// is handed to `refused`.
  ///
  /// - Complexity: that of ``apply(_:refused:)``.
  package func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)?,
    refused: (LayoutUpdateError) -> Void
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
    let finished = apply(batch, refused: refused)
    for completion in batch.completions { completion(finished) }
  }

  /// Records `change` in the running batch, or applies it as a batch of its own.
  ///
  /// - Complexity: O(1) plus `change`'s own cost; outside a batch, that of a batch.
  package func record(_ change: (inout LayoutUpdate) -> Void, refused: (LayoutUpdateError) -> Void)
  {
    if let batch = pendingBatch {
      change(&batch.update)
    } else {
      let batch = PendingBatch()
      change(&batch.update)
      _ = apply(batch, refused: refused)
    }
  }

  /// Takes the counts again and lays everything out again, dropping the selection and any
  /// movement (rules 21a, 29): UIKit's `reloadData()`. Inside a batch the batch becomes a
  /// reload.
  ///
  /// - Complexity: O(sections + measured sizes), plus the data source's answers.
  package func reloadData() {
    if let batch = pendingBatch {
      batch.reloadsData = true
      return
    }
    core.clearInteractionState()
    core.itemCounts = dataSourceCounts?() ?? core.itemCounts
    core.invalidateLayout()
  }

  /// Applies `update` with `itemCounts` as UIKit applies a checked batch: the layout is told
  /// (``UICollectionViewLayout/prepare(forCollectionViewUpdates:)``), the core takes the
  /// batch, animated as `animation` says (rule 21d), and the layout is told it is done
  /// (``UICollectionViewLayout/finalizeCollectionViewUpdates()``). A batch the counts
  /// contradict changes nothing, tells the layout nothing, and throws.
  ///
  /// - Complexity: that of `LayoutHost.performBatchUpdates(_:itemCounts:)`, twice the check,
  ///   plus the layout's hooks.
  package func apply(_ update: LayoutUpdate, itemCounts: [Int], animation: TransitionTiming?)
    throws(LayoutUpdateError)
  {
    synchronize()
    try core.checkBatchUpdates(update, itemCounts: itemCounts)
    willApply?(update, itemCounts)
    layout.prepare(forCollectionViewUpdates: UICollectionViewUpdateItem.items(of: update))
    if let animation {
      try core.performBatchUpdates(update, itemCounts: itemCounts, animation: animation)
    } else {
      try core.performBatchUpdates(update, itemCounts: itemCounts)
    }
    layout.finalizeCollectionViewUpdates()
    didApply?(update)
  }

  /// Applies a finished batch, animated as batch updates are; whether it was applied.
  private func apply(_ batch: PendingBatch, refused: (LayoutUpdateError) -> Void) -> Bool {
    if batch.reloadsData {
      reloadData()
      return true
    }
    do throws(LayoutUpdateError) {
      // Without a data source a movement in progress ends before the batch, which names
      // positions as they were before it (rule 30).
      let counts: [Int]
      if let dataSourceCounts {
        counts = dataSourceCounts()
      } else {
        counts = try batch.update.itemCounts(after: core.itemCountsBeforeMovement)
      }
      try apply(batch.update, itemCounts: counts, animation: .batchUpdates)
      return true
    } catch {
      refused(error)
      return false
    }
  }

  /// The number of items in `section`, or `nil` for a section the layout does not show.
  ///
  /// - Complexity: O(1).
  package func numberOfItems(inSection section: Int) -> Int? {
    core.itemCounts.indices.contains(section) ? core.itemCounts[section] : nil
  }
}
#endif
