#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout

extension UIEdgeInsets {
  /// The physical insets `insets` stand for in a view laid out in `direction`.
  init(_ insets: NSDirectionalEdgeInsets, in direction: UIUserInterfaceLayoutDirection) {
    let leadingIsLeft = direction == .leftToRight
    self.init(
      top: insets.top, left: leadingIsLeft ? insets.leading : insets.trailing,
      bottom: insets.bottom, right: leadingIsLeft ? insets.trailing : insets.leading)
  }
}

extension NSDirectionalEdgeInsets {
  /// The directional insets `insets` are in a view laid out in `direction`.
  init(_ insets: UIEdgeInsets, in direction: UIUserInterfaceLayoutDirection) {
    let leadingIsLeft = direction == .leftToRight
    self.init(
      top: insets.top, leading: leadingIsLeft ? insets.left : insets.right,
      bottom: insets.bottom, trailing: leadingIsLeft ? insets.right : insets.left)
  }
}
#endif
