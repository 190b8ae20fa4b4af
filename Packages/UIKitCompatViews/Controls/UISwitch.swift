#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// An on/off switch: UIKit's `UISwitch`. Setting ``isOn`` sends nothing, as in UIKit; the
/// user's tap, ``toggle()`` headless, changes it and sends its events.
///
/// ```swift
/// let wifi = UISwitch()
/// wifi.addAction(UIAction { action in enable((action.sender as? UISwitch)?.isOn == true) },
///   for: .valueChanged)
/// wifi.toggle()  // as a tap on the switch: on, then the action runs
/// ```
open class UISwitch: UIControl {
  /// Whether the switch is on: UIKit's `isOn`, `false` by default.
  open var isOn = false

  /// Sets ``isOn``: UIKit's `setOn(_:animated:)`; nothing animates headless.
  open func setOn(_ on: Bool, animated: Bool) {
    isOn = on
  }

  /// The user taps the switch: it changes, then sends `.touchUpInside`, `.valueChanged`
  /// and `.primaryActionTriggered`, each action once. A disabled switch does not change.
  open func toggle() {
    guard isEnabled else { return }
    isOn.toggle()
    sendActions(for: [.touchUpInside, .valueChanged, .primaryActionTriggered])
  }

  /// UIKit's size for a switch: 51 × 31 pt (decided: the size iOS 13 to 18 switches have).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: 51, height: 31)
  }
}
#endif
