import LayoutGeometry
import _LayoutInternals

/// The critically damped spring that pulls content back to an edge after a bounce and
/// carries it to a page: mass 1, stiffness 100, damping ratio 1 (`docs/scrolling.md`).
///
/// With `ω = √(stiffness / mass) = 10 /s`, the displacement from the spring's target is
/// `x(t) = (x0 + (v0 + ω x0) t) · e^(−ω t)` and its velocity
/// `v(t) = (v0 − ω (v0 + ω x0) t) · e^(−ω t)`, both evaluated in closed form. A critically
/// damped spring crosses its target at most once, and only when it starts moving towards it
/// faster than `ω · |x0|`; released from rest it never overshoots.
public struct ScrollSpring: Hashable, Sendable {
  /// The spring's natural angular frequency, `√(100 / 1)` per second.
  public static let angularFrequency = 10.0

  /// The displacement from the target when the spring starts, in points.
  public var initialDisplacement: Double
  /// The velocity when the spring starts, in points per second.
  public var initialVelocity: Double

  /// A spring released `displacement` points from its target, moving at `velocity` points
  /// per second (positive values point away from the target when the displacement is
  /// positive).
  public init(displacement: Double, velocity: Double) {
    initialDisplacement = displacement
    initialVelocity = velocity
  }

  /// `v0 + ω x0`, the slope of the linear factor of `x(t)`.
  private var slope: Double {
    initialVelocity + Self.angularFrequency * initialDisplacement
  }

  /// The displacement from the target `t` seconds after the start.
  public func displacement(at t: Double) -> Double {
    (initialDisplacement + slope * t) * ElementaryMath.exp(-Self.angularFrequency * t)
  }

  /// The velocity, in points per second, `t` seconds after the start.
  public func velocity(at t: Double) -> Double {
    let omega = Self.angularFrequency
    return (initialVelocity - omega * slope * t) * ElementaryMath.exp(-omega * t)
  }

  /// The moment, after the start, at which the spring passes through its target, or `nil`
  /// when it never does (it starts at rest, or moves away, or too slowly towards it).
  public var crossingTime: Double? {
    let slope = slope
    guard slope != 0 else { return nil }
    let time = -initialDisplacement / slope
    return time > 0 ? time : nil
  }

  /// The first moment after which the spring stays within `tolerance` points of its target
  /// for good: the scroller ends a spring there and puts the content exactly on the target.
  /// Zero when it never strays that far.
  ///
  /// `|x(t)|` is a linear factor times a decaying exponential, so it has at most three
  /// monotonic pieces (down to a crossing, up to a peak `1/ω` later, then down for ever); the
  /// answer is found on the last piece that reaches `tolerance`, in closed form when the
  /// linear factor is constant and by bisection otherwise.
  /// - Complexity: O(1): at most 64 widenings and 200 bisection steps.
  public func settlingTime(tolerance: Double) -> Double {
    let omega = Self.angularFrequency
    let start = initialDisplacement.magnitude
    let slope = slope
    guard slope != 0 else {
      return start > tolerance ? ElementaryMath.log(start / tolerance) / omega : 0
    }
    let crossing = -initialDisplacement / slope
    let peak = crossing + 1 / omega
    if peak > 0, displacement(at: peak).magnitude >= tolerance {
      return lastTime(above: tolerance, decreasingFrom: peak)
    }
    if crossing > 0 {
      // The bump after the crossing stays inside the tolerance: only the approach counts.
      return start >= tolerance ? lastTime(above: tolerance, decreasingFrom: 0) : 0
    }
    return start >= tolerance && peak <= 0 ? lastTime(above: tolerance, decreasingFrom: 0) : 0
  }

  /// Where `|x(t)|`, decreasing from `start` onwards, falls below `tolerance`, to within a
  /// few units in the last place; the returned time is on the inside of the tolerance.
  private func lastTime(above tolerance: Double, decreasingFrom start: Double) -> Double {
    var low = start
    var width = 1 / Self.angularFrequency
    var high = start + width
    var widenings = 0
    while displacement(at: high).magnitude >= tolerance, widenings < 64 {
      low = high
      width *= 2
      high = low + width
      widenings += 1
    }
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if displacement(at: middle).magnitude >= tolerance {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }
}

extension ScrollSpring {
  /// Whether both starting values are the same, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: ScrollSpring, rhs: ScrollSpring) -> Bool {
    lhs.initialDisplacement.isSameValue(as: rhs.initialDisplacement)
      && lhs.initialVelocity.isSameValue(as: rhs.initialVelocity)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(initialDisplacement.sameValueHash)
    hasher.combine(initialVelocity.sameValueHash)
  }
}
