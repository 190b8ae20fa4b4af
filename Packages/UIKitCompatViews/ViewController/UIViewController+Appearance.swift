#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

extension UIViewController {
  /// Whether the controller's view is shown: each showing calls the appearing steps once and
  /// each taking away the disappearing steps once.
  enum Appearance {
    case disappeared
    case appeared
  }

  /// Shows the view filling `container`, in UIKit's order: load, `viewWillAppear`, into the
  /// container, `viewIsAppearing`, a layout pass, `viewDidAppear`; the children hear the
  /// same steps after their parent.
  func appear(in container: UIView, animated: Bool) {
    guard appearance == .disappeared else { return }
    frameForNewView = container.bounds
    let coordinator = TransitionCoordinator(isAnimated: animated)
    transitionCoordinator = coordinator
    let view: UIView = view
    forEachInAppearanceOrder { $0.viewWillAppear(animated) }
    view.frame = container.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(view)
    forEachInAppearanceOrder { $0.viewIsAppearing(animated) }
    container.layoutIfNeeded()
    coordinator.finish()
    transitionCoordinator = nil
    forEachInAppearanceOrder {
      $0.appearance = .appeared
      $0.viewDidAppear(animated)
    }
  }

  /// Takes the view out of its container, in UIKit's order: `viewWillDisappear`, out of the
  /// container, `viewDidDisappear`; the children hear the same steps after their parent.
  func disappear(animated: Bool) {
    guard appearance == .appeared else { return }
    let coordinator = TransitionCoordinator(isAnimated: animated)
    transitionCoordinator = coordinator
    forEachInAppearanceOrder { $0.viewWillDisappear(animated) }
    viewIfLoaded?.removeFromSuperview()
    coordinator.finish()
    transitionCoordinator = nil
    forEachInAppearanceOrder {
      $0.appearance = .disappeared
      $0.viewDidDisappear(animated)
    }
  }

  /// Announces `size` to the controller and its children, gives the view that size, lays
  /// it out and runs what the controllers asked to run alongside: a rotation or a window
  /// resize as UIKit runs it.
  func transition(_ view: UIView, to size: CGSize) {
    let coordinator = TransitionCoordinator(isAnimated: true)
    transitionCoordinator = coordinator
    viewWillTransition(to: size, with: coordinator)
    view.frame.size = size
    view.layoutIfNeeded()
    coordinator.finish()
    transitionCoordinator = nil
  }

  /// Calls `body` with this controller, then with each child shown in it and its children,
  /// depth first: the order UIKit forwards appearance calls in.
  private func forEachInAppearanceOrder(_ body: (UIViewController) -> Void) {
    var pending = [self]
    while let controller = pending.popLast() {
      body(controller)
      // Only children whose views are shown inside the parent's appear with it: a
      // navigation controller's covered screens do not.
      let shown = controller.children.filter { child in
        guard let parentView = controller.viewIfLoaded, let view = child.viewIfLoaded else {
          return false
        }
        return view.isDescendant(of: parentView)
      }
      pending.append(contentsOf: shown.reversed())
    }
  }
}
#endif
