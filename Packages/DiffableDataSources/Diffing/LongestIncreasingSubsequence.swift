/// The longest increasing subsequence of a sequence of distinct integers, found by patience
/// sorting: what stays in place when a list is rearranged; everything else must move.
@usableFromInline
enum LongestIncreasingSubsequence {
  /// For each element of `values` (which must be distinct), whether it belongs to one
  /// longest strictly increasing subsequence.
  /// - Complexity: O(n log n); O(n) when `values` is already increasing.
  @inlinable
  static func membership(of values: [Int]) -> [Bool] {
    // With no capacity the standard library's uninitialized initializer writes the count of
    // the one empty-array storage every thread shares: a (benign) race TSan reports when two
    // diffs of empty sections run at once (swiftlang/swift#27808 fixed its siblings).
    guard !values.isEmpty else { return [] }
    return values.withUnsafeBufferPointer { values in
      Array(unsafeUninitializedCapacity: values.count) { members, count in
        membership(of: values, by: { $0 }, into: members)
        count = values.count
      }
    }
  }

  /// Writes into `members` (as many as `elements`, uninitialized) whether each element
  /// belongs to one longest strictly increasing subsequence of the elements' `key`s, which
  /// must be distinct. Scratch memory and pointers throughout: a diff runs this over every
  /// item that stays in a changed section.
  /// - Complexity: O(n log n); O(n) when the keys already increase.
  @inlinable
  static func membership<Element>(
    of elements: UnsafeBufferPointer<Element>, by key: (Element) -> Int,
    into members: UnsafeMutableBufferPointer<Bool>
  ) {
    let count = elements.count
    guard count > 0 else { return }
    var isIncreasing = true
    var last = key(elements[0])
    for index in 1..<count {
      let value = key(elements[index])
      if value <= last {
        isIncreasing = false
        break
      }
      last = value
    }
    guard !isIncreasing else {
      members.initialize(repeating: true)
      return
    }
    // tails[k] is the index of the smallest key that ends an increasing run of length k+1;
    // previous[i] the element before element i in the run it ends.
    let tails = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer { tails.deallocate() }
    let previous = UnsafeMutableBufferPointer<Int>.allocate(capacity: count)
    defer { previous.deallocate() }
    var length = 0
    for index in 0..<count {
      let value = key(elements[index])
      // Mostly-sorted input (the usual case) extends the longest run without a search.
      if length > 0, key(elements[tails[length - 1]]) < value {
        previous[index] = tails[length - 1]
        tails[length] = index
        length += 1
        continue
      }
      var low = 0
      var high = length
      while low < high {
        let middle = (low + high) / 2
        if key(elements[tails[middle]]) < value { low = middle + 1 } else { high = middle }
      }
      previous[index] = low > 0 ? tails[low - 1] : -1
      tails[low] = index
      if low == length { length += 1 }
    }
    members.initialize(repeating: false)
    var index = length > 0 ? tails[length - 1] : -1
    while index >= 0 {
      members[index] = true
      index = previous[index]
    }
  }
}
