#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

extension UITableView {
  /// The list section showing table section `index`, asked by the collection view's layout
  /// on every layout pass (rule 33): the list appearance of ``style``, a header where the
  /// data source gives a header title, a footer where it gives a footer title, separators
  /// unless ``separatorStyle`` is none, and rows estimated at ``estimatedRowHeight``.
  func section(at index: Int, environment: NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection
  {
    var configuration = UICollectionLayoutListConfiguration(appearance: style.appearance)
    configuration.headerMode = headerTitle(forSection: index) == nil ? .none : .supplementary
    configuration.footerMode = footerTitle(forSection: index) == nil ? .none : .supplementary
    configuration.showsSeparators = separatorStyle != .none
    let list = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    // The list's rows with the table's estimate; the rest of the list section as it is.
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(rowEstimate))
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.contentInsets = list.contentInsets
    section.boundarySupplementaryItems = list.boundarySupplementaryItems
    section.listConfiguration = list.listConfiguration
    return section
  }

  /// The height rows are laid out with before they are measured: ``estimatedRowHeight``,
  /// else ``rowHeight``, else the list's 44 pt. Zero, UIKit's "no estimate", counts as
  /// none: rows estimated at zero would all fit the screen and all be measured at once.
  var rowEstimate: CGFloat {
    for height in [estimatedRowHeight, rowHeight] where height > 0 {
      return height
    }
    return 44
  }

  /// The title of `section`'s header from the data source, or `nil`.
  func headerTitle(forSection section: Int) -> String? {
    guard let dataSource else { return nil }
    return dataSource.tableView(self, titleForHeaderInSection: section)
  }

  /// The title of `section`'s footer from the data source, or `nil`.
  func footerTitle(forSection section: Int) -> String? {
    guard let dataSource else { return nil }
    return dataSource.tableView(self, titleForFooterInSection: section)
  }
}
#endif
