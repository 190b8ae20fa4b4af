/// A value a ``PrefixSumTree`` can add up: lengths (`Double`) and counts (`Int`).
@usableFromInline
package protocol PrefixSummable: AdditiveArithmetic, Comparable, Sendable {
  /// The sum of `count` copies of the value, for the elements a tree has never stored.
  func repeated(_ count: Int) -> Self
}

extension Double: PrefixSummable {
  @inlinable
  package func repeated(_ count: Int) -> Double { self * Double(count) }
}

extension Int: PrefixSummable {
  /// Saturates instead of trapping: a count times a baseline beyond `Int.max` is clamped,
  /// which no caller can reach with a baseline of 0 (the only one counts use).
  @inlinable
  package func repeated(_ count: Int) -> Int {
    let (product, overflow) = multipliedReportingOverflow(by: count)
    guard overflow else { return product }
    return (self < 0) != (count < 0) ? .min : .max
  }
}
