#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's List with Custom Cells: the `Examples` target's
/// `CustomCellListViewController`, a plain list of nine things whose `CustomListCell`s show
/// a subtitle list content view (symbol, name, description) beside the category's name and
/// icon, with a chevron.
enum CustomCellListExample {
  static let example = Example(
    "List with Custom Cells", slug: "custom-cell-list", category: .lists
  ) { size in
    SampleScreen.screen(
      "List with Custom Cells", size: size, CustomCellListViewController(),
      collectionView: \.collectionView)
  }
}
#endif
