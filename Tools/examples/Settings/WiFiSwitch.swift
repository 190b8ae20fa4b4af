#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The switch the sample puts in the Wi-Fi row, standing in for its `UISwitch`: on or off,
/// calling its action when the user flips it (UIKit's `.valueChanged`).
public final class WiFiSwitch: UIView {
  /// Whether the switch is on.
  public private(set) var isOn: Bool
  private let action: (WiFiSwitch) -> Void

  /// A switch at `isOn` calling `action` after each flip.
  public init(isOn: Bool, action: @escaping (WiFiSwitch) -> Void) {
    self.isOn = isOn
    self.action = action
    super.init(frame: .zero)
  }

  /// Fails, as every headless view made from an archive does.
  public required init?(coder: NSCoder) {
    nil
  }

  /// The user flips the switch: it changes, then tells its action.
  public func flip() {
    isOn.toggle()
    action(self)
  }
}
#endif
