#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import UIKitCompat

/// The badge counts the example shows, read through its screen.
enum ItemBadgeCounts {
  static var counts: [Int] {
    let screen = GallerySession(columns: 60, rows: 24, example: "item-badges").screen
    return (0..<4).map { item in
      let view = screen.collectionView?.supplementaryView(
        forElementKind: "badge-element-kind", at: [0, item])
      // The sample's badge shows its count in a label and hides itself at 0.
      guard let view else { return -1 }
      let label = view.subviews.lazy.compactMap { $0 as? UILabel }.first
      return view.isHidden ? 0 : label?.text.flatMap { Int($0) } ?? -1
    }
  }
}
#endif
