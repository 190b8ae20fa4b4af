#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// How an orthogonal section's row bounces and decelerates: UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17), read from
/// `NSCollectionLayoutSection.orthogonalScrollingProperties`.
///
/// Departure: UIKit's automatic rate matches the parent scroll view; ours follows
/// `docs/scrolling.md` (fast for the paging behaviours, normal otherwise).
public final class UICollectionLayoutSectionOrthogonalScrollingProperties {
  /// Whether the row bounces at its ends.
  public enum Bounce: Int, Hashable, Sendable, CaseIterable {
    /// Bounces at a content boundary when the row is longer than the section.
    case automatic
    /// Bounces even when the row fits.
    case always
    /// Stops at the boundary without bouncing.
    case never
  }

  /// How quickly the row's momentum fades.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor the velocity keeps per millisecond; 0 stands for automatic.
    public var rawValue: CGFloat

    /// A rate from its raw value.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The rate the behaviour implies.
    public static let automatic = DecelerationRate(rawValue: 0)
    /// UIKit's normal rate: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The core's rate: 0 is automatic; any other value picks the nearer of normal and
    /// fast (the core offers only those two).
    var value: OrthogonalScrollingProperties.DecelerationRate {
      guard rawValue != 0 else { return .automatic }
      return rawValue >= (0.99 + 0.998) / 2 ? .normal : .fast
    }
  }

  /// Whether the row bounces; `automatic` by default.
  public var bounce: Bounce = .automatic
  /// How quickly the row decelerates; `automatic` by default.
  public var decelerationRate: DecelerationRate = .automatic

  /// Properties with UIKit's defaults.
  public init() {}

  /// The core properties these describe, read now.
  var value: OrthogonalScrollingProperties {
    let bounce: OrthogonalScrollingProperties.Bounce =
      switch self.bounce {
      case .automatic: .automatic
      case .always: .always
      case .never: .never
      }
    return OrthogonalScrollingProperties(bounce: bounce, decelerationRate: decelerationRate.value)
  }
}

extension UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
  /// Whether the rates are the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    Double(lhs.rawValue).isSameValue(as: Double(rhs.rawValue))
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(rawValue).sameValueHash)
  }
}
#endif
