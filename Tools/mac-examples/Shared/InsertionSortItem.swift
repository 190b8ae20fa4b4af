#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A coloured square of the Insertion Sort window: the sample's `InsertionSortItem`.
public final class InsertionSortItem: NSCollectionViewItem {
  /// The identifier the Insertion Sort window registers the item's nib under.
  public static let reuseIdentifier = NSUserInterfaceItemIdentifier(
    "insertion-sort-item-reuse-identifier")

  /// What InsertionSortItem.xib holds: a custom box without a border.
  static func fromNib() -> InsertionSortItem {
    let item = InsertionSortItem()
    let box = NSBox(frame: NSRect(x: 0, y: 0, width: 177, height: 114))
    box.boxType = .custom
    box.borderWidth = 0
    item.view = box
    return item
  }
}
#endif
