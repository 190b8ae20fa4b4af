#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UITableView {
  /// The cells shown, in index-path order, after laying out: UIKit's `visibleCells`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(v log v) for v visible rows.
  public var visibleCells: [UITableViewCell] {
    layoutIfNeeded()
    return views.displayed.cells.sorted { $0.key < $1.key }.compactMap {
      $0.value as? UITableViewCell
    }
  }

  /// The index paths of the rows shown, in index-path order, after laying out: UIKit's
  /// `indexPathsForVisibleRows`; an empty array when none shows.
  ///
  /// - Complexity: that of ``visibleCells``.
  public var indexPathsForVisibleRows: [IndexPath]? {
    layoutIfNeeded()
    return views.displayed.cells.keys.sorted()
  }

  /// The cell shown for the row at `indexPath` after laying out, or `nil` when the row is
  /// not visible or does not exist: UIKit's `cellForRow(at:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    layoutIfNeeded()
    return views.displayed.cells[indexPath] as? UITableViewCell
  }

  /// The index path of `cell` when it is shown, or `nil`: UIKit's `indexPath(for:)`.
  ///
  /// - Complexity: O(v) for v visible cells; it does not lay out.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    views.displayed.cells.first { $0.value === cell }?.key
  }

  /// The header shown for `section` after laying out, or `nil` when the section has no
  /// header title or its header is not visible: UIKit's `headerView(forSection:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    titleView(ofKind: UICollectionView.elementKindSectionHeader, section: section)
  }

  /// The footer shown for `section` after laying out, or `nil`: UIKit's
  /// `footerView(forSection:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    titleView(ofKind: UICollectionView.elementKindSectionFooter, section: section)
  }

  /// The title view of `kind` shown for `section` after laying out, or `nil`.
  private func titleView(ofKind kind: String, section: Int) -> UITableViewHeaderFooterView? {
    layoutIfNeeded()
    return views.displayed.supplementaries[
      DisplayedViews.SupplementaryKey(kind: kind, indexPath: IndexPath(item: 0, section: section))
    ] as? UITableViewHeaderFooterView
  }

  /// The number of sections shown: UIKit's `numberOfSections`.
  public var numberOfSections: Int { core.itemCounts.count }

  /// The number of rows shown in `section`, 0 out of range: UIKit's
  /// `numberOfRows(inSection:)`.
  public func numberOfRows(inSection section: Int) -> Int {
    binding.numberOfItems(inSection: section) ?? 0
  }

  /// The frame of the row at `indexPath` in content coordinates, or `.zero` for a row the
  /// table does not show: UIKit's `rectForRow(at:)`.
  ///
  /// - Complexity: O(log sections), plus O(log groups) once the section is measured.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard isItem(indexPath) else { return .zero }
    return binding.attributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// The index path of the row at `point`, in content coordinates, or `nil`: UIKit's
  /// `indexPathForRow(at:)`.
  ///
  /// - Complexity: O(log sections + k) for the k elements a pixel around the point meets.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    binding.indexPathForItem(at: point)
  }

  /// The attributes of every row, header, footer and separator whose frame meets `rect`, in
  /// section order and, within a section, row order, each row followed by its separators:
  /// what the table draws there. UIKit's table draws these without telling their geometry;
  /// headless, a renderer reads it here (the list layout's, rule 33).
  ///
  /// - Complexity: O(log sections per section the rect touches + returned elements), plus
  ///   O(log sections) per row for its separators.
  public func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    binding.attributesForElements(in: rect)
  }
}
#endif
