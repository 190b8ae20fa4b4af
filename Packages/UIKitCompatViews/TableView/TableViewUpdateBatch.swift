#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout
/// The row and section changes a ``UITableView`` collects between ``UITableView/beginUpdates()``
/// and ``UITableView/endUpdates()``, applied as one batch at the last `endUpdates()`.
final class TableViewUpdateBatch {
  /// How many `beginUpdates()` calls are open.
  var depth = 1
  /// The changes, in the order they were made.
  var changes: [() -> Void] = []
  /// The completions of `performBatchUpdates` calls made meanwhile.
  var completions: [(Bool) -> Void] = []
}
#endif
