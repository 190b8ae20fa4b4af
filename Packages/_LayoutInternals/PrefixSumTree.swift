/// Prefix sums over a sequence of values with O(log n) updates and searches (a Fenwick
/// tree), shared by the layout's group positions and the snapshot's item indexes.
///
/// Every element starts at ``baseline``; the tree stores only how far its nodes differ
/// from that. Up to ``denseLimit`` elements the differences sit in one array allocated with
/// the tree. Beyond it, in a dictionary holding only the nodes an update touched, so a tree
/// over 10⁹ groups that one measurement changed costs a few hundred bytes, not 8 GB.
///
/// - Complexity: Memory O(n) up to ``denseLimit``, O(updates · log n) beyond it.
@usableFromInline
package struct PrefixSumTree<Value: PrefixSummable>: Sendable {
  /// The number of elements.
  @usableFromInline
  package private(set) var count: Int
  /// The value of every element nothing has changed.
  @usableFromInline
  package let baseline: Value
  /// Node `p` (1-based) covers the `p & -p` elements ending at element `p - 1`; these are
  /// its differences from `baseline` times that many, dense or sparse.
  @usableFromInline var dense: [Value]
  @usableFromInline var sparse: [Int: Value]
  @usableFromInline let isSparse: Bool
  /// Bounds on every element: the lowest and highest value any element has been given by
  /// ``set(_:at:)``, ``append(_:)`` or an initializer, or `nil` once ``add(_:at:)`` (which
  /// does not read the element it changes) has been used. A caller that searches the
  /// prefix sums reads it to know they are monotonic.
  @usableFromInline
  package private(set) var elementBounds: ClosedRange<Value>?

  /// The most elements a tree keeps in one array.
  @inlinable
  package static var denseLimit: Int { 1 << 22 }

  /// A tree of `count` elements, each equal to `baseline`; a negative count is taken as 0.
  ///
  /// - Complexity: O(n) up to ``denseLimit`` elements, O(1) beyond.
  @inlinable
  package init(count: Int, baseline: Value) {
    self.count = max(0, count)
    self.baseline = baseline
    isSparse = self.count > Self.denseLimit
    dense = isSparse ? [] : Array(repeating: .zero, count: self.count)
    sparse = [:]
    elementBounds = Self.bounds(baseline)
  }

  /// A tree over `values`, with a baseline of zero.
  ///
  /// - Complexity: O(n).
  @inlinable
  package init(_ values: [Value]) {
    count = values.count
    baseline = .zero
    isSparse = false
    dense = values
    sparse = [:]
    elementBounds = Value.zero...Value.zero
    if let first = values.first { elementBounds = Self.bounds(first) }
    for value in values { widenBounds(with: value) }
    for position in stride(from: 1, through: count, by: 1) {
      let parent = position + (position & -position)
      if parent <= count { dense[parent - 1] += dense[position - 1] }
    }
  }

  /// The sum of the elements node `position` covers.
  @inlinable
  func node(_ position: Int) -> Value {
    let difference = isSparse ? sparse[position, default: .zero] : dense[position - 1]
    return baseline.repeated(position & -position) + difference
  }

  @inlinable
  mutating func addToNode(_ delta: Value, _ position: Int) {
    if isSparse {
      sparse[position, default: .zero] += delta
    } else {
      dense[position - 1] += delta
    }
  }

  /// The bounds of one element, `nil` for a value not equal to itself (NaN).
  @inlinable
  static func bounds(_ value: Value) -> ClosedRange<Value>? {
    value == value ? value...value : nil
  }

  /// Widens ``elementBounds`` to hold `value`; a NaN makes them unknown.
  @inlinable
  mutating func widenBounds(with value: Value) {
    guard let bounds = elementBounds, value == value else {
      elementBounds = nil
      return
    }
    elementBounds = Swift.min(bounds.lowerBound, value)...Swift.max(bounds.upperBound, value)
  }

  /// Adds `delta` to element `index`; an index outside the tree changes nothing.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package mutating func add(_ delta: Value, at index: Int) {
    guard index >= 0, index < count, delta != .zero else { return }
    elementBounds = nil
    addToElement(delta, at: index)
  }

  /// Adds `delta` to element `index`, inside the tree, leaving ``elementBounds`` to the
  /// caller.
  @inlinable
  mutating func addToElement(_ delta: Value, at index: Int) {
    var position = index + 1
    while position <= count {
      addToNode(delta, position)
      position += position & -position
    }
  }

  /// Gives element `index` the value `value`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package mutating func set(_ value: Value, at index: Int) {
    guard index >= 0, index < count else { return }
    widenBounds(with: value)
    let delta = value - self.value(at: index)
    if delta != .zero { addToElement(delta, at: index) }
  }

  /// The sum of the elements before `index` (clamped to the tree).
  ///
  /// - Complexity: O(log n).
  @inlinable
  package func sum(before index: Int) -> Value {
    var position = min(max(0, index), count)
    var total = Value.zero
    while position > 0 {
      total += node(position)
      position -= position & -position
    }
    return total
  }

  /// The sum of every element.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package var total: Value { sum(before: count) }

  /// The value of element `index`.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package func value(at index: Int) -> Value {
    sum(before: index + 1) - sum(before: index)
  }

  /// Appends `value` as the last element.
  ///
  /// - Complexity: O(log n), amortised.
  @inlinable
  package mutating func append(_ value: Value) {
    let position = count + 1
    let covered = position & -position
    let nodeSum = value + sum(before: position - 1) - sum(before: position - covered)
    widenBounds(with: value)
    count = position
    let difference = nodeSum - baseline.repeated(covered)
    if isSparse {
      if difference != .zero { sparse[position] = difference }
    } else {
      dense.append(difference)
    }
  }

  /// The last index whose prefix sum (the sum before it) is at most `position`: the element
  /// that covers `position` when elements are non-negative lengths laid end to end. 0 for a
  /// position before everything (or NaN), `count - 1` for one past the end.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package func index(containing position: Value) -> Int {
    guard count > 0, position == position else { return 0 }
    var index = 0
    var remaining = position
    var step = 1
    while step <= count / 2 { step *= 2 }
    while step > 0 {
      let next = index + step
      if next <= count {
        let covered = node(next)
        if covered <= remaining {
          index = next
          remaining -= covered
        }
      }
      step /= 2
    }
    return min(index, count - 1)
  }

  /// The last index whose prefix sum (the sum before it) is at least `position`, for
  /// elements that are all zero or negative (prefix sums that never rise): the mirror of
  /// ``index(containing:)``. 0 for a position above everything (or NaN), `count - 1` for
  /// one below the end.
  ///
  /// - Complexity: O(log n).
  @inlinable
  package func lastIndex(withSumBeforeAtLeast position: Value) -> Int {
    guard count > 0, position == position else { return 0 }
    var index = 0
    var remaining = position
    var step = 1
    while step <= count / 2 { step *= 2 }
    while step > 0 {
      let next = index + step
      if next <= count {
        let covered = node(next)
        if covered >= remaining {
          index = next
          remaining -= covered
        }
      }
      step /= 2
    }
    return min(index, count - 1)
  }

  /// How many nodes hold a difference from the baseline: what the tree retains.
  package var storedNodeCount: Int { isSparse ? sparse.count : dense.count }
}

extension PrefixSumTree: Equatable where Value: Equatable {
  /// Trees are equal when they hold the same elements; how they store them does not count.
  ///
  /// - Complexity: O(n).
  @inlinable
  package static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if !lhs.isSparse, !rhs.isSparse, lhs.baseline == rhs.baseline { return lhs.dense == rhs.dense }
    return (0..<lhs.count).allSatisfy { lhs.value(at: $0) == rhs.value(at: $0) }
  }
}
