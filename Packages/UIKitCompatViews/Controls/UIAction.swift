#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import UIKitCompatLayout

/// Something a control or a button does, as a closure: UIKit's `UIAction`, the iOS 14
/// spelling that replaces target and action selectors.
///
/// ```swift
/// let toggle = UIAction(title: "Wi-Fi") { action in
///   let isOn = (action.sender as? UISwitch)?.isOn
/// }
/// wifiSwitch.addAction(toggle, for: .valueChanged)
/// ```
open class UIAction: UIMenuElement {
  /// An action's identifier: UIKit's `UIAction.Identifier`, a string.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The identifier's string.
    public let rawValue: String
    /// An identifier from its string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// An identifier from its string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's identifier: the one given, or a unique one, as UIKit makes.
  public let identifier: Identifier
  /// What the action does, given the action.
  public let handler: (UIAction) -> Void
  /// The control that sent the action while its handler runs, else `nil`: UIKit's `sender`.
  public internal(set) var sender: Any?
  /// Whether a menu shows the action as chosen (a checkmark for `.on`).
  open var state: UIMenuElement.State
  /// How a menu draws the action, and whether it can be chosen.
  open var attributes: UIMenuElement.Attributes

  /// An action with a title, an image, an identifier, attributes, a state and a handler:
  /// UIKit's
  /// `init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
  /// less the discoverability title.
  public init(
    title: String = "", subtitle: String? = nil, image: UIImage? = nil,
    identifier: Identifier? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
  ) {
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    self.attributes = attributes
    self.state = state
    super.init(title: title, subtitle: subtitle, image: image)
  }

  /// Runs the handler with `sender` as the action's sender.
  func perform(from sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
#endif
