#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompat

/// A switch, the Wi-Fi row's, draws `[on ]` or `[off]`.
extension UISwitch: TextAccessory {
  var accessoryText: String { isOn ? "[on ]" : "[off]" }
}
#endif
