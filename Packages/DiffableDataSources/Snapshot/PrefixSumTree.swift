/// A Fenwick tree of section item counts, so that an item's index in the whole snapshot
/// (`indexOfItem`) costs O(log sections) however items are inserted.
@usableFromInline
struct PrefixSumTree: Sendable, Equatable {
  /// Node `i` (1-based) holds the sum of the `i & -i` values ending at value `i`.
  @usableFromInline
  var nodes: [Int]

  /// A tree over `values`.
  /// - Complexity: O(n).
  @inlinable
  init(_ values: [Int] = []) {
    nodes = values
    let count = nodes.count
    for position in stride(from: 1, through: count, by: 1) {
      let parent = position + (position & -position)
      if parent <= count { nodes[parent - 1] += nodes[position - 1] }
    }
  }

  /// The number of values.
  @inlinable
  var count: Int { nodes.count }

  /// Adds `delta` to the value at `index`.
  /// - Complexity: O(log n).
  @inlinable
  mutating func add(_ delta: Int, at index: Int) {
    var position = index + 1
    while position <= nodes.count {
      nodes[position - 1] += delta
      position += position & -position
    }
  }

  /// The sum of the values before `index`.
  /// - Complexity: O(log n).
  @inlinable
  func sum(before index: Int) -> Int {
    var position = index
    var total = 0
    while position > 0 {
      total += nodes[position - 1]
      position -= position & -position
    }
    return total
  }

  /// Appends `value` as the last value.
  /// - Complexity: O(log n).
  @inlinable
  mutating func append(_ value: Int) {
    let position = nodes.count + 1
    let covered = position & -position
    nodes.append(value + sum(before: position - 1) - sum(before: position - covered))
  }
}
