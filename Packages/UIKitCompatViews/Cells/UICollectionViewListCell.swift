#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutLists
import UIKitCompatLayout

/// A headless list cell: UIKit's `UICollectionViewListCell`, a ``UICollectionViewCell`` with
/// accessories and an indentation level.
///
/// Shown for an item of a section whose section snapshot has a hierarchy, the collection
/// view sets ``indentationLevel`` to the item's level, as UIKit's does with a diffable data
/// source; a tap on a row holding an outline disclosure of the header style expands or
/// collapses the item (rule 35).
///
/// ```swift
/// let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
///   cell, _, title in
///   var content = cell.defaultContentConfiguration()
///   content.text = title
///   cell.contentConfiguration = content
///   cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
/// }
/// ```
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories shown at the row's sides, in order: UIKit's `accessories`.
  open var accessories: [UICellAccessory] = []

  /// How many levels the content is indented: UIKit's `indentationLevel`, 0 by default and
  /// set by the collection view from the section snapshot's hierarchy. A negative level is
  /// kept as 0: nothing is indented left of the row.
  open var indentationLevel = 0 {
    didSet { indentationLevel = max(indentationLevel, 0) }
  }

  /// The width of one level of indentation: UIKit's `indentationWidth`; 10 pt by default,
  /// the core's `ListOutline.indentationWidth` (decided there: UIKit publishes none).
  open var indentationWidth = CGFloat(ListOutline.indentationWidth)

  /// The content configuration a list cell starts from: UIKit's
  /// `defaultContentConfiguration()`. Decided: `.cell()` wherever the cell is shown; UIKit
  /// picks the style from the list appearance it finds in the cell's configuration state,
  /// which a headless cell does not have when the registration's handler runs.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }

  /// Drops the last item's accessories and indentation, so that a reused row starts over
  /// (decided: rule 35).
  open override func prepareForReuse() {
    super.prepareForReuse()
    accessories = []
    indentationLevel = 0
  }
}
#endif
