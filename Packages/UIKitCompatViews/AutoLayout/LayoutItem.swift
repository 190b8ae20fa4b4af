#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// What a constraint can tie: a view or a layout guide.
protocol LayoutItem: AnyObject {
  /// The view the item belongs to: the view itself, or the guide's owning view.
  var owningView: UIView? { get }
}

extension UIView: LayoutItem {
  var owningView: UIView? { self }
}
#endif
