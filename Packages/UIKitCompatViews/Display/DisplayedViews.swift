#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

/// The cells, supplementary views and decoration views a ``UICollectionView`` shows, by
/// index path.
struct DisplayedViews {
  /// Where a supplementary or decoration view is shown: its kind and index path.
  struct SupplementaryKey: Hashable, Comparable {
    var kind: String
    var indexPath: IndexPath

    static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.indexPath, lhs.kind) < (rhs.indexPath, rhs.kind)
    }
  }

  /// The cells shown, by their items' index paths.
  var cells: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views shown.
  var supplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The decoration views shown; the layout's, so no data change retires them.
  var decorations: [SupplementaryKey: UICollectionReusableView] = [:]
  /// Cells made for measuring items not shown yet; they are shown next, or pooled.
  var measuredCells: [IndexPath: UICollectionViewCell] = [:]
  /// Supplementary views made for measuring.
  var measuredSupplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
}
#endif
