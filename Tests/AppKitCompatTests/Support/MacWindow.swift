#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// Reading a shown window as a test does.
extension NSWindowController {
  /// Shows the window, as the sample's app delegate does, and returns it.
  func shown() -> NSWindow? {
    showWindow(nil)
    return window
  }
}

extension NSCollectionView {
  /// The index paths of the shown items, in order.
  var shownIndexPaths: [IndexPath] { indexPathsForVisibleItems().sorted() }

  /// The frames of every item, as laid out now.
  var allItemFrames: [IndexPath: CGRect] {
    var frames: [IndexPath: CGRect] = [:]
    for section in 0..<numberOfSections {
      for item in 0..<numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        frames[indexPath] = layoutAttributesForItem(at: indexPath)?.frame
      }
    }
    return frames
  }
}

/// Index paths of `items` in `section`.
func indexPaths(_ items: Range<Int>, section: Int = 0) -> [IndexPath] {
  items.map { IndexPath(item: $0, section: section) }
}
#endif
