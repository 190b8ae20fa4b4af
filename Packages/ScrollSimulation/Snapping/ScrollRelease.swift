import LayoutGeometry

/// Everything a snapping policy looks at when a gesture ends: where and how fast, where the
/// gesture began, and the scroller's range. All lengths in points, the velocity in points
/// per second. Values are taken as given: `Scroller` checks its inputs before it builds
/// one, and a caller evaluating policies directly passes finite values.
public struct ScrollRelease: Hashable, Sendable {
  /// The offset at release.
  public var offset: Double
  /// The release velocity, in points per second (positive moves towards larger offsets).
  public var velocity: Double
  /// The offset when the gesture began: paging moves at most one page from here.
  public var gestureStartOffset: Double
  /// The viewport length along the axis (the page length of `paging`).
  public var viewportLength: Double
  /// The smallest resting offset, `−leadingInset`.
  public var minimumOffset: Double
  /// The largest resting offset, never below `minimumOffset`.
  public var maximumOffset: Double
  /// The deceleration used to project the resting point (already resolved, not
  /// `automatic`).
  public var deceleration: ScrollDeceleration

  /// A release with the given values; a `maximumOffset` below `minimumOffset` is raised to
  /// it.
  public init(
    offset: Double, velocity: Double, gestureStartOffset: Double, viewportLength: Double,
    minimumOffset: Double, maximumOffset: Double, deceleration: ScrollDeceleration
  ) {
    self.offset = offset
    self.velocity = velocity
    self.gestureStartOffset = gestureStartOffset
    self.viewportLength = viewportLength
    self.minimumOffset = minimumOffset
    self.maximumOffset = max(minimumOffset, maximumOffset)
    self.deceleration = deceleration
  }

  /// `value` limited to the resting range.
  func clamped(_ value: Double) -> Double {
    min(max(value, minimumOffset), maximumOffset)
  }
}

extension ScrollRelease {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: ScrollRelease, rhs: ScrollRelease) -> Bool {
    lhs.offset.isSameValue(as: rhs.offset)
      && lhs.velocity.isSameValue(as: rhs.velocity)
      && lhs.gestureStartOffset.isSameValue(as: rhs.gestureStartOffset)
      && lhs.viewportLength.isSameValue(as: rhs.viewportLength)
      && lhs.minimumOffset.isSameValue(as: rhs.minimumOffset)
      && lhs.maximumOffset.isSameValue(as: rhs.maximumOffset)
      && lhs.deceleration == rhs.deceleration
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(offset.sameValueHash)
    hasher.combine(velocity.sameValueHash)
    hasher.combine(gestureStartOffset.sameValueHash)
    hasher.combine(viewportLength.sameValueHash)
    hasher.combine(minimumOffset.sameValueHash)
    hasher.combine(maximumOffset.sameValueHash)
    hasher.combine(deceleration)
  }
}
