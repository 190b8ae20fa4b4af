#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

extension UICollectionView {
  /// Takes a tap on the item at `indexPath` as an outline toggle when its shown cell is a
  /// ``UICollectionViewListCell`` with an outline disclosure of the header style (rule 35):
  /// the item expands or collapses through a diffable data source's section snapshot
  /// handlers, and nothing is highlighted or selected, as such a row is not selectable in
  /// UIKit. Returns whether the tap was taken so.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, which comes first, plus O(accessories) and
  ///   the toggle's apply.
  func toggleOutline(tappedAt indexPath: IndexPath) -> Bool {
    // A finger lands on the cells as laid out, which the run loop has done by then.
    layoutIfNeeded()
    guard let cell = displayed.cells[indexPath] as? UICollectionViewListCell,
      let options = cell.accessories.lazy.compactMap(\.outlineDisclosureOptions).first,
      actsAsHeader(options.style, at: indexPath)
    else { return false }
    if let outline = dataSource as? any OutlineDataSource {
      _ = outline.toggleExpansion(ofItemAt: indexPath)
    }
    return true
  }

  /// Whether a disclosure of `style` makes the row at `indexPath` toggle on a tap: the
  /// header style, or the automatic one on the first row of a list section whose
  /// `headerMode` is `.firstItemInSection`.
  private func actsAsHeader(
    _ style: UICellAccessory.OutlineDisclosureOptions.Style, at indexPath: IndexPath
  ) -> Bool {
    switch style {
    case .header: true
    case .cell: false
    case .automatic:
      indexPath.item == 0
        && host.listSections.entry(forSection: indexPath.section)?.configuration.headerMode
          == .firstItemInSection
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
