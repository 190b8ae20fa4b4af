#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
/// A view a collection view shows as a supplementary view: AppKit's
/// `NSCollectionViewElement`, adopted by an `NSView` subclass.
///
/// ```swift
/// class BadgeView: NSBox, NSCollectionViewElement {}
/// ```
///
/// Every method is optional, as in AppKit.
public protocol NSCollectionViewElement: AnyObject {
  /// Called before the collection view shows the view for another index path.
  func prepareForReuse()
  /// Called with the attributes the view is shown with.
  func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes)
  /// The attributes the view prefers, given the estimated ones: the same by default, so an
  /// estimated size is kept unless the view's class says otherwise.
  func preferredLayoutAttributesFitting(_ layoutAttributes: NSCollectionViewLayoutAttributes)
    -> NSCollectionViewLayoutAttributes
}

extension NSCollectionViewElement {
  /// Does nothing.
  public func prepareForReuse() {}

  /// Does nothing.
  public func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {}

  /// The attributes given: the estimate stays.
  public func preferredLayoutAttributesFitting(
    _ layoutAttributes: NSCollectionViewLayoutAttributes
  ) -> NSCollectionViewLayoutAttributes {
    layoutAttributes
  }
}
#endif
