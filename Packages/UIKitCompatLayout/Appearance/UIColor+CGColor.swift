#if !(canImport(UIKit) || canImport(CoreGraphics) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation

extension UIColor {
  /// The colour as a layer takes it: UIKit's `cgColor`.
  public var cgColor: CGColor { CGColor(self) }

  /// The colour `cgColor` was made from: UIKit's `init(cgColor:)`.
  public convenience init(cgColor: CGColor) {
    self.init(components: cgColor.color.components)
  }
}
#endif
