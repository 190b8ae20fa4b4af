import Testing

/// The numbers a test of `==`'s reflexivity gives every public property and setter: NaNs of
/// each kind, the infinities, subnormals and −0 (issue 24).
public enum EdgeNumbers {
  /// NaN, −NaN, a NaN with a payload, a signalling NaN, ±infinity, the smallest subnormals
  /// either way, a subnormal in between, and −0.
  public static let all: [Double] = [
    .nan, -.nan, Double(nan: 0x5A, signaling: false), .signalingNaN, .infinity, -.infinity,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude / 3, -0.0,
  ]

  /// Expects `value` equal to a copy of itself, with the same hash.
  public static func expectReflexive<Value: Hashable>(
    _ value: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let copy = value
    #expect(value == copy, "\(value)", sourceLocation: sourceLocation)
    #expect(value.hashValue == copy.hashValue, sourceLocation: sourceLocation)
  }
}
