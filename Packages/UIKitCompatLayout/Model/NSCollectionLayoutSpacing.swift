#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutResolution

/// Space between two elements, or around one.
///
/// Mirrors UIKit's `NSCollectionLayoutSpacing`, an immutable object made by `fixed(_:)` or
/// `flexible(_:)`.
public final class NSCollectionLayoutSpacing {
  let value: LayoutSpacing

  init(_ value: LayoutSpacing) {
    self.value = value
  }

  /// Exactly `fixedSpacing` points.
  public static func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(.fixed(Double(fixedSpacing)))
  }

  /// At least `flexibleSpacing` points; leftover room in the group is shared evenly among
  /// the group's flexible spacings (rule 10).
  public static func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(.flexible(Double(flexibleSpacing)))
  }

  /// The fixed length, or the flexible minimum.
  public var spacing: CGFloat { CGFloat(value.minimum) }

  /// Whether the spacing is exact.
  public var isFixedSpacing: Bool { !value.isFlexible }

  /// Whether the spacing is a minimum that takes a share of leftover room.
  public var isFlexibleSpacing: Bool { value.isFlexible }
}
#endif
