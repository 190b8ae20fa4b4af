#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// A headless list cell: UIKit's `UICollectionViewListCell`, a cell with the accessories and
/// the indentation of a list row.
///
/// Departure (rule 33): UIKit sets `indentationLevel` from the section snapshot of an
/// outline by itself; headless, the cell registration's handler sets it, usually from
/// `NSDiffableDataSourceSectionSnapshot.level(of:)`. Renderers read ``accessories`` and
/// ``indentationLevel`` with the cell's ``UICollectionViewCell/contentConfiguration``.
///
/// ```swift
/// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
///   cell, _, title in
///   var content = cell.defaultContentConfiguration()
///   content.text = title
///   cell.contentConfiguration = content
///   cell.accessories = [.disclosureIndicator()]
/// }
/// ```
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories shown at the row's sides, in order: UIKit's `accessories`.
  open var accessories: [UICellAccessory] = []

  /// How many levels the row's content is indented: UIKit's `indentationLevel`; 0 by
  /// default. A negative level is kept as 0, as there is no indentation left of the row.
  open var indentationLevel = 0 {
    didSet { indentationLevel = max(indentationLevel, 0) }
  }

  /// The points each indentation level moves the content: UIKit's `indentationWidth`,
  /// 10.5 by default.
  open var indentationWidth: CGFloat = 10.5

  /// A content configuration in the cell's default style, empty: UIKit's
  /// `defaultContentConfiguration()`, which for a list cell is `.cell()`.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Drops the last item's accessories and indentation, as a reused row starts over.
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
    indentationLevel = 0
  }
}
#endif
