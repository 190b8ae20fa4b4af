/// The view a `DiffableDataSource` drives: headless, what UIKit's collection view is to its
/// diffable data source. Our users implement it (a layout host, a test recorder).
///
/// The data source never calls the target while a call to it is still running: calls
/// made from inside a callback wait and follow in order. See `DiffableDataSource` for the
/// concurrency model.
///
/// The data source calls the target synchronously from `apply` and its relatives, so a
/// target's cost adds to each of them; the data source expects O(sections + size of the
/// update) or less.
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

  /// Told after the user moved an item (``DiffableDataSource/reorderItem(at:to:)``): the
  /// target has already shown the move, as a collection view has, and now shows
  /// `itemCounts[s]` items in section `s`. The default does nothing; a target that keeps
  /// counts of its own (a headless host) takes them here.
  func didReorderItems(itemCounts: [Int])
}

extension DataSourceTarget {
  /// Does nothing: a target that draws the drag itself needs no news of it.
  public func didReorderItems(itemCounts: [Int]) {}
}
