#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// A stack of screens, the top one shown: UIKit's `UINavigationController`. Pushing shows a
/// screen over the one before, which disappears; popping goes back, each in UIKit's
/// appearance order.
///
/// ```swift
/// let navigation = UINavigationController(rootViewController: EmojiExplorerViewController())
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()
/// navigation.pushViewController(EmojiDetailViewController(with: emoji), animated: true)
/// navigation.topViewController  // the detail screen
/// ```
///
/// Decided: headless there is no navigation bar, so it adds nothing to the screens' safe
/// area (UIKit's bar height varies with the iOS version and large titles); each screen's
/// ``UIViewController/navigationItem`` keeps what the bar would show.
open class UINavigationController: UIViewController {
  /// The screens on the stack, the root first: UIKit's `viewControllers`.
  public private(set) var viewControllers: [UIViewController] = []

  /// A stack holding `rootViewController`: UIKit's `init(rootViewController:)`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    setViewControllers([rootViewController], animated: false)
  }

  /// An empty stack: UIKit's `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// UIKit's initializer from an archive: fails headless, as
  /// ``UIViewController/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The screen on top, the one shown: UIKit's `topViewController`.
  open var topViewController: UIViewController? { viewControllers.last }

  /// The screen shown: UIKit's `visibleViewController`, the top one headless, where nothing
  /// is presented modally.
  open var visibleViewController: UIViewController? { topViewController }

  /// Shows the root screen's view once the stack's view loads.
  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { show(top.view) }
  }

  /// Pushes `viewController` over the top screen: UIKit's
  /// `pushViewController(_:animated:)`. In a shown stack the top screen disappears and the
  /// new one appears; a screen already on the stack is not pushed again.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === viewController }) else { return }
    let covered = topViewController
    addChild(viewController)
    viewControllers.append(viewController)
    replace(covered, with: viewController, animated: animated)
    viewController.didMove(toParent: self)
  }

  /// Pops the top screen and shows the one below: UIKit's `popViewController(animated:)`.
  /// The root screen is never popped: the call then returns `nil`.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    top.willMove(toParent: nil)
    replace(top, with: topViewController, animated: animated)
    top.removeFromParent()
    return top
  }

  /// Pops every screen above the root: UIKit's `popToRootViewController(animated:)`.
  /// Returns the screens popped, top last, or `nil` when there were none.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    let top = topViewController
    viewControllers.removeLast(popped.count)
    for controller in popped { controller.willMove(toParent: nil) }
    replace(top, with: topViewController, animated: animated)
    for controller in popped { controller.removeFromParent() }
    return popped
  }

  /// Replaces the stack with `viewControllers`: UIKit's `setViewControllers(_:animated:)`.
  /// Duplicates keep their first place.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let old = self.viewControllers
    let top = topViewController
    for controller in old where !unique.contains(where: { $0 === controller }) {
      controller.willMove(toParent: nil)
    }
    self.viewControllers = unique
    for controller in unique where controller.parent !== self { addChild(controller) }
    replace(top, with: topViewController, animated: animated)
    for controller in old where !unique.contains(where: { $0 === controller }) {
      controller.removeFromParent()
    }
    for controller in unique { controller.didMove(toParent: self) }
  }

  /// Shows `new` in place of `old`: with their appearance calls when the stack is shown,
  /// else only their views.
  private func replace(_ old: UIViewController?, with new: UIViewController?, animated: Bool) {
    guard old !== new, isViewLoaded else { return }
    if appearance == .appeared {
      old?.disappear(animated: animated)
      new?.appear(in: view, animated: animated)
    } else {
      old?.viewIfLoaded?.removeFromSuperview()
      if let new { show(new.view) }
    }
  }

  /// Puts `screen` into the stack's view, filling it.
  private func show(_ screen: UIView) {
    screen.frame = view.bounds
    screen.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(screen)
  }
}

extension UIViewController {
  /// The nearest navigation controller above the controller, or `nil`: UIKit's
  /// `navigationController`.
  ///
  /// - Complexity: O(depth of the controller).
  public var navigationController: UINavigationController? {
    var candidate = parent
    while let controller = candidate {
      if let navigation = controller as? UINavigationController { return navigation }
      candidate = controller.parent
    }
    return nil
  }
}
#endif
