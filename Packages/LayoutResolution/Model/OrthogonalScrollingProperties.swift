/// How an orthogonal section's row bounces and decelerates (iOS 17).
///
/// The counterpart of `UICollectionLayoutSectionOrthogonalScrollingProperties`. `automatic`
/// follows the behaviour: fast deceleration for the paging kinds, normal otherwise, and
/// bouncing when the row is longer than its container.
public struct OrthogonalScrollingProperties: Hashable, Sendable {
  /// Whether the row bounces at its ends.
  public enum Bounce: Hashable, Sendable, CaseIterable {
    /// Bounces when the row is longer than its container.
    case automatic
    /// Always bounces, even when the row fits.
    case always
    /// Never bounces: the row stops at its ends.
    case never
  }

  /// How quickly the row's momentum fades.
  public enum DecelerationRate: Hashable, Sendable, CaseIterable {
    /// Fast for the paging behaviours, normal otherwise.
    case automatic
    /// UIScrollView's normal rate (0.998 per millisecond).
    case normal
    /// UIScrollView's fast rate (0.99 per millisecond).
    case fast
  }

  /// Whether the row bounces.
  public var bounce: Bounce
  /// How quickly the row decelerates.
  public var decelerationRate: DecelerationRate

  /// Properties with the given values; both `automatic` by default.
  public init(bounce: Bounce = .automatic, decelerationRate: DecelerationRate = .automatic) {
    self.bounce = bounce
    self.decelerationRate = decelerationRate
  }
}
