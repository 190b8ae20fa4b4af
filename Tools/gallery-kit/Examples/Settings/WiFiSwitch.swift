#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The switch in the Wi-Fi row, standing in for the sample's `UISwitch`: on or off, calling
/// its action when the user flips it (UIKit's `.valueChanged`), drawn `[on ]` or `[off]`.
final class WiFiSwitch: TextAccessory {
  /// Whether the switch is on.
  private(set) var isOn: Bool
  private let action: (WiFiSwitch) -> Void

  /// A switch at `isOn` calling `action` after each flip.
  init(isOn: Bool, action: @escaping (WiFiSwitch) -> Void) {
    self.isOn = isOn
    self.action = action
  }

  /// The user flips the switch: it changes, then tells its action.
  func flip() {
    isOn.toggle()
    action(self)
  }

  var accessoryText: String { isOn ? "[on ]" : "[off]" }
}
#endif
