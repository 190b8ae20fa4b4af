#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// A width dimension and a height dimension: how an element is sized.
///
/// Mirrors UIKit's `NSCollectionLayoutSize`, an immutable object.
public final class NSCollectionLayoutSize {
  /// How the width is computed.
  public let widthDimension: NSCollectionLayoutDimension
  /// How the height is computed.
  public let heightDimension: NSCollectionLayoutDimension

  /// A size from its two dimensions.
  public init(
    widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension
  ) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }

  var spec: LayoutSizeSpec {
    LayoutSizeSpec(width: widthDimension.value, height: heightDimension.value)
  }
}
#endif
