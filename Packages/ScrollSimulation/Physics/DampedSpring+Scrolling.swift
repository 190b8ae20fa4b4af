import _LayoutInternals

extension DampedSpring {
  /// The angular frequency of the scroll view's spring, `√(stiffness / mass) = √(100 / 1)`
  /// per second (`docs/scrolling.md`).
  package static let scrollFrequency = 10.0

  /// The critically damped spring that pulls content back to an edge after a bounce, carries
  /// it to a page and animates `setContentOffset(_:animated:)`: mass 1, stiffness 100,
  /// damping ratio 1, released `displacement` points from its target at `velocity` points
  /// per second. Released from rest it never overshoots; it crosses its target only when it
  /// starts moving towards it faster than `ω · |displacement|`.
  package static func scroll(displacement: Double, velocity: Double) -> DampedSpring {
    DampedSpring(
      dampingRatio: 1, angularFrequency: scrollFrequency, displacement: displacement,
      velocity: velocity)
  }
}
