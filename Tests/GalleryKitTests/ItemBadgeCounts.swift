#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit

/// The badge counts the example shows, read through its screen.
enum ItemBadgeCounts {
  static var counts: [Int] {
    let screen = GallerySession(columns: 60, rows: 24, example: "item-badges").screen
    return (0..<4).map { item in
      let view = screen.collectionView?.supplementaryView(
        forElementKind: "badge-element-kind", at: [0, item])
      return (view as? BadgeSupplementaryView)?.count ?? -1
    }
  }
}
#endif
