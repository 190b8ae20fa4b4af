#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// UIKit's attributes are `NSCopying`, and most `preferredLayoutAttributesFitting(_:)`
/// overrides start by copying the attributes they are given; these spell that copy.
extension UICollectionViewLayoutAttributes: NSCopying {
  /// A new object with the same element, frame, z-index, alpha, hidden state and transform:
  /// changing one leaves the other as it was. UIKit's `copy(with:)`.
  ///
  /// - Complexity: O(1).
  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewLayoutAttributes(
      category: representedElementCategory, kind: representedElementKind, indexPath: indexPath)
    copy.frame = frame
    copy.zIndex = zIndex
    copy.alpha = alpha
    copy.isHidden = isHidden
    copy.transform = transform
    return copy
  }

  /// A copy of these attributes, as `NSObject`'s `copy()` makes one, so that the idiom of
  /// self-sizing cells compiles unchanged:
  ///
  /// ```swift
  /// override func preferredLayoutAttributesFitting(
  ///   _ layoutAttributes: UICollectionViewLayoutAttributes
  /// ) -> UICollectionViewLayoutAttributes {
  ///   let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
  ///   attributes.size.height = 88
  ///   return attributes
  /// }
  /// ```
  ///
  /// - Complexity: O(1).
  public func copy() -> Any {
    copy(with: nil)
  }
}
#endif
