extension Double {
  /// Whether `self` and `other` are the same value: equal numbers (so −0 is 0), or both
  /// NaN, whatever their payloads.
  ///
  /// The package's value types compare their numbers this way, so that `==` stays reflexive
  /// when a value holds NaN: `Equatable` requires `x == x`, which IEEE comparison of a NaN
  /// denies, and a check that a refused call left a value unchanged would fail on it.
  package func isSameValue(as other: Double) -> Bool {
    self == other || (isNaN && other.isNaN)
  }

  /// The value to hash for `isSameValue(as:)`: every NaN hashes as the one NaN (the
  /// standard library already hashes −0 as 0).
  package var sameValueHash: Double { isNaN ? .nan : self }
}

extension Optional where Wrapped == Double {
  /// Whether both are `nil`, or both hold the same value (`Double.isSameValue(as:)`).
  package func isSameValue(as other: Double?) -> Bool {
    switch (self, other) {
    case (nil, nil): true
    case (let value?, let otherValue?): value.isSameValue(as: otherValue)
    default: false
    }
  }
}
