#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation

/// A push button or a check box: AppKit's `NSButton`, headless.
///
/// ```swift
/// let checkBox = NSButton(checkboxWithTitle: "Wi-Fi", target: nil, action: nil)
/// checkBox.actionHandler = { print(($0 as? NSButton)?.state == .on) }
/// checkBox.performClick(nil)  // on: prints true
/// ```
open class NSButton: NSControl {
  /// The button's title.
  open var title = ""
  /// On, off or mixed, for a check box; `.off` by default.
  open var state: NSControl.StateValue = .off
  /// Whether a click toggles ``state``: true for a check box.
  public private(set) var togglesState = false

  /// A push button titled `title`. The selector AppKit takes has no meaning in plain Swift:
  /// pass `nil` and set ``NSControl/actionHandler``.
  public convenience init(title: String, target: AnyObject?, action: Never?) {
    self.init(frame: .zero)
    self.title = title
  }

  /// A check box titled `title`, off. Pass `nil` for the selector and set
  /// ``NSControl/actionHandler``.
  public convenience init(checkboxWithTitle title: String, target: AnyObject?, action: Never?) {
    self.init(frame: .zero)
    self.title = title
    togglesState = true
  }

  /// Clicks the button as a user does: a check box toggles its state, then the action runs.
  /// A disabled or hidden button does nothing.
  public func performClick(_ sender: Any?) {
    guard isEnabled, !isHidden else { return }
    if togglesState { state = state == .on ? .off : .on }
    sendAction()
  }

  /// Makes the button a check box (`.switch`) or a push button (`.momentaryPushIn`).
  public func setButtonType(_ type: ButtonType) {
    togglesState = type == .switch
  }

  /// How a button behaves when clicked: AppKit's `NSButton.ButtonType`, in part.
  public enum ButtonType: Hashable, Sendable {
    /// A push button.
    case momentaryPushIn
    /// A check box.
    case `switch`
  }
}
#endif
