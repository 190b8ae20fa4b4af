import LayoutGeometry
import _LayoutInternals

/// How a transition's progress runs from 0 to 1 over time: UIKit's animation curves.
///
/// Progress is a closed-form function of the time since the transition began, so it is the
/// same whatever the frame rate: sampled at 60 Hz, at 120 Hz or once at the end. A spring
/// may overshoot 1 on its way.
///
/// ```swift
/// TransitionTiming.easeInEaseOut(duration: 0.3).progress(at: 0.15)  // 0.5
/// TransitionTiming.spring(dampingRatio: 1, response: 0.4).duration   // ≈ 0.58
/// ```
///
/// A duration that is not positive and finite, a damping ratio that is not positive and
/// finite, or a response that is not: the transition is instant (progress 1 from its start),
/// as UIKit runs an animation of no duration. Decided: UIKit does not say.
public enum TransitionTiming: Hashable, Sendable {
  /// Constant speed.
  case linear(duration: Double)
  /// Slow at both ends: Core Animation's `easeInEaseOut` curve, the cubic Bézier with control
  /// points (0.42, 0) and (0.58, 1).
  case easeInEaseOut(duration: Double)
  /// A spring released from rest: `dampingRatio` 1 settles without overshoot, less
  /// overshoots; `response` is the period of the undamped spring, in seconds (SwiftUI's and
  /// UIKit's spring parameters).
  case spring(dampingRatio: Double, response: Double)

  /// UIKit's batch updates: ease-in-ease-out over 0.3 s. Decided: UIKit does not document
  /// the curve it uses for `performBatchUpdates`.
  public static let batchUpdates = TransitionTiming.easeInEaseOut(duration: 0.3)

  /// How close to its end, in seconds, a transition counts as ended.
  static let endTolerance = 1e-9

  /// How long the transition runs, in seconds: a spring until it is within 0.1 % of its
  /// end; 0 for an instant one.
  public var duration: Double {
    switch self {
    case .linear(let duration), .easeInEaseOut(let duration):
      return duration.isFinite && duration > 0 ? duration : 0
    case .spring(let damping, let response):
      guard let spring = Self.spring(dampingRatio: damping, response: response) else { return 0 }
      return spring.settlingTime(tolerance: Self.springTolerance)
    }
  }

  /// The progress `time` seconds after the transition began: 0 before it, 1 from its end on
  /// (within a nanosecond).
  ///
  /// - Complexity: O(1).
  public func progress(at time: Double) -> Double {
    let duration = duration
    guard time.isFinite, duration > 0 else { return time.isNaN || time < 0 ? 0 : 1 }
    guard time > 0 else { return 0 }
    // Within a nanosecond of the end is the end: frame times that add up to it in steps
    // (30 steps of 1/60 s fall just short of 0.5 s) end it too.
    guard time < duration - Self.endTolerance else { return 1 }
    switch self {
    case .linear:
      return time / duration
    case .easeInEaseOut:
      return Self.easeInEaseOut(time / duration)
    case .spring(let damping, let response):
      return Self.spring(dampingRatio: damping, response: response).map {
        1 - $0.displacement(at: time)
      } ?? 1
    }
  }

  /// How far from its end, as a fraction of the change, a spring counts as settled: 0.1 %.
  static let springTolerance = 1e-3

  /// The spring a transition's progress runs on: released at 1, its whole distance from the
  /// end, at rest, with `response` as the undamped spring's period; `nil` for parameters that
  /// make the transition instant.
  private static func spring(dampingRatio: Double, response: Double) -> DampedSpring? {
    guard dampingRatio.isFinite, dampingRatio > 0, response.isFinite, response > 0 else {
      return nil
    }
    return DampedSpring(
      dampingRatio: dampingRatio, angularFrequency: 2 * Double.pi / response, displacement: 1)
  }

  /// The ease-in-ease-out curve at `fraction` of its time: the Bézier's x solved for the
  /// fraction by bisection (deterministic, to 2⁻⁴⁰), then its y.
  private static func easeInEaseOut(_ fraction: Double) -> Double {
    func bezier(_ first: Double, _ second: Double, _ t: Double) -> Double {
      let inverse = 1 - t
      return 3 * inverse * inverse * t * first + 3 * inverse * t * t * second + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<40 {
      let middle = (low + high) / 2
      if bezier(0.42, 0.58, middle) < fraction { low = middle } else { high = middle }
    }
    return bezier(0, 1, (low + high) / 2)
  }
}

extension TransitionTiming {
  /// Whether both are the same case with the same numbers, a NaN matching any NaN (so `==`
  /// is reflexive) and −0 matching 0.
  public static func == (lhs: TransitionTiming, rhs: TransitionTiming) -> Bool {
    let (left, right) = (lhs.caseAndNumbers, rhs.caseAndNumbers)
    return left.case == right.case && left.first.isSameValue(as: right.first)
      && left.second.isSameValue(as: right.second)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    let numbers = caseAndNumbers
    hasher.combine(numbers.case)
    hasher.combine(numbers.first.sameValueHash)
    hasher.combine(numbers.second.sameValueHash)
  }

  /// The case's position in the declaration and its numbers (a duration and 0, or the
  /// damping ratio and the response).
  private var caseAndNumbers: (case: Int, first: Double, second: Double) {
    switch self {
    case .linear(let duration): (0, duration, 0)
    case .easeInEaseOut(let duration): (1, duration, 0)
    case .spring(let damping, let response): (2, damping, response)
    }
  }
}
