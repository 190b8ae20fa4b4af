#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
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
open class UIAction {
  /// The action's title, as a menu shows it.
  open var title: String
  /// The action's image, as a menu shows it.
  open var image: UIImage?
  /// What the action does, given the action.
  public let handler: (UIAction) -> Void
  /// The control that sent the action while its handler runs, else `nil`: UIKit's `sender`.
  public internal(set) var sender: Any?

  /// An action with a title, an image and a handler: UIKit's
  /// `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`, less the
  /// menu attributes.
  public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.handler = handler
  }

  /// Runs the handler with `sender` as the action's sender.
  func perform(from sender: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
#endif
