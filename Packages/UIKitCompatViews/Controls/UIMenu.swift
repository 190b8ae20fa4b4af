#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import UIKitCompatLayout

/// A menu of actions and submenus: UIKit's `UIMenu`, kept as values for a port to build and
/// a test to read. A bar button's menu (``UIBarButtonItem/menu``) is chosen from with
/// ``UIBarButtonItem/chooseMenuAction(titled:)``.
///
/// ```swift
/// let sort = UIAction(title: "By Name") { _ in sortByName() }
/// sort.state = .on
/// let menu = UIMenu(title: "", children: [
///   UIAction(title: "Reload") { _ in reload() },
///   UIMenu(title: "", options: .displayInline, children: [sort]),
/// ])
/// navigationItem.rightBarButtonItem = UIBarButtonItem(
///   image: UIImage(systemName: "gear"), menu: menu)
/// ```
open class UIMenu: UIMenuElement {
  /// How a menu shows its children: UIKit's `UIMenu.Options`.
  public struct Options: OptionSet, Hashable, Sendable {
    /// The options as bits.
    public let rawValue: UInt
    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu, set apart by separators, not as a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The menu's children destroy something.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
    /// The children show as a row of icons.
    public static let displayAsPalette = Options(rawValue: 1 << 7)
  }

  /// A menu's identifier: UIKit's `UIMenu.Identifier`, a string.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The menu's identifier, or `nil`.
  public let identifier: Identifier?
  /// How the menu shows its children.
  public let options: Options
  /// The actions and submenus, in order.
  public let children: [UIMenuElement]

  /// A menu of `children`: UIKit's
  /// `init(title:subtitle:image:identifier:options:children:)`.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, options: Options = [], children: [UIMenuElement] = []
  ) {
    self.identifier = identifier
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// The same menu with other children: UIKit's `replacingChildren(_:)`.
  ///
  /// - Complexity: O(1).
  public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
    UIMenu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
      children: newChildren)
  }

  /// The actions of the menu and its submenus that are on, in the order ``actions`` reads
  /// them: UIKit's `selectedElements`, what a pop-up menu shows as chosen.
  ///
  /// - Complexity: O(n) for the n elements of the menu and its submenus.
  public var selectedElements: [UIMenuElement] {
    actions.filter { $0.state == .on }
  }

  /// The actions of the menu and its submenus, depth first, as a person reads them down an
  /// open menu; hidden ones are left out.
  ///
  /// - Complexity: O(n) for the n elements of the menu and its submenus.
  public var actions: [UIAction] {
    var found: [UIAction] = []
    var pending = Array(children.reversed())
    while let element = pending.popLast() {
      if let action = element as? UIAction, !action.attributes.contains(.hidden) {
        found.append(action)
      } else if let menu = element as? UIMenu {
        pending += menu.children.reversed()
      }
    }
    return found
  }
}
#endif
