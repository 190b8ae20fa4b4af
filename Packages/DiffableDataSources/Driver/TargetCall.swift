/// One call a data source has queued for its target, or a completion waiting to run, so
/// that calls made from inside callbacks run in order and never nest.
@usableFromInline
enum TargetCall {
  /// `performBatchUpdates` with the caller's completion.
  case batch(BatchUpdate, itemCounts: [Int], animated: Bool, completion: (() -> Void)?)
  /// `reloadData` with the caller's completion.
  case reload(itemCounts: [Int], completion: (() -> Void)?)
  /// `didReorderItems` after a user move.
  case reorder(itemCounts: [Int])
  /// A caller's completion, once the target has reported the update done.
  case completion(() -> Void)
}
