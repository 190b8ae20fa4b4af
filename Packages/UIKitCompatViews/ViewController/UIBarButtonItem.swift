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

  /// A button with `title` and `style`.
  public init(title: String?, style: Style = .plain) {
    self.title = title
    self.style = style
  }
}
#endif
