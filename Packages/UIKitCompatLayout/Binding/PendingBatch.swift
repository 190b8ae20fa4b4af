#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// The batch a ``CollectionViewLayoutHost`` collects while a `performBatchUpdates` closure
/// runs: the changes recorded so far and the completions waiting for the outcome. A class, so
/// that each recorded change appends in place.
package final class PendingBatch {
  /// The inserts, deletes, moves, reloads and reconfigures recorded, in the core's terms.
  package var update = LayoutUpdate()
  /// Whether `reloadData()` was called in the closure: the batch then reloads instead.
  package var reloadsData = false
  /// The completions of the batch and of the calls nested in its closure, in call order.
  package var completions: [(Bool) -> Void] = []
}
#endif
