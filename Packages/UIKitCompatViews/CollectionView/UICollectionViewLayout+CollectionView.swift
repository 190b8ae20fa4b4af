#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout
extension UICollectionViewLayout {
  /// The collection view showing this layout: UIKit's `collectionView`, held weakly; `nil`
  /// while a `CollectionViewLayoutHost` shows it, or nothing does.
  public var collectionView: UICollectionView? { binding?.owner as? UICollectionView }
}
#endif
