#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

extension CollectionViewLayoutHost {
  /// Extra room around the content that the scroll range honours, by physical side: UIKit's
  /// `contentInset`. It does not change the layout; changing it keeps the visible content in
  /// place (rule 21b).
  ///
  /// ```swift
  /// host.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
  /// host.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
  /// host.adjustedContentInset  // top 67, bottom 54 for a vertical layout
  /// ```
  public var contentInset: UIEdgeInsets {
    get { UIEdgeInsets(core.contentInset) }
    set { core.contentInset = LayoutInsets(newValue) }
  }

  /// The insets the scroll range honours: ``contentInset`` plus, unless
  /// ``contentInsetAdjustmentBehavior`` is `.never`, the safe area along the scroll axis
  /// (UIKit's `adjustedContentInset`). A vertical layout under a 47 pt top safe area starts
  /// at offset −47.
  public var adjustedContentInset: UIEdgeInsets {
    UIEdgeInsets(core.adjustedContentInset)
  }
}
#endif
