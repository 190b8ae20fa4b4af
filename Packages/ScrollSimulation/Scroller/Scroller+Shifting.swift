extension Scroller {
  /// Moves the content by `distance` without a gesture: content changed under the scroll
  /// view and the offset followed it (a host keeping the visible rows in place through an
  /// update, rule 21b). What the scroller was doing goes on from the new place: a drag under
  /// the same finger, momentum at the same velocity (planned again for the new range), an
  /// animated scroll to its target moved by as much, a spring back to an edge or a page
  /// planned again.
  ///
  /// - Throws: `ScrollSimulationError.invalidOffset` when `distance` is NaN, infinite, or
  ///   would take the offset past `magnitudeLimit`; nothing changes.
  /// - Complexity: O(1).
  public mutating func shift(by distance: Double) throws(ScrollSimulationError) {
    try Self.validateOffset(offset + distance)
    guard distance != 0 else { return }
    offset += distance
    gestureStartOffset += distance
    switch motion {
    case .idle:
      break
    case .dragging(let finger):
      motion = .dragging(finger: finger + distance)
    case .momentum:
      startMomentum(velocity: velocity)
    case .spring(let spring) where spring.isAnimation:
      startSpring(to: spring.target + distance, velocity: velocity, kind: .animation)
    case .spring:
      startMomentum(velocity: velocity)
    }
  }
}
