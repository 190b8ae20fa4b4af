#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutResolution

/// The room a layout or group lays out in: a size and its insets.
///
/// Mirrors UIKit's `NSCollectionLayoutContainer` protocol as a final class (rule 1), with
/// `CGSize` and `NSDirectionalEdgeInsets` values, so samples can pass
/// `container.effectiveContentSize.width` to their own `CGFloat` functions.
public final class NSCollectionLayoutContainer {
  /// The full size of the container: for the layout, the host's bounds size.
  public let contentSize: CGSize
  /// The size left inside ``effectiveContentInsets`` (never negative).
  public let effectiveContentSize: CGSize
  /// The container's insets as given; an inset between 0 and 1 is a fraction of the
  /// container's length on that axis.
  public let contentInsets: NSDirectionalEdgeInsets
  /// The container's insets in points, fractions resolved.
  public let effectiveContentInsets: NSDirectionalEdgeInsets

  init(_ container: LayoutContainer) {
    self.contentSize = CGSize(container.contentSize)
    self.effectiveContentSize = CGSize(container.effectiveContentSize)
    self.contentInsets = NSDirectionalEdgeInsets(container.contentInsets)
    self.effectiveContentInsets = NSDirectionalEdgeInsets(container.effectiveContentInsets)
  }
}
#endif
