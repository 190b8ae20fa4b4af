import _LayoutInternals

/// How quickly momentum fades after a release: the counterpart of
/// `UIScrollView.DecelerationRate`, plus the `automatic` choice of
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (rule 20).
///
/// The velocity is multiplied by the rate `d` every millisecond: `v(t) = v0 · d^(1000 t)`,
/// which is `v0 · e^(k t)` with the decay constant `k = 1000 · ln d` (negative). Velocities
/// are in points per second throughout (UIKit's delegate reports points per millisecond;
/// the compatibility layer converts). A rate outside (0, 1) cannot be made: `custom(_:)`
/// throws.
public struct ScrollDeceleration: Hashable, Sendable {
  private enum Choice: Hashable, Sendable {
    case automatic
    case rate(Double)
  }

  private let choice: Choice

  private init(_ choice: Choice) { self.choice = choice }

  /// UIKit's `.normal`: the velocity keeps 0.998 of itself every millisecond (measured).
  public static let normal = ScrollDeceleration(.rate(0.998))

  /// UIKit's `.fast`: the velocity keeps 0.99 of itself every millisecond (measured).
  public static let fast = ScrollDeceleration(.rate(0.99))

  /// The orthogonal-section default: `fast` for the paging kinds of `ScrollSnapping`,
  /// `normal` otherwise (see `resolved(for:)`).
  public static let automatic = ScrollDeceleration(.automatic)

  /// A rate of your own: the fraction of its velocity the content keeps every millisecond.
  ///
  /// - Throws: `ScrollSimulationError.invalidDecelerationRate` unless `0 < rate < 1`.
  public static func custom(_ rate: Double) throws(ScrollSimulationError) -> ScrollDeceleration {
    guard rate > 0, rate < 1 else { throw .invalidDecelerationRate(rate) }
    return ScrollDeceleration(.rate(rate))
  }

  /// Whether this is `automatic`, which resolves by the snapping policy.
  public var isAutomatic: Bool { choice == .automatic }

  /// The per-millisecond rate `d`; `automatic` reports the rate of `normal` (use
  /// `resolved(for:)` to follow a snapping policy).
  public var rate: Double {
    switch choice {
    case .automatic: 0.998
    case .rate(let rate): rate
    }
  }

  /// The rate with `automatic` resolved for `snapping`: fast for the paging kinds, normal
  /// otherwise (`docs/scrolling.md`); an explicit rate is returned unchanged.
  public func resolved(for snapping: ScrollSnapping) -> ScrollDeceleration {
    guard isAutomatic else { return self }
    return snapping.isPaging ? .fast : .normal
  }

  /// The decay constant `k = 1000 · ln d`, in 1/s; always negative.
  public var decayConstant: Double { 1000 * ElementaryMath.log(rate) }

  /// The offset `t` seconds after leaving `origin` at `velocity` (points per second):
  /// `x(t) = x0 + v0 (d^(1000 t) − 1) / k`, evaluated in closed form.
  public func offset(at t: Double, from origin: Double, velocity: Double) -> Double {
    let k = decayConstant
    return origin + velocity * (ElementaryMath.exp(k * t) - 1) / k
  }

  /// The velocity, in points per second, `t` seconds after starting at `velocity`:
  /// `v(t) = v0 · d^(1000 t)`.
  public func velocity(at t: Double, from velocity: Double) -> Double {
    velocity * ElementaryMath.exp(decayConstant * t)
  }

  /// Where momentum from `origin` at `velocity` would come to rest with nothing in the way:
  /// `x∞ = x0 − v0 / k` (about 0.4995 s × v0 for `normal`, 0.0995 s × v0 for `fast`).
  public func restingOffset(from origin: Double, velocity: Double) -> Double {
    origin - velocity / decayConstant
  }

  /// The velocity that comes to rest exactly at `target` when leaving `origin`: the inverse
  /// of `restingOffset(from:velocity:)`, `v0 = k (x0 − target)`.
  public func velocity(from origin: Double, restingAt target: Double) -> Double {
    decayConstant * (origin - target)
  }

  /// Seconds until momentum starting at `velocity` is within `distance` points of its
  /// resting point, that is until `|v| < −k · distance`: `T = ln(−k ε / |v0|) / k`
  /// (`docs/scrolling.md`), zero when it already is. With ε = 0.5 pt, 1000 pt/s stops after
  /// about 3.45 s with `normal` and 0.53 s with `fast`.
  public func duration(from velocity: Double, within distance: Double) -> Double {
    let speed = velocity.magnitude
    let threshold = -decayConstant * distance
    guard speed > threshold, threshold > 0 else { return 0 }
    return ElementaryMath.log(threshold / speed) / decayConstant
  }

  /// Seconds until momentum starting at `velocity` has travelled `distance` points, or `nil`
  /// when it comes to rest first: `t = ln(1 + k |Δ| / |v0|) / k`. This is how the scroller
  /// finds the moment it reaches an edge in mid-flight.
  public func time(toTravel distance: Double, from velocity: Double) -> Double? {
    let speed = velocity.magnitude
    guard speed > 0 else { return distance.magnitude == 0 ? 0 : nil }
    let remaining = 1 + decayConstant * distance.magnitude / speed
    guard remaining > 0 else { return nil }
    return ElementaryMath.log(remaining) / decayConstant
  }
}
