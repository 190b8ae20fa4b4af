/// The view a `DiffableDataSource` drives: headless, what UIKit's collection view is to its
/// diffable data source. Our users implement it (a layout host, a test recorder).
///
/// The data source never calls the target while a call to it is still running: calls
/// made from inside a callback wait and follow in order. See `DiffableDataSource` for the
/// concurrency model.
public protocol DataSourceTarget: AnyObject {
  /// Applies `update`, exactly as a `performBatchUpdates` would: section and item deletes and
  /// reloads against the old indexes, inserts against the new ones, then moves and
  /// reconfigures. Afterwards the target shows `itemCounts[s]` items in section `s`.
  ///
  /// Call `completion` once the update has finished (at once when not `animated`, or when
  /// the animations end); the data source then runs the completion given to `apply`.
  func performBatchUpdates(
    _ update: BatchUpdate, itemCounts: [Int], animated: Bool,
    completion: @escaping () -> Void)

  /// Discards everything shown and shows `itemCounts[s]` items in section `s`, as
  /// `reloadData()` does, without animation.
  func reloadData(itemCounts: [Int])
}
