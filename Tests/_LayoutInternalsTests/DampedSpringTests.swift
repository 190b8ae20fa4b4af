import Testing
import _LayoutInternals

/// The one damped spring: its closed forms agree with their own derivative, each damping
/// regime crosses and settles as the physics says, and a critically damped spring from rest
/// never overshoots.
@Suite struct DampedSpringTests {
  /// A spring of each regime, released off its target with a velocity.
  static let springs = [
    DampedSpring(dampingRatio: 0.3, angularFrequency: 12, displacement: 40, velocity: -90),
    DampedSpring(dampingRatio: 1, angularFrequency: 10, displacement: 100, velocity: 300),
    DampedSpring(dampingRatio: 1, angularFrequency: 10, displacement: 100, velocity: -3000),
    DampedSpring(dampingRatio: 2.5, angularFrequency: 8, displacement: -50, velocity: 20),
    DampedSpring(dampingRatio: 2.5, angularFrequency: 8, displacement: 50, velocity: -2000),
  ]
}

extension DampedSpringTests {
  @Test(arguments: springs)
  func velocityIsTheDerivativeOfTheDisplacement(_ spring: DampedSpring) {
    #expect(abs(spring.displacement(at: 0) - spring.initialDisplacement) < 1e-9)
    #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-9)
    let step = 1e-6
    for time in stride(from: 0.01, through: 1.5, by: 0.07) {
      let slope =
        (spring.displacement(at: time + step) - spring.displacement(at: time - step)) / (2 * step)
      #expect(abs(slope - spring.velocity(at: time)) < 1e-3 * max(1, abs(slope)))
    }
  }

  @Test(arguments: springs)
  func itStaysWithinTheToleranceFromItsSettlingTimeOn(_ spring: DampedSpring) {
    let tolerance = 0.5
    let settled = spring.settlingTime(tolerance: tolerance)
    #expect(settled > 0)
    for time in stride(from: settled, through: settled + 3, by: 0.001) {
      #expect(abs(spring.displacement(at: time)) <= tolerance * (1 + 1e-9))
    }
  }

  @Test func aCriticallyDampedSpringSettlesExactlyWhereItLeavesTheTolerance() {
    let spring = DampedSpring(dampingRatio: 1, angularFrequency: 10, displacement: 100)
    let settled = spring.settlingTime(tolerance: 0.5)
    // (1 + ωt) e^(−ωt) = 0.005 at ωt ≈ 7.43.
    #expect(abs(settled - 0.7430) < 1e-3)
    #expect(abs(spring.displacement(at: settled)) <= 0.5)
    #expect(abs(spring.displacement(at: settled - 1e-9)) > 0.5 - 1e-6)
    #expect(spring.crossingTime == nil)
  }

  @Test func onlyASpringThrownTowardsItsTargetFastEnoughCrossesIt() throws {
    // Critically damped: −x0 / (v0 + ω x0) = −100 / (−3000 + 1000) = 0.05 s.
    let thrown = Self.springs[2]
    let crossing = try #require(thrown.crossingTime)
    #expect(abs(crossing - 0.05) < 1e-12)
    #expect(abs(thrown.displacement(at: crossing)) < 1e-9)
    #expect(Self.springs[1].crossingTime == nil)
    // Over-damped: from rest it creeps, thrown hard it crosses once.
    #expect(
      DampedSpring(dampingRatio: 2.5, angularFrequency: 8, displacement: 50).crossingTime == nil)
    let overdamped = try #require(Self.springs[4].crossingTime)
    #expect(abs(Self.springs[4].displacement(at: overdamped)) < 1e-9)
    // Oscillating: its first pass through the target.
    let swinging = try #require(Self.springs[0].crossingTime)
    #expect(abs(Self.springs[0].displacement(at: swinging)) < 1e-9)
    #expect(Self.springs[0].displacement(at: swinging / 2) > 0)
  }

  @Test func aSpringAtItsTargetAtRestIsSettledAtOnce() {
    let spring = DampedSpring(dampingRatio: 0.5, angularFrequency: 10, displacement: 0)
    #expect(spring.settlingTime(tolerance: 0.5) == 0)
    #expect(spring.crossingTime == nil)
    #expect(
      DampedSpring(dampingRatio: 1, angularFrequency: 10, displacement: 0.2).settlingTime(
        tolerance: 0.5) == 0)
  }
}
