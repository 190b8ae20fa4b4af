/// A damped spring of unit mass released `initialDisplacement` from its target at
/// `initialVelocity`: the one spring of the package, behind scroll bounces, pages and
/// animated offsets (`ScrollSimulation`, critically damped) and spring transitions
/// (`LayoutResolution.TransitionTiming`, any damping ratio, released from rest).
///
/// With natural frequency `ω` and damping ratio `ζ`, the displacement from the target is, in
/// closed form: for `ζ < 1`, `e^(−ζωt) · (x0 cos ω_d t + (v0 + ζω x0) / ω_d · sin ω_d t)` with
/// `ω_d = ω √(1 − ζ²)`; for `ζ = 1`, `(x0 + (v0 + ω x0) t) · e^(−ωt)`; for `ζ > 1`, the sum of
/// two decaying exponentials of rates `ω (ζ ∓ √(ζ² − 1))`. A spring that does not oscillate
/// crosses its target at most once.
///
/// ```swift
/// let spring = DampedSpring(dampingRatio: 1, angularFrequency: 10, displacement: 100)
/// spring.displacement(at: 0.1)               // 73.58: (100 + 1000 · 0.1) · e^(−1)
/// spring.settlingTime(tolerance: 0.5)        // ≈ 0.74 s
/// ```
package struct DampedSpring: Hashable, Sendable {
  /// `ζ`: 1 is critically damped, below 1 oscillates, above 1 creeps.
  package var dampingRatio: Double
  /// `ω`, the undamped spring's angular frequency, per second.
  package var angularFrequency: Double
  /// The displacement from the target when the spring starts.
  package var initialDisplacement: Double
  /// The velocity when the spring starts, per second (positive away from the target when
  /// the displacement is positive).
  package var initialVelocity: Double

  /// A spring of `dampingRatio` and `angularFrequency` released `displacement` from its
  /// target at `velocity`. Both parameters must be positive and finite.
  package init(
    dampingRatio: Double, angularFrequency: Double, displacement: Double, velocity: Double = 0
  ) {
    self.dampingRatio = dampingRatio
    self.angularFrequency = angularFrequency
    initialDisplacement = displacement
    initialVelocity = velocity
  }

  /// The displacement from the target `t` seconds after the start.
  ///
  /// - Complexity: O(1).
  package func displacement(at t: Double) -> Double {
    let omega = angularFrequency
    let x0 = initialDisplacement
    let v0 = initialVelocity
    if dampingRatio == 1 {
      return (x0 + criticalSlope * t) * ElementaryMath.exp(-omega * t)
    }
    if dampingRatio < 1 {
      let damped = dampedFrequency
      return ElementaryMath.exp(-dampingRatio * omega * t)
        * (x0 * ElementaryMath.cos(damped * t) + (v0 + dampingRatio * omega * x0) / damped
          * ElementaryMath.sin(damped * t))
    }
    let (fast, slow) = rates
    return
      ((fast * x0 - v0) * ElementaryMath.exp(slow * t)
      - (slow * x0 - v0) * ElementaryMath.exp(fast * t)) / (fast - slow)
  }

  /// The velocity `t` seconds after the start.
  ///
  /// - Complexity: O(1).
  package func velocity(at t: Double) -> Double {
    let omega = angularFrequency
    let x0 = initialDisplacement
    let v0 = initialVelocity
    if dampingRatio == 1 {
      return (v0 - omega * criticalSlope * t) * ElementaryMath.exp(-omega * t)
    }
    if dampingRatio < 1 {
      let damped = dampedFrequency
      let decay = dampingRatio * omega
      let sineFactor = (v0 + decay * x0) / damped
      let cosine = ElementaryMath.cos(damped * t)
      let sine = ElementaryMath.sin(damped * t)
      return ElementaryMath.exp(-decay * t)
        * ((sineFactor * damped - decay * x0) * cosine - (x0 * damped + decay * sineFactor) * sine)
    }
    let (fast, slow) = rates
    return
      ((fast * x0 - v0) * slow * ElementaryMath.exp(slow * t)
      - (slow * x0 - v0) * fast * ElementaryMath.exp(fast * t)) / (fast - slow)
  }

  /// The first moment after the start at which the spring passes through its target, or
  /// `nil` when it starts there or never reaches it (a spring that does not oscillate,
  /// released at rest or moving away, or towards it too slowly).
  ///
  /// - Complexity: O(1): closed form without oscillation, at most 200 bisection steps with.
  package var crossingTime: Double? {
    let x0 = initialDisplacement
    if dampingRatio == 1 {
      let slope = criticalSlope
      guard slope != 0 else { return nil }
      let time = -x0 / slope
      return time > 0 ? time : nil
    }
    guard x0 != 0 else { return nil }
    if dampingRatio > 1 {
      // Where the two exponentials cancel: e^((slow − fast)·t) is this ratio of their
      // coefficients, at one moment at most.
      let (fast, slow) = rates
      let ratio = (slow * x0 - initialVelocity) / (fast * x0 - initialVelocity)
      guard ratio > 0, ratio.isFinite else { return nil }
      let time = ElementaryMath.log(ratio) / (slow - fast)
      return time > 0 ? time : nil
    }
    // Oscillating: the bracket in `displacement` changes sign once in every half period.
    var low = 0.0
    var high = Double.pi / dampedFrequency
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { break }
      if (displacement(at: middle) > 0) == (x0 > 0) { low = middle } else { high = middle }
    }
    return high
  }

  /// The first moment after which the spring stays within `tolerance` of its target for
  /// good. Zero when it never strays that far.
  ///
  /// Without oscillation, `|x(t)|` has at most three monotonic pieces (down to a crossing,
  /// up to a peak, then down for ever); the answer is found on the last piece that reaches
  /// `tolerance`, in closed form when the critically damped spring's linear factor is
  /// constant and by bisection otherwise. An oscillating spring settles once the envelope of
  /// its oscillation, `e^(−ζωt) · (|x0| + |v0 + ζω x0| / ω_d)`, falls below `tolerance`.
  ///
  /// - Complexity: O(1): at most 64 widenings and 200 bisection steps.
  package func settlingTime(tolerance: Double) -> Double {
    let omega = angularFrequency
    let x0 = initialDisplacement
    let start = x0.magnitude
    if dampingRatio < 1 {
      let amplitude =
        start + ((initialVelocity + dampingRatio * omega * x0) / dampedFrequency).magnitude
      guard amplitude > tolerance else { return 0 }
      return ElementaryMath.log(amplitude / tolerance) / (dampingRatio * omega)
    }
    if dampingRatio == 1, criticalSlope == 0 {
      return start > tolerance ? ElementaryMath.log(start / tolerance) / omega : 0
    }
    let crossing = crossingTime
    let peak = peakTime
    if let peak, displacement(at: peak).magnitude >= tolerance {
      return lastTime(above: tolerance, decreasingFrom: peak)
    }
    if crossing != nil {
      // The bump after the crossing stays inside the tolerance: only the approach counts.
      return start >= tolerance ? lastTime(above: tolerance, decreasingFrom: 0) : 0
    }
    return start >= tolerance && peak == nil ? lastTime(above: tolerance, decreasingFrom: 0) : 0
  }

  /// `v0 + ω x0`, the slope of the critically damped spring's linear factor.
  private var criticalSlope: Double {
    initialVelocity + angularFrequency * initialDisplacement
  }

  /// `ω_d`, the frequency an oscillating spring swings at.
  private var dampedFrequency: Double {
    angularFrequency * (1 - dampingRatio * dampingRatio).squareRoot()
  }

  /// The two decay rates of a spring that does not oscillate, both negative: `fast` below
  /// `slow`.
  private var rates: (fast: Double, slow: Double) {
    let root = (dampingRatio * dampingRatio - 1).squareRoot()
    return (-angularFrequency * (dampingRatio + root), -angularFrequency * (dampingRatio - root))
  }

  /// The moment after the start at which a spring that does not oscillate is farthest from
  /// its target on the far side (after a crossing) or on its way out (moving away), or `nil`
  /// when it only ever approaches.
  private var peakTime: Double? {
    if dampingRatio == 1 {
      let time = -initialDisplacement / criticalSlope + 1 / angularFrequency
      return time > 0 ? time : nil
    }
    // Where the velocity's two exponentials cancel, as the displacement's do at a crossing.
    let (fast, slow) = rates
    let x0 = initialDisplacement
    let v0 = initialVelocity
    let ratio = ((slow * x0 - v0) * fast) / ((fast * x0 - v0) * slow)
    guard ratio > 0, ratio.isFinite else { return nil }
    let time = ElementaryMath.log(ratio) / (slow - fast)
    return time > 0 ? time : nil
  }

  /// Where `|x(t)|`, decreasing from `start` onwards, falls below `tolerance`, to within a
  /// few units in the last place; the returned time is on the inside of the tolerance.
  private func lastTime(above tolerance: Double, decreasingFrom start: Double) -> Double {
    var low = start
    var width = 1 / angularFrequency
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
