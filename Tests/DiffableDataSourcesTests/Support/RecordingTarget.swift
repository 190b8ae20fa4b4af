import DiffableDataSources

/// A `DataSourceTarget` that records every call, completes batches at once (or holds their
/// completions when `holdsCompletions` is set), and runs an optional hook inside each batch
/// so tests can re-enter the data source from a callback.
final class RecordingTarget: DataSourceTarget {
  enum Call: Equatable {
    case batch(BatchUpdate, itemCounts: [Int], animated: Bool)
    case reload(itemCounts: [Int])
  }

  private(set) var calls: [Call] = []
  /// Set while a call is running, to catch nested calls.
  private(set) var isInsideCall = false
  private(set) var nestedCallCount = 0
  var holdsCompletions = false
  private(set) var heldCompletions: [() -> Void] = []
  var duringBatch: ((Int) -> Void)?

  func performBatchUpdates(
    _ update: BatchUpdate, itemCounts: [Int], animated: Bool, completion: @escaping () -> Void
  ) {
    if isInsideCall { nestedCallCount += 1 }
    isInsideCall = true
    calls.append(.batch(update, itemCounts: itemCounts, animated: animated))
    duringBatch?(calls.count)
    if holdsCompletions { heldCompletions.append(completion) } else { completion() }
    isInsideCall = false
  }

  func reloadData(itemCounts: [Int]) {
    if isInsideCall { nestedCallCount += 1 }
    calls.append(.reload(itemCounts: itemCounts))
  }

  func releaseCompletions() {
    let completions = heldCompletions
    heldCompletions = []
    for completion in completions { completion() }
  }
}
