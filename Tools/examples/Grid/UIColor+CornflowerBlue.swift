#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompat

extension UIColor {
  /// The blue the sample's grid cells are filled with; the sample declares it beside its
  /// badges screen.
  public static var cornflowerBlue: UIColor {
    UIColor(displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0)
  }
}
#endif
