#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

extension UICollectionView {
  /// Whether a tap on the item at `indexPath` expands or collapses it rather than selecting
  /// it: its shown cell is a ``UICollectionViewListCell`` whose first outline disclosure acts
  /// as a header (rule 35): the header style, or the automatic one on the first row of a list
  /// section whose `headerMode` is `.firstItemInSection`. Such a row is not selectable in
  /// UIKit.
  ///
  /// - Complexity: O(accessories).
  func togglesOutline(at indexPath: IndexPath) -> Bool {
    guard let cell = views.displayed.cells[indexPath] as? UICollectionViewListCell,
      let options = cell.accessories.lazy.compactMap(\.outlineDisclosureOptions).first
    else { return false }
    switch options.style {
    case .header: return true
    case .cell: return false
    case .automatic:
      return indexPath.item == 0
        && binding.listConfiguration(forSection: indexPath.section)?.headerMode
          == .firstItemInSection
    }
  }

  /// Expands the item at `indexPath` if it is collapsed and collapses it otherwise, through a
  /// diffable data source's section snapshot handlers, which may refuse; without a diffable
  /// data source nothing happens.
  ///
  /// - Complexity: that of the data source's expand or collapse.
  func toggleOutline(at indexPath: IndexPath) {
    if let outline = dataSource as? any OutlineDataSource {
      _ = outline.toggleExpansion(ofItemAt: indexPath)
    }
  }

  /// Gives a list cell made for `indexPath` its item's outline level, as UIKit's diffable
  /// data source does.
  func indent(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    guard let listCell = cell as? UICollectionViewListCell,
      let outline = dataSource as? any OutlineDataSource,
      let level = outline.outlineLevel(ofItemAt: indexPath)
    else { return }
    listCell.indentationLevel = level
  }
}
#endif
