import LayoutGeometry

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

extension ScrollRestingTarget {
  /// Whether both are the same case with the same offset, a NaN matching any NaN (so `==`
  /// is reflexive) and −0 matching 0.
  public static func == (lhs: ScrollRestingTarget, rhs: ScrollRestingTarget) -> Bool {
    switch (lhs, rhs) {
    case (.momentum, .momentum): true
    case (.glide(let offset), .glide(let other)), (.spring(let offset), .spring(let other)):
      offset.isSameValue(as: other)
    case (.momentum, _), (.glide, _), (.spring, _): false
    }
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .momentum: hasher.combine(0)
    case .glide(let offset): hasher.combine(1); hasher.combine(offset.sameValueHash)
    case .spring(let offset): hasher.combine(2); hasher.combine(offset.sameValueHash)
    }
  }
}
