#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A change a ``UIView`` refused, where UIKit raises an exception, or a layout its
/// constraints could not give: kept in ``UIView/lastViewError``. A refused change leaves the
/// views as they were.
public enum ViewError: Error, Equatable, Sendable {
  /// A view was added to itself or to one of its own subviews, which would make the tree a
  /// loop (UIKit raises "Can't add self as subview").
  case subviewHoldsSuperview
  /// A frame, bounds, centre or size with a number that is NaN or infinite (UIKit raises: a
  /// layer's position or bounds contains NaN); the view kept its own.
  case geometryNotFinite
  /// A constraint was activated between items in different view trees (UIKit raises: the
  /// items have no common ancestor); it stayed inactive.
  case constraintItemsShareNoAncestor
  /// The constraints leave a subview or guide, tagged `tag` (a guide's 0), without a place
  /// on `axis`; it kept its frame. UIKit logs an ambiguous layout and places it anywhere.
  case ambiguousLayout(tag: Int, axis: NSLayoutConstraint.Axis)
  /// A required constraint on the item tagged `tag` contradicts the others on `axis`; it was
  /// left out. UIKit logs "Unable to simultaneously satisfy constraints" and breaks one.
  case unsatisfiableConstraint(tag: Int, axis: NSLayoutConstraint.Axis)
  /// A visual format string was not understood: outside the grammar at character `offset`,
  /// or naming a view or metric the dictionaries lack, or putting a view without a superview
  /// next to `|` (UIKit raises "Unable to parse constraint format"); no constraint was made.
  case visualFormatNotUnderstood(format: String, offset: Int, reason: String)
}
#endif
