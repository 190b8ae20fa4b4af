/// Prefix sums over a sequence of lengths with O(log n) updates: the per-section structure
/// that keeps group positions cheap once measured sizes make groups differ.
///
/// Positions are prefix sums of non-negative lengths, so ``index(containing:)`` can find
/// the element at a position by descending the tree.
struct FenwickTree: Sendable {
  /// `tree[i]` (1-based) holds the sum of the `i & -i` values ending at `i - 1`.
  private var tree: [Double]

  /// A tree of `count` elements, all equal to `value`.
  ///
  /// - Complexity: O(n).
  init(count: Int, value: Double) {
    tree = [Double](repeating: 0, count: count + 1)
    guard count > 0 else { return }
    for index in 1...count {
      tree[index] += value
      let parent = index + (index & -index)
      if parent <= count { tree[parent] += tree[index] }
    }
  }

  /// The number of elements.
  var count: Int { tree.count - 1 }

  /// Adds `delta` to element `index`.
  ///
  /// - Complexity: O(log n).
  mutating func add(_ delta: Double, at index: Int) {
    var position = index + 1
    while position < tree.count {
      tree[position] += delta
      position += position & -position
    }
  }

  /// The sum of the elements before `index`.
  ///
  /// - Complexity: O(log n).
  func sum(before index: Int) -> Double {
    var position = min(index, count)
    var total = 0.0
    while position > 0 {
      total += tree[position]
      position -= position & -position
    }
    return total
  }

  /// The value of element `index`.
  ///
  /// - Complexity: O(log n).
  func value(at index: Int) -> Double {
    sum(before: index + 1) - sum(before: index)
  }

  /// The last index whose prefix sum (the sum before it) is at most `position`, or 0 when
  /// `position` comes before everything. Assumes non-negative elements.
  ///
  /// - Complexity: O(log n).
  func index(containing position: Double) -> Int {
    guard count > 0, !position.isNaN else { return 0 }
    var index = 0
    var remaining = position
    var step = 1
    while step * 2 <= count { step *= 2 }
    while step > 0 {
      let next = index + step
      if next <= count, tree[next] <= remaining {
        index = next
        remaining -= tree[next]
      }
      step /= 2
    }
    return min(index, count - 1)
  }
}
