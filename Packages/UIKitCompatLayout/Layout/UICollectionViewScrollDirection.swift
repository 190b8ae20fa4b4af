#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry

/// The axis a layout scrolls along: UIKit's `UICollectionView.ScrollDirection`, under its
/// Objective-C name so that a layout-only program, which has no collection view, can name
/// it. Ports write `UICollectionView.ScrollDirection`, a name for this type.
public enum UICollectionViewScrollDirection: Int, Hashable, Sendable, CaseIterable {
  /// Content flows top to bottom.
  case vertical = 0
  /// Content flows left to right (right to left in right-to-left layouts).
  case horizontal = 1
}

extension UICollectionViewScrollDirection {
  package var value: LayoutAxis {
    switch self {
    case .vertical: .vertical
    case .horizontal: .horizontal
    }
  }
}
#endif
