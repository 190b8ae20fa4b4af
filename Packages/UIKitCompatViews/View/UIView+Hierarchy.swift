#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import UIKitCompatLayout

extension UIView {
  /// Adds `view` in front of the other subviews, taking it from its old superview first:
  /// UIKit's `addSubview(_:)`. A view already here moves to the front. Adding the view
  /// itself or a view that holds it is refused with
  /// ``ViewError/subviewHoldsSuperview``.
  ///
  /// ```swift
  /// view.addSubview(collectionView)
  /// collectionView.superview === view  // true
  /// ```
  ///
  /// - Complexity: O(subviews + the added view's subtree), for the safe area it takes.
  public func addSubview(_ view: UIView) {
    insert(view, at: subviews.count)
  }

  /// Inserts `view` among the subviews at `index`, clamped to them: UIKit's
  /// `insertSubview(_:at:)`.
  public func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Inserts `view` just in front of `sibling`, or at the front when `sibling` is not a
  /// subview: UIKit's `insertSubview(_:aboveSubview:)`.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let others = subviews.filter { $0 !== view }
    insert(view, at: others.firstIndex { $0 === sibling }.map { $0 + 1 } ?? others.count)
  }

  /// Inserts `view` just behind `sibling`, or at the front when `sibling` is not a subview:
  /// UIKit's `insertSubview(_:belowSubview:)`.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let others = subviews.filter { $0 !== view }
    insert(view, at: others.firstIndex { $0 === sibling } ?? others.count)
  }

  /// Moves `view`, a subview, in front of the others: UIKit's `bringSubviewToFront(_:)`.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    addSubview(view)
  }

  /// Moves `view`, a subview, behind the others: UIKit's `sendSubviewToBack(_:)`.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insert(view, at: 0)
  }

  /// Takes the view out of its superview: UIKit's `removeFromSuperview()`. It keeps its
  /// frame and its subviews; as a root view it takes the safe area of no window. The
  /// constraints tying it or a view under it to views outside are deactivated, as UIKit
  /// removes them.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    willMove(toSuperview: nil)
    deactivateConstraintsLeavingTree()
    detachFromSuperview()
    resolveSafeArea()
    didMoveToSuperview()
  }

  /// Whether the view is `view` or lies under it: UIKit's `isDescendant(of:)`.
  ///
  /// - Complexity: O(depth of the view).
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// The first view with `tag`, the view itself or one in its subtree, searched depth
  /// first: UIKit's `viewWithTag(_:)`.
  ///
  /// - Complexity: O(views in the subtree).
  public func viewWithTag(_ tag: Int) -> UIView? {
    var pending = [self]
    while let view = pending.popLast() {
      if view.tag == tag { return view }
      pending.append(contentsOf: view.subviews.reversed())
    }
    return nil
  }

  /// The window at the root of the view's tree, or `nil` when the root is not a window:
  /// UIKit's `window`.
  ///
  /// - Complexity: O(depth of the view).
  public var window: UIWindow? {
    var root = self
    while let superview = root.superview { root = superview }
    return root as? UIWindow
  }

  /// The layout direction the view's traits give: UIKit's
  /// `effectiveUserInterfaceLayoutDirection`.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    traitCollection.layoutDirection
  }

  /// The part of this view's safe area insets that overlaps `rect`, a subview's frame in
  /// this view's coordinates: how far each unsafe band reaches into it.
  func safeAreaInsets(overlapping rect: CGRect) -> UIEdgeInsets {
    let insets = safeAreaInsets
    let visible = bounds
    return UIEdgeInsets(
      top: max(0, min(insets.top - (rect.minY - visible.minY), rect.height)),
      left: max(0, min(insets.left - (rect.minX - visible.minX), rect.width)),
      bottom: max(0, min(insets.bottom - (visible.maxY - rect.maxY), rect.height)),
      right: max(0, min(insets.right - (visible.maxX - rect.maxX), rect.width)))
  }
}
#endif
