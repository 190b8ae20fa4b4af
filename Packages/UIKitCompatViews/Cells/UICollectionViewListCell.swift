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

  /// The cell's separator as a layout guide: UIKit's `separatorLayoutGuide`. Its frame is
  /// where the list draws the separator at the bottom of the cell, with the list
  /// appearance's automatic insets; a constraint the cell holds on its leading edge moves the
  /// separator's start, which the list then draws (in a list section whose configuration
  /// leaves the bottom separator's insets automatic), as UIKit aligns the separator to the
  /// cell's primary content that way.
  ///
  /// ```swift
  /// if let text = listContentView.textLayoutGuide {
  ///   separatorLayoutGuide.leadingAnchor.constraint(equalTo: text.leadingAnchor).isActive = true
  /// }
  /// ```
  ///
  /// Departure: without such a constraint the separator keeps the appearance's automatic
  /// inset (rule 35), where UIKit aligns it to a content configuration's text.
  public private(set) lazy var separatorLayoutGuide = UILayoutGuide(.separator, of: self)

  /// The leading inset the cell's constraints gave its separator in its last layout pass,
  /// from its leading edge; `nil` when none tie the separator guide's leading edge.
  var separatorLeadingInsetFromConstraints: CGFloat? {
    guard let frame = separatorLayoutGuide.solvedFrame else { return nil }
    return effectiveUserInterfaceLayoutDirection == .leftToRight
      ? frame.minX - bounds.minX : bounds.maxX - frame.maxX
  }

  /// Lays out the content view's subviews, then the cell's own constraints, the
  /// ``separatorLayoutGuide``'s among them.
  ///
  /// - Complexity: that of the content view's layout and the cell's constraint layout.
  open override func layoutSubviews() {
    // The content view first: a constraint on the separator reads a guide inside it (the
    // text's), which must stand where this pass leaves it, as UIKit's one engine solves
    // them together.
    contentView.layoutIfNeeded()
    separatorLayoutGuide.solvedFrame = nil
    super.layoutSubviews()
  }

  /// The separator guide's frame: where the constraints placed it, else the separator with
  /// the list appearance's automatic insets, a point high at the cell's bottom.
  override func frame(ofContentGuide guide: UILayoutGuide) -> CGRect {
    guard guide === separatorLayoutGuide else { return super.frame(ofContentGuide: guide) }
    if let solved = guide.solvedFrame { return solved }
    var leading: CGFloat = 0
    var trailing: CGFloat = 0
    if let appearance = listPlacement?.appearance {
      // The separator insets follow the appearance alone, whatever the width class.
      let metrics = ListMetrics(
        appearance: UICollectionLayoutListConfiguration(appearance: appearance).core.appearance,
        widthClass: .compact)
      leading = CGFloat(metrics.separatorLeadingInset)
      trailing = CGFloat(metrics.separatorTrailingInset)
    }
    if effectiveUserInterfaceLayoutDirection == .rightToLeft { swap(&leading, &trailing) }
    let height = CGFloat(ListMetrics.separatorThickness)
    return CGRect(
      x: bounds.minX + leading, y: bounds.maxY - height,
      width: max(0, bounds.width - leading - trailing), height: height)
  }

  /// The list section the cell was last dequeued for: its appearance, and whether the cell
  /// is the section's header row. The collection view sets it before the data source's
  /// registration handler runs; `nil` outside a list section.
  var listPlacement: (appearance: UICollectionLayoutListConfiguration.Appearance, isHeader: Bool)?

  /// The content configuration a list cell starts from, by the list section it is dequeued
  /// for, as UIKit's `defaultContentConfiguration()` picks it "according to the section
  /// where the cell appears": in a `.sidebar` or `.sidebarPlain` list, `.sidebarHeader()`
  /// for the header row of a `.firstItemInSection` section and `.sidebarCell()` for the
  /// others; `.cell()` in the other appearances and outside lists.
  ///
  /// ```swift
  /// let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
  ///   cell, _, title in
  ///   var content = cell.defaultContentConfiguration()  // .sidebarCell() in a sidebar
  ///   content.text = title
  ///   cell.contentConfiguration = content
  /// }
  /// ```
  ///
  /// Older behaviour: iOS 18 deprecates the sidebar styles for `.cell()` and `.header()`,
  /// which take the sidebar look from the configuration state; headless cells have no such
  /// state, so the sidebar styles stay the ones that say it (decided).
  ///
  /// - Complexity: O(1).
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch listPlacement {
    case (.sidebar, true)?, (.sidebarPlain, true)?: .sidebarHeader()
    case (.sidebar, false)?, (.sidebarPlain, false)?: .sidebarCell()
    default: .cell()
    }
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
