/// The longest increasing subsequence of a sequence of distinct integers, found by patience
/// sorting: what stays in place when a list is rearranged; everything else must move.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// For each element of `values` (which must be distinct), whether it belongs to one
  /// longest strictly increasing subsequence.
  /// - Complexity: O(n log n); O(n) when `values` is already increasing.
  @inlinable
  static func membership(of values: [Int]) -> [Bool] {
    if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) {
      return Array(repeating: true, count: values.count)
    }
    // tails[k] is the index of the smallest value that ends an increasing run of length k+1.
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: values.count)
    for (index, value) in values.enumerated() {
      // Mostly-sorted input (the usual case) extends the longest run without a search.
      if let last = tails.last, values[last] < value {
        previous[index] = last
        tails.append(index)
        continue
      }
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var members = Array(repeating: false, count: values.count)
    var index = tails.last ?? -1
    while index >= 0 {
      members[index] = true
      index = previous[index]
    }
    return members
  }
}
