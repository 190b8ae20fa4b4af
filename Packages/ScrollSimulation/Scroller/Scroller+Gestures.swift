extension Scroller {
  /// Moves the content by `distance` points under a finger: positive distances increase
  /// the offset (a finger moving up or left by 10 pt is `drag(by: 10)`). The first drag of
  /// a gesture stops any motion, as a touch does in UIKit.
  ///
  /// Past an edge the content follows the rubber band, `f(x) = (1 − 1 / (x c / D + 1)) · D`
  /// of the finger's distance `x` beyond the edge (`ScrollRubberBand`); the finger's own
  /// position is tracked, so dragging back retraces the same curve. Without bounce the
  /// content stops at the edge and moves again as soon as the finger turns back (a drag
  /// that starts beyond an edge, after an unclamped `setContentOffset`, starts from that
  /// edge). The finger is kept within `magnitudeLimit` of the edges.
  /// - Throws: `ScrollSimulationError.invalidDragDistance` for NaN, infinite or too large
  ///   distances; nothing changes.
  public mutating func drag(by distance: Double) throws(ScrollSimulationError) {
    guard Self.isAcceptable(distance) else { throw .invalidDragDistance(distance) }
    let finger: Double
    if case .dragging(let current) = motion {
      finger = current
    } else {
      gestureStartOffset = offset
      finger = fingerPosition(holding: offset)
    }
    follow(finger: finger + distance)
  }

  /// Lifts the finger at `velocity` points per second (positive towards larger offsets).
  ///
  /// The snapping policy decides the rest (`ScrollSnapping.restingTarget(for:)`): a paging
  /// kind springs to its page; otherwise content past an edge springs back to it (and, if it
  /// was thrown back in fast enough to cross the edge, coasts on from there), and content
  /// inside its range coasts — to the projected resting point, or gliding to a snapped one.
  /// Releasing when no drag is in progress is the same as `fling(velocity:)`.
  /// - Throws: `ScrollSimulationError.invalidVelocity` for NaN, infinite or too large
  ///   velocities; nothing changes.
  public mutating func release(velocity: Double) throws(ScrollSimulationError) {
    try Self.validateVelocity(velocity)
    if !isDragging {
      gestureStartOffset = offset
    }
    startMomentum(velocity: velocity)
  }

  /// Throws the content at `velocity` points per second from where it is: a gesture that
  /// begins and ends here, with no distance dragged. Any motion in progress stops first.
  /// - Throws: `ScrollSimulationError.invalidVelocity`; nothing changes.
  public mutating func fling(velocity: Double) throws(ScrollSimulationError) {
    try Self.validateVelocity(velocity)
    gestureStartOffset = offset
    startMomentum(velocity: velocity)
  }

  /// Moves the content to `target`, which is not clamped to the range (as in UIKit).
  ///
  /// Without animation the offset changes at once and all motion stops. With animation the
  /// content travels there from rest on the critically damped spring (`DampedSpring.scroll`),
  /// settling within half a pixel after about 0.74 s for 100 pt and 1.0 s for 1000 pt at 1×;
  /// UIKit uses a curve of its own of about 0.3 s that it does not publish.
  /// - Throws: `ScrollSimulationError.invalidOffset`; nothing changes.
  public mutating func setContentOffset(_ target: Double, animated: Bool)
    throws(ScrollSimulationError)
  {
    try Self.validateOffset(target)
    guard animated else {
      motion = .idle
      offset = target
      velocity = 0
      return
    }
    startSpring(to: target, velocity: 0, kind: .animation)
  }

  /// Puts the content where `finger` holds it, through the rubber band when bouncing.
  mutating func follow(finger unclamped: Double) {
    let low = minimumOffset
    let high = maximumOffset
    let band = ScrollRubberBand(dimension: viewportLength)
    velocity = 0
    guard bouncesAtEdges else {
      let finger = clampedToRange(unclamped)
      offset = finger
      motion = .dragging(finger: finger)
      return
    }
    let finger = min(max(unclamped, low - Self.magnitudeLimit), high + Self.magnitudeLimit)
    if finger > high {
      offset = high + band.offset(forOverscroll: finger - high)
    } else if finger < low {
      offset = low + band.offset(forOverscroll: finger - low)
    } else {
      offset = finger
    }
    motion = .dragging(finger: finger)
  }

  /// Where a finger must be for the rubber band to hold the content at `offset`.
  private func fingerPosition(holding offset: Double) -> Double {
    guard bouncesAtEdges else { return offset }
    let band = ScrollRubberBand(dimension: viewportLength)
    if offset > maximumOffset {
      return maximumOffset + band.overscroll(forOffset: offset - maximumOffset)
    }
    if offset < minimumOffset {
      return minimumOffset + band.overscroll(forOffset: offset - minimumOffset)
    }
    return offset
  }
}
