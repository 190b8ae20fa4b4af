#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples

/// The Wi-Fi row's switch draws `[on ]` or `[off]`.
extension WiFiSwitch: TextAccessory {
  var accessoryText: String { isOn ? "[on ]" : "[off]" }
}
#endif
