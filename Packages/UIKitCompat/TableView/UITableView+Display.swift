#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UITableView {
  /// Brings the shown cells, headers and footers in step with the layout and the visible
  /// rect: the collection view's layout pass (rule 31), in table spellings (rule 33). Rows
  /// that left end displaying (the delegate's `didEndDisplaying`) and go back to their
  /// pools; rows shown for the first time are measured (the delegate's `heightForRowAt`, or
  /// the cell's preferred size); each visible row without a cell gets one from the data
  /// source and `willDisplay`, in index-path order, then the headers and footers.
  ///
  /// ```swift
  /// tableView.contentOffset.y = 440
  /// tableView.layoutIfNeeded()
  /// tableView.indexPathsForVisibleRows?.first  // the first row at y ≥ 440
  /// ```
  ///
  /// - Complexity: that of ``UICollectionView/layoutIfNeeded()``.
  public func layoutIfNeeded() {
    collectionView.layoutIfNeeded()
  }

  /// The cells shown, in index-path order, after laying out: UIKit's `visibleCells`.
  ///
  /// - Complexity: that of ``UICollectionView/visibleCells``.
  public var visibleCells: [UITableViewCell] {
    collectionView.visibleCells.compactMap { $0 as? UITableViewCell }
  }

  /// The index paths of the rows shown, in index-path order, after laying out: UIKit's
  /// `indexPathsForVisibleRows`; an empty array when none shows.
  ///
  /// - Complexity: that of ``UICollectionView/indexPathsForVisibleItems``.
  public var indexPathsForVisibleRows: [IndexPath]? {
    collectionView.indexPathsForVisibleItems
  }

  /// The cell shown for the row at `indexPath` after laying out, or `nil` when the row is
  /// not visible or does not exist: UIKit's `cellForRow(at:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    collectionView.cellForItem(at: indexPath) as? UITableViewCell
  }

  /// The index path of `cell` when it is shown, or `nil`: UIKit's `indexPath(for:)`.
  ///
  /// - Complexity: O(v) for v visible cells; it does not lay out.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    collectionView.indexPath(for: cell)
  }

  /// The header shown for `section` after laying out, or `nil` when the section has no
  /// header title or its header is not visible: UIKit's `headerView(forSection:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader,
      at: IndexPath(item: 0, section: section)) as? UITableViewHeaderFooterView
  }

  /// The footer shown for `section` after laying out, or `nil`: UIKit's
  /// `footerView(forSection:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    collectionView.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter,
      at: IndexPath(item: 0, section: section)) as? UITableViewHeaderFooterView
  }

  /// The number of sections shown: UIKit's `numberOfSections`.
  public var numberOfSections: Int { host.numberOfSections }

  /// The number of rows shown in `section`, 0 out of range: UIKit's
  /// `numberOfRows(inSection:)`.
  public func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < host.numberOfSections else { return 0 }
    return host.numberOfItems(inSection: section)
  }

  /// The frame of the row at `indexPath` in content coordinates, or `.zero` for a row the
  /// table does not show: UIKit's `rectForRow(at:)`.
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/layoutAttributesForItem(at:)``.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard isRow(indexPath) else { return .zero }
    return host.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
  }

  /// The index path of the row at `point`, in content coordinates, or `nil`: UIKit's
  /// `indexPathForRow(at:)`.
  ///
  /// - Complexity: that of ``CollectionViewLayoutHost/indexPathForItem(at:)``.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    host.indexPathForItem(at: point)
  }

  /// Whether `indexPath` names a row the table shows.
  func isRow(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2, indexPath[0] >= 0, indexPath[0] < host.numberOfSections else {
      return false
    }
    return indexPath[1] >= 0 && indexPath[1] < host.numberOfItems(inSection: indexPath[0])
  }
}
#endif
