/// What a scroller is doing, the state behind UIKit's `isDragging` and `isDecelerating`.
public enum ScrollPhase: Hashable, Sendable, CaseIterable {
  /// At rest; the offset changes only through input.
  case idle
  /// Following a finger (`drag(by:)` until `release(velocity:)`).
  case dragging
  /// Coasting on momentum after a release or fling, slowing at the deceleration rate.
  case decelerating
  /// On the critically damped spring after a release: back from past an edge, or to the
  /// page or group a paging policy chose. UIKit reports this as decelerating too.
  case springing
  /// Moving to the offset given to `setContentOffset(_:animated:)` with `animated: true`.
  case animating
}
