#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A button in a navigation bar: UIKit's `UIBarButtonItem`, its title and style kept as
/// values. Headless, nothing draws it.
///
/// ```swift
/// navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain)
/// ```
open class UIBarButtonItem {
  /// How the button is drawn: UIKit's `UIBarButtonItem.Style`.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// A plain button.
    case plain = 0
    /// A button that confirms, drawn bold.
    case done = 2
  }

  /// The button's title.
  open var title: String?

  /// How the button is drawn.
  open var style: Style

  /// Whether the button can be tapped.
  open var isEnabled = true

  /// What tapping the button does: UIKit's `primaryAction`, the closure spelling of a
  /// target and action (which need the Objective-C runtime). ``tap()`` runs it.
  open var primaryAction: UIAction?

  /// A button with `title` and `style`.
  public init(title: String?, style: Style = .plain) {
    self.title = title
    self.style = style
  }

  /// A plain button titled by `primaryAction`, which tapping it runs: UIKit's
  /// `init(primaryAction:)`.
  ///
  /// ```swift
  /// let edit = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in toggle() })
  /// edit.tap()  // toggle() ran
  /// ```
  public init(primaryAction: UIAction?) {
    title = primaryAction?.title
    style = .plain
    self.primaryAction = primaryAction
  }

  /// The user taps the button: its ``primaryAction`` runs with the button as its sender,
  /// unless the button is not ``isEnabled``. UIKit has no call for it; this is the headless
  /// spelling of a tap, as ``UISwitch/toggle()`` is for a switch.
  ///
  /// - Complexity: that of the action's handler.
  public func tap() {
    guard isEnabled else { return }
    primaryAction?.perform(from: self)
  }
}
#endif
