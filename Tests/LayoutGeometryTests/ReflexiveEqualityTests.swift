import LayoutGeometry
import Testing

/// `==` is reflexive for every geometry value, whatever number it holds: NaN matches any NaN
/// and −0 matches 0, with hashes to agree (issue 24: `Equatable` requires `x == x`, and a
/// check that a refused call changed nothing compares a value with itself).
@Suite struct ReflexiveEqualityTests {
  /// The numbers every public property is set to: NaNs of each kind, the infinities,
  /// subnormals and −0.
  static let edgeNumbers: [Double] = [
    .nan, -.nan, Double(nan: 0x5A, signaling: false), .signalingNaN, .infinity, -.infinity,
    .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude / 3, -0.0,
  ]

  /// Sets each of `properties` of `value` to `number` in turn and expects the result equal
  /// to itself and to a copy, with the same hash.
  static func expectReflexive<Value: Hashable>(
    _ value: Value, setting properties: [WritableKeyPath<Value, Double>], to number: Double
  ) {
    for property in properties {
      var changed = value
      changed[keyPath: property] = number
      let copy = changed
      #expect(changed == copy, "\(Value.self) \(property) = \(number)")
      #expect(changed.hashValue == copy.hashValue)
    }
  }
}

extension ReflexiveEqualityTests {
  @Test(arguments: edgeNumbers)
  func everyGeometryValueEqualsItselfWhateverNumberItHolds(number: Double) {
    Self.expectReflexive(LayoutPoint(x: 1, y: 2), setting: [\.x, \.y], to: number)
    Self.expectReflexive(LayoutSize(width: 1, height: 2), setting: [\.width, \.height], to: number)
    Self.expectReflexive(
      LayoutRect(x: 1, y: 2, width: 3, height: 4),
      setting: [\.origin.x, \.origin.y, \.size.width, \.size.height], to: number)
    Self.expectReflexive(
      LayoutInsets(top: 1, left: 2, bottom: 3, right: 4),
      setting: [\.top, \.left, \.bottom, \.right], to: number)
    Self.expectReflexive(
      LayoutDirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4),
      setting: [\.top, \.leading, \.bottom, \.trailing], to: number)
  }

  @Test func nansOfEveryPayloadAreOneValueAndMinusZeroIsZero() {
    let quiet = LayoutPoint(x: .nan, y: 0)
    let other = LayoutPoint(x: -Double(nan: 7, signaling: true), y: -0.0)
    #expect(quiet == other)
    #expect(Set([quiet, other]).count == 1)
    #expect(LayoutSize(width: .nan, height: 1) != LayoutSize(width: 1, height: 1))
    #expect(LayoutSize(width: .nan, height: 1) != LayoutSize(width: .nan, height: 2))
    #expect(LayoutInsets(top: .infinity, left: 0, bottom: 0, right: 0) != .zero)
  }
}
