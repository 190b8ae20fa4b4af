#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout
extension UIScrollView {
  /// Whether the safe area adds to a scroll view's content insets: UIKit's
  /// `UIScrollView.ContentInsetAdjustmentBehavior`, the type of
  /// ``contentInsetAdjustmentBehavior``.
  ///
  /// Decided (rule 21b), with no view controllers and a scroll axis that always scrolls:
  /// every case but ``never`` adds the safe area along the layout's scroll axis to the scroll
  /// range (``adjustedContentInset``), ``never`` adds nothing. Across
  /// the scroll axis the safe area narrows the layout instead, through the sections' content
  /// insets reference (rule 1), so ``always`` adds nothing more there, where UIKit would add
  /// the side insets to a range the content does not fill.
  public enum ContentInsetAdjustmentBehavior: Int, Hashable, Sendable, CaseIterable {
    /// UIKit's default: as ``scrollableAxes`` here, where no navigation or tab bar controller
    /// is there to ask for more.
    case automatic = 0
    /// The safe area along the axes that scroll: the layout's scroll axis.
    case scrollableAxes = 1
    /// No adjustment: the scroll range honours ``contentInset`` only.
    case never = 2
    /// The safe area on every side in UIKit; here along the scroll axis, as the others.
    case always = 3
  }
}
#endif
