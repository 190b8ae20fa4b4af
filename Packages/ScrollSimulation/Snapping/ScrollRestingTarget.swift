/// How a released scroller comes to rest, as a `ScrollSnapping` policy decides.
public enum ScrollRestingTarget: Hashable, Sendable {
  /// Coast freely: decelerate to `x∞ = x0 − v0 / k`, bouncing off an edge in the way.
  case momentum
  /// Coast on the deceleration curve whose resting point is exactly `offset` (the release
  /// velocity is adjusted to `k (x0 − offset)`, as UIKit does when a delegate changes
  /// `targetContentOffset`).
  case glide(to: Double)
  /// Travel to `offset` on the critically damped spring (the paging kinds).
  case spring(to: Double)
}
