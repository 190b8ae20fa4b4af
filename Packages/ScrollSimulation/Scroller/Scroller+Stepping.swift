import _LayoutInternals

extension Scroller {
  /// Which spring a phase runs.
  enum SpringKind {
    /// Back to an edge the content was released beyond; may cross it and coast on.
    case edge
    /// To the resting offset a paging policy chose; never overshoots.
    case page
    /// To the offset of `setContentOffset(_:animated: true)`; never overshoots.
    case animation
  }

  /// Advances simulated time by `seconds`.
  ///
  /// Each phase is evaluated in closed form at its new elapsed time; a phase that ends
  /// inside the step (an edge reached, a spring settled, momentum stopped) is finished at
  /// its exact end time and the next phase runs for the rest of the step. Idle and
  /// dragging scrollers do not change.
  /// - Throws: `ScrollSimulationError.invalidTimeStep` for negative, NaN or infinite steps.
  /// - Complexity: O(1): a motion has at most three phases.
  public mutating func step(by seconds: Double) throws(ScrollSimulationError) {
    guard seconds.isFinite, seconds >= 0 else { throw .invalidTimeStep(seconds) }
    var remaining = seconds
    while remaining > 0, let left = motion.remainingTime {
      guard remaining < left else {
        remaining -= left
        finishPhase()
        continue
      }
      advancePhase(by: remaining)
      remaining = 0
    }
  }

  /// Runs the current motion to its end.
  mutating func finishMotion() {
    while motion.remainingTime != nil {
      finishPhase()
    }
  }

  /// Starts whatever follows a release at `velocity` from the current offset.
  mutating func startMomentum(velocity releaseVelocity: Double) {
    let deceleration = deceleration.resolved(for: snapping)
    let release = ScrollRelease(
      offset: offset, velocity: releaseVelocity, gestureStartOffset: gestureStartOffset,
      viewportLength: viewportLength, minimumOffset: minimumOffset,
      maximumOffset: maximumOffset, deceleration: deceleration)
    let target = snapping.restingTarget(for: release)
    if case .spring(let page) = target {
      velocity = releaseVelocity
      startSpring(to: page, velocity: velocityTowards(page), kind: .page)
    } else if offset > maximumOffset {
      velocity = releaseVelocity
      startSpring(to: maximumOffset, velocity: releaseVelocity, kind: .edge)
    } else if offset < minimumOffset {
      velocity = releaseVelocity
      startSpring(to: minimumOffset, velocity: releaseVelocity, kind: .edge)
    } else if case .glide(let resting) = target {
      let aimed = deceleration.velocity(from: offset, restingAt: resting)
      startDeceleration(velocity: aimed, deceleration: deceleration, restingAt: resting)
    } else {
      startDeceleration(velocity: releaseVelocity, deceleration: deceleration, restingAt: nil)
    }
  }

  /// The part of the current velocity that points towards `target`, limited to `ω · |Δ|`
  /// so that a critically damped spring started with it cannot overshoot; a velocity away
  /// from the target is dropped, so the content moves straight there.
  func velocityTowards(_ target: Double) -> Double {
    let distance = target - offset
    guard distance != 0, velocity != 0, (velocity > 0) == (distance > 0) else { return 0 }
    let limit = DampedSpring.scrollFrequency * distance.magnitude
    return distance > 0 ? min(velocity, limit) : max(velocity, -limit)
  }

  /// Starts coasting from the current offset; `restingAt` overrides the projected resting
  /// point (a glide lands on its target exactly).
  private mutating func startDeceleration(
    velocity start: Double, deceleration: ScrollDeceleration, restingAt target: Double?
  ) {
    let k = deceleration.decayConstant
    var duration = deceleration.duration(from: start, within: stoppingDistance)
    let projected = target ?? deceleration.restingOffset(from: offset, velocity: start)
    var end = ScrollMotion.MomentumEnd.rest(offset: clampedToRange(projected))
    let edge: Double? =
      if start > 0, projected > maximumOffset {
        maximumOffset
      } else if start < 0, projected < minimumOffset {
        minimumOffset
      } else {
        nil
      }
    if let edge, let hit = deceleration.time(toTravel: edge - offset, from: start),
      hit < duration
    {
      duration = hit
      end = .edge(edge, velocity: start + k * (edge - offset), bounces: bouncesAtEdges)
    }
    velocity = start
    motion = .momentum(
      .init(
        origin: offset, velocity: start, deceleration: deceleration, duration: duration,
        end: end))
    if duration <= 0 {
      finishPhase()
    }
  }

  /// Starts a spring from the current offset towards `target` at `startVelocity`.
  mutating func startSpring(to target: Double, velocity startVelocity: Double, kind: SpringKind) {
    let spring = DampedSpring.scroll(displacement: offset - target, velocity: startVelocity)
    var duration = spring.settlingTime(tolerance: stoppingDistance)
    var crosses = false
    if kind == .edge, let crossing = spring.crossingTime, crossing < duration {
      duration = crossing
      crosses = true
    }
    velocity = startVelocity
    motion = .spring(
      .init(
        target: target, spring: spring, duration: duration, crossesTarget: crosses,
        isAnimation: kind == .animation))
    if duration <= 0 {
      finishPhase()
    }
  }

  /// Moves the current phase `seconds` forward; the caller keeps it inside the phase.
  private mutating func advancePhase(by seconds: Double) {
    switch motion {
    case .idle, .dragging:
      return
    case .momentum(var momentum):
      momentum.elapsed += seconds
      let time = momentum.elapsed
      offset = momentum.deceleration.offset(
        at: time, from: momentum.origin, velocity: momentum.velocity)
      velocity = momentum.deceleration.velocity(at: time, from: momentum.velocity)
      motion = .momentum(momentum)
    case .spring(var spring):
      spring.elapsed += seconds
      offset = spring.target + spring.spring.displacement(at: spring.elapsed)
      velocity = spring.spring.velocity(at: spring.elapsed)
      motion = .spring(spring)
    }
  }

  /// Ends the current phase at its exact end state and starts the next one.
  mutating func finishPhase() {
    switch motion {
    case .idle, .dragging:
      return
    case .momentum(let momentum):
      switch momentum.end {
      case .rest(let resting):
        comeToRest(at: resting)
      case .edge(let edge, let edgeVelocity, let bounces):
        offset = edge
        guard bounces else {
          comeToRest(at: edge)
          return
        }
        startSpring(to: edge, velocity: edgeVelocity, kind: .edge)
      }
    case .spring(let spring):
      guard spring.crossesTarget else {
        comeToRest(at: spring.target)
        return
      }
      offset = spring.target
      startMomentum(velocity: spring.spring.velocity(at: spring.duration))
    }
  }

  private mutating func comeToRest(at resting: Double) {
    offset = resting
    velocity = 0
    motion = .idle
  }
}
