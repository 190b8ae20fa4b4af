#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import UIKitCompatLayout

/// What a menu holds, an action or a submenu: UIKit's `UIMenuElement`, its title, image and
/// state kept as values. Headless, nothing shows a menu; ``UIBarButtonItem/chooseMenuAction(titled:)``
/// chooses from one as a person would.
open class UIMenuElement {
  /// Whether an element shows as chosen: UIKit's `UIMenuElement.State`.
  public enum State: Int, Hashable, Sendable, CaseIterable {
    /// Not chosen.
    case off = 0
    /// Chosen: a menu draws a checkmark.
    case on = 1
    /// Partly chosen: a menu draws a dash.
    case mixed = 2
  }

  /// How an element is drawn and whether it can be chosen: UIKit's
  /// `UIMenuElement.Attributes`.
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The attributes as bits.
    public let rawValue: UInt
    /// Attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Shown, but cannot be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn as destroying something.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// The menu stays open once the element is chosen.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// The element's title, as a menu shows it.
  open var title: String
  /// The element's subtitle, or `nil`.
  open var subtitle: String?
  /// The element's image, as a menu shows it.
  open var image: UIImage?

  /// An element with a title, subtitle and image.
  init(title: String, subtitle: String? = nil, image: UIImage?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
}
#endif
