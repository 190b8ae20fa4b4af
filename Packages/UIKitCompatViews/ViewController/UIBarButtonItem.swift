#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import UIKitCompatLayout

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

  /// The button's image, or `nil`.
  open var image: UIImage?

  /// The menu the button opens, or `nil`. ``chooseMenuAction(titled:)`` chooses from it.
  open var menu: UIMenu?

  /// A button with `title` and `style`: UIKit's `init(title:style:target:action:)`, less
  /// the target and action (a selector needs the Objective-C runtime; set ``primaryAction``).
  public init(title: String?, style: Style) {
    self.title = title
    self.style = style
  }

  /// A plain button showing `image` that opens `menu`: UIKit's `init(image:menu:)`.
  public convenience init(image: UIImage?, menu: UIMenu?) {
    self.init(title: nil, image: image, primaryAction: nil, menu: menu)
  }

  /// A plain button with a title or an image, an action and a menu: UIKit's
  /// `init(title:image:primaryAction:menu:)`. The title is the action's when none is given.
  public init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
    menu: UIMenu? = nil
  ) {
    self.title = title ?? primaryAction?.title
    self.image = image
    style = .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  /// A plain button titled by `primaryAction`, which tapping it runs: UIKit's
  /// `init(primaryAction:)`.
  ///
  /// ```swift
  /// let edit = UIBarButtonItem(primaryAction: UIAction(title: "Edit") { _ in toggle() })
  /// edit.tap()  // toggle() ran
  /// ```
  public convenience init(primaryAction: UIAction?) {
    self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
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

  /// The user opens the button's menu and chooses the first action titled `title` (in the
  /// order ``UIMenu/actions`` reads the menu and its submenus): its handler runs with the
  /// button as its sender, as UIKit's does. UIKit has no call for it; this is the headless
  /// spelling of choosing from a menu.
  ///
  /// ```swift
  /// let gear = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: menu)
  /// gear.chooseMenuAction(titled: "Reload")  // true: Reload's handler ran
  /// ```
  ///
  /// - Returns: whether an action ran: false when the button is not enabled, has no menu,
  ///   or its menu has no enabled action of that title.
  /// - Complexity: O(n) for the n elements of the menu, plus the handler.
  @discardableResult
  public func chooseMenuAction(titled title: String) -> Bool {
    guard isEnabled,
      let action = menu?.actions.first(where: { $0.title == title }),
      !action.attributes.contains(.disabled)
    else { return false }
    action.perform(from: self)
    return true
  }
}
#endif
