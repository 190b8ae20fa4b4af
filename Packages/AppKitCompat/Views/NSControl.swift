#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation

/// A view a user acts on, which tells its action: AppKit's `NSControl`, headless.
///
/// AppKit sends a control's action as an Objective-C message (`target` and `action`, set
/// with `#selector`), which plain Swift cannot spell. Here a control runs
/// ``actionHandler`` instead, so a port writes one line in place of the two:
///
/// ```swift
/// // Port: `checkBox.target = self; checkBox.action = #selector(toggleWifi(_:))`
/// checkBox.actionHandler = { [unowned self] in ($0 as? NSButton).map(toggleWifi) }
/// ```
open class NSControl: NSView {
  /// Run when the control sends its action, with the control: what AppKit's `target` and
  /// `action` name (decided).
  open var actionHandler: ((NSControl) -> Void)?
  /// Whether the control reacts to the user, `true` by default.
  open var isEnabled = true
  /// The control's text.
  open var stringValue = ""

  /// Sends the control's action, as AppKit's `sendAction(_:to:)` does for its own action.
  public func sendAction() {
    actionHandler?(self)
  }

  /// A control's on, off or mixed state: AppKit's `NSControl.StateValue`.
  public struct StateValue: RawRepresentable, Hashable, Sendable {
    /// The state's value, AppKit's.
    public let rawValue: Int
    /// A state of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Off: 0.
    public static let off = StateValue(rawValue: 0)
    /// On: 1.
    public static let on = StateValue(rawValue: 1)
    /// Mixed: -1.
    public static let mixed = StateValue(rawValue: -1)
  }
}
#endif
