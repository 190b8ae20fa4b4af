#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout
import LayoutResolution

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
    if style != .plain, configuration.headerMode == .none, configuration.footerMode == .none,
      isLastSection(index)
    {
      section.contentInsets.bottom = Self.groupedContentEndPadding
    }
    section.boundarySupplementaryItems = list.boundarySupplementaryItems
    section.listConfiguration = list.listConfiguration
    return section
  }

  /// The space below the last section's rows in grouped and inset grouped tables when it has
  /// no title: 112 pixels at 3×. Measured on iOS 26.1 (Vercantez/openuikit
  /// `indexpathsforrowsprobe`): a grouped 320 pt table of two sections of two 44 pt rows,
  /// rows at 35, 79, 158 and 202, content 283.333 tall. Decided: inset grouped tables, which
  /// space their sections as grouped ones do, end the same way; a last section with a title
  /// keeps the list's spacing below it (unmeasured for tables).
  static let groupedContentEndPadding: CGFloat = 112.0 / 3

  /// A grouped or inset grouped table pads below its last section only
  /// (``groupedContentEndPadding``), and a batch lays out again only the sections it
  /// changes: a batch that inserts, deletes or moves sections may make another section
  /// last, so the whole table is laid out again (found by FuzzViews: a section appended by
  /// an apply left the padding below the section that had been last).
  ///
  /// - Complexity: O(1); the next layout pass then costs a full layout of a grouped table.
  func layOutAgainIfTheLastSectionMayChange(_ update: LayoutUpdate) {
    guard style != .plain,
      !update.insertedSections.isEmpty || !update.deletedSections.isEmpty
        || !update.movedSections.isEmpty
    else { return }
    core.invalidateLayout()
  }

  /// Whether `index` is the data source's last section.
  private func isLastSection(_ index: Int) -> Bool {
    guard let dataSource else { return false }
    return index == dataSource.numberOfSections(in: self) - 1
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
