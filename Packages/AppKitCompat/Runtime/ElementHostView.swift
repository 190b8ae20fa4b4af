#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatViews

/// The runtime's supplementary view that shows an AppKit supplementary view (an `NSView`
/// adopting `NSCollectionViewElement`): placed and reused by the shared display pass, it
/// hands its frame, attributes and reuse to the element.
final class ElementHostView: UICollectionReusableView {
  /// The element shown, made from the registration on first dequeue and kept for reuse.
  private(set) var element: (any NSView & NSCollectionViewElement)?

  required init(frame: CGRect) {
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) {
    nil
  }

  /// Shows `element` in this view from now on.
  func host(_ element: any NSView & NSCollectionViewElement) {
    self.element?.elementHost = nil
    self.element = element
    element.elementHost = self
    element.frame = frame
  }

  override var frame: CGRect {
    didSet { element?.frame = frame }
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    element?.prepareForReuse()
  }

  override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
    super.apply(layoutAttributes)
    element?.apply(layoutAttributes)
  }

  override func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  )
    -> UICollectionViewLayoutAttributes
  {
    element?.preferredLayoutAttributesFitting(layoutAttributes) ?? layoutAttributes
  }
}
#endif
