import _LayoutInternals

/// The motion a scroller is in, with everything needed to evaluate it at any time in closed
/// form: each timed phase stores its start state and the time elapsed since.
enum ScrollMotion: Hashable, Sendable {
  /// At rest.
  case idle
  /// Following a finger whose unbanded position (before the rubber band) is `finger`.
  case dragging(finger: Double)
  /// Coasting on momentum.
  case momentum(Momentum)
  /// On the spring.
  case spring(Spring)

  /// How a momentum phase ends.
  enum MomentumEnd: Hashable, Sendable {
    /// At rest at `offset`, exactly.
    case rest(offset: Double)
    /// On reaching `edge` at `velocity`; it springs back when `bounces`, else stops there.
    case edge(Double, velocity: Double, bounces: Bool)
  }

  /// Momentum from `origin` at `velocity` under `deceleration`.
  struct Momentum: Hashable, Sendable {
    var origin: Double
    var velocity: Double
    var deceleration: ScrollDeceleration
    var duration: Double
    var end: MomentumEnd
    var elapsed = 0.0
  }

  /// A spring towards `target`.
  struct Spring: Hashable, Sendable {
    var target: Double
    var spring: DampedSpring
    var duration: Double
    /// Whether the phase ends by crossing the target (then momentum carries on) rather than
    /// by settling on it.
    var crossesTarget: Bool
    /// Whether `setContentOffset(_:animated:)` started it.
    var isAnimation: Bool
    var elapsed = 0.0
  }

  /// Seconds left in the current timed phase, `nil` when untimed (idle or dragging).
  var remainingTime: Double? {
    switch self {
    case .idle, .dragging: nil
    case .momentum(let momentum): max(0, momentum.duration - momentum.elapsed)
    case .spring(let spring): max(0, spring.duration - spring.elapsed)
    }
  }

  /// The public face of the motion.
  var phase: ScrollPhase {
    switch self {
    case .idle: .idle
    case .dragging: .dragging
    case .momentum: .decelerating
    case .spring(let spring): spring.isAnimation ? .animating : .springing
    }
  }
}
