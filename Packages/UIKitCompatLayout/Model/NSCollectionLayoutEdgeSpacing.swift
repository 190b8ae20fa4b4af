#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// Space outside an item's slot on each side; it moves the item without resizing it.
///
/// Mirrors UIKit's `NSCollectionLayoutEdgeSpacing`, an immutable object. A `nil` side has
/// no spacing; a flexible side absorbs leftover room (rule 7).
public final class NSCollectionLayoutEdgeSpacing {
  /// Space before the leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// Space above the top edge.
  public let top: NSCollectionLayoutSpacing?
  /// Space after the trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// Space below the bottom edge.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing with the given sides, as UIKit's `init(leading:top:trailing:bottom:)`.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }

  var value: LayoutEdgeSpacing {
    LayoutEdgeSpacing(
      leading: leading?.value, top: top?.value, trailing: trailing?.value, bottom: bottom?.value)
  }
}
#endif
