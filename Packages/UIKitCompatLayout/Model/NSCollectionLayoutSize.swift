#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// A width dimension and a height dimension: how an element is sized.
///
/// Mirrors UIKit's `NSCollectionLayoutSize`, an immutable object.
///
/// ```swift
/// let size = NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.25), heightDimension: .estimated(44))
/// size.widthDimension.isFractionalWidth  // true
/// // an item of this size in a 375 pt row: 93.75 × 44 until it is measured
/// ```
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
