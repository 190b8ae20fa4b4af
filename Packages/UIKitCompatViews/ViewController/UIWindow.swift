#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

/// The root of a headless screen: UIKit's `UIWindow`, which shows its
/// ``rootViewController``'s view and stands in for the device, its size, safe area and
/// traits.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// window.rootViewController = GridViewController()
/// window.makeKeyAndVisible()                         // the screen appears and lays out
/// window.transition(to: CGSize(width: 844, height: 390))  // the device rotates
/// ```
///
/// Headless, nothing lays out by itself: the window lays out after each change it makes
/// (showing, a transition); after changing the screen in other ways, call
/// ``UIView/layoutIfNeeded()``.
open class UIWindow: UIView {
  /// The traits the device gives, set by ``traitCollection``.
  private var deviceTraits = UITraitCollection()

  /// Whether the window is the one taking key presses: UIKit's `isKeyWindow`, set by
  /// ``makeKeyAndVisible()``.
  public private(set) var isKeyWindow = false

  /// A hidden window of `frame`: UIKit's `init(frame:)`.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    isHidden = true
  }

  /// UIKit's initializer from an archive: fails headless, as ``UIView/init(coder:)`` does.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller whose view fills the window: UIKit's `rootViewController`. In a visible
  /// window, the old one disappears and the new one appears, in UIKit's order.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.disappear(animated: false)
      guard let rootViewController, !isHidden else { return }
      rootViewController.appear(in: self, animated: false)
    }
  }

  /// The device's safe area, by physical side: settable here, where UIKit's comes from the
  /// device. The views in the window take their part of it.
  open override var safeAreaInsets: UIEdgeInsets {
    get { super.safeAreaInsets }
    set { rootSafeAreaInsets = newValue }
  }

  /// The device's traits: settable here, where UIKit's come from the screen. Scroll views in
  /// the window keep traits of their own (``UIScrollView/traitCollection``).
  open override var traitCollection: UITraitCollection {
    get { deviceTraits }
    set { deviceTraits = newValue }
  }

  /// Shows the window and makes it key: UIKit's `makeKeyAndVisible()`. The root view
  /// controller appears and the screen lays out.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    guard isHidden else { return }
    isHidden = false
    rootViewController?.appear(in: self, animated: false)
  }

  /// Gives the window `size` as a device rotation or a window resize does: the root view
  /// controller hears ``UIViewController/viewWillTransition(to:with:)`` first, then the
  /// window and its views take the size and lay out, then the blocks the controllers asked
  /// to run alongside run. A size that is not finite is refused, as ``UIView/frame``
  /// refuses one, and recorded as ``ViewError/geometryNotFinite``.
  ///
  /// - Complexity: O(views in the window), plus their layout.
  public func transition(to size: CGSize) {
    guard size.width.isFinite, size.height.isFinite else { return recordNonFiniteGeometry() }
    guard let rootViewController else {
      frame.size = size
      return layoutIfNeeded()
    }
    rootViewController.transition(self, to: size)
  }
}
#endif
