#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation

/// A view showing an image: AppKit's `NSImageView`, headless.
///
/// ```swift
/// let check = NSImageView(image: NSImage(named: NSImage.menuOnStateTemplateName)!)
/// check.isHidden = true
/// ```
open class NSImageView: NSControl {
  /// The image shown, `nil` by default.
  open var image: NSImage?
  /// The colour a template image is drawn in.
  open var contentTintColor: NSColor?

  /// A view showing `image`, as AppKit's `init(image:)`.
  public convenience init(image: NSImage) {
    self.init(frame: .zero)
    self.image = image
  }
}
#endif
