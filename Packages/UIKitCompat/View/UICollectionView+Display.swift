#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UICollectionView {
  /// Brings the shown cells and supplementary views in step with the layout and the visible
  /// rect, as a collection view's layout pass does (rule 31).
  ///
  /// In order: the views whose elements left the visible rect end displaying (the
  /// delegate's `didEndDisplaying`, in index-path order) and go back to their pools; the
  /// visible self-sizing elements not yet measured are measured, each through the view that
  /// will show it (asked of the data source, then
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``), and their sizes go
  /// to the host; then each visible element without a view gets one from the data source,
  /// its attributes, and the delegate's `willDisplay`, in index-path order, cells before
  /// supplementary views. Every shown view gets its element's current attributes, and every
  /// cell its item's selection and highlight.
  ///
  /// After a change of data or a full layout pass the data source is asked again for every
  /// visible element; the views it gives back from the pools are mostly the same ones, and
  /// display callbacks are made only where the view at an index path changed.
  ///
  /// Called from a data source or delegate method during a pass, it does nothing: the
  /// queries that call it answer with the views as they stand, and the pass finishes.
  ///
  /// ```swift
  /// collectionView.contentOffset.y = 2_000
  /// collectionView.layoutIfNeeded()
  /// collectionView.indexPathsForVisibleItems.first  // the first item at y ≥ 2000
  /// ```
  ///
  /// - Complexity: O(log sections per visible section + v log v) for v visible elements,
  ///   plus the host's measuring (``CollectionViewLayoutHost/layoutIfNeeded()``), the data
  ///   source's and delegate's calls; a layout pass comes first when the layout was
  ///   invalidated.
  public func layoutIfNeeded() {
    guard !isInLayoutPass else { return }
    isInLayoutPass = true
    defer { isInLayoutPass = false }
    let before = visibleElements()
    if host.core.layoutPassCount != layoutPassCount { cellsAreStale = true }
    endDisplaying(keeping: before)
    let retired = cellsAreStale ? retireAll() : Retired()
    cellsAreStale = false
    host.layoutIfNeeded()
    let after = visibleElements()
    endDisplaying(keeping: after)
    display(after, retired: retired)
    layoutPassCount = host.core.layoutPassCount
  }

  /// The cells shown, in index-path order (UIKit promises no order), after laying out:
  /// UIKit's `visibleCells`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(v log v) for v visible cells.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return displayed.cells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the cells shown, in index-path order, after laying out: UIKit's
  /// `indexPathsForVisibleItems`.
  ///
  /// - Complexity: that of ``visibleCells``.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return displayed.cells.keys.sorted()
  }

  /// The cell shown for the item at `indexPath` after laying out, or `nil` when the item is
  /// not visible: UIKit's `cellForItem(at:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return displayed.cells[indexPath]
  }

  /// The index path of `cell` when it is shown, or `nil`: UIKit's `indexPath(for:)`.
  ///
  /// - Complexity: O(v) for v visible cells; it does not lay out.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    displayed.cells.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` shown at `indexPath` after laying out, or
  /// `nil`: UIKit's `supplementaryView(forElementKind:at:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return displayed.supplementaries[.init(kind: elementKind, indexPath: indexPath)]
  }

  /// The index paths of the supplementary views of `elementKind` shown, in index-path
  /// order, after laying out: UIKit's `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  ///
  /// - Complexity: that of ``visibleCells``.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  {
    layoutIfNeeded()
    return displayed.supplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath)
      .sorted()
  }

  /// The supplementary views of `elementKind` shown, in index-path order, after laying
  /// out: UIKit's `visibleSupplementaryViews(ofKind:)`.
  ///
  /// - Complexity: that of ``visibleCells``.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return displayed.supplementaries.filter { $0.key.kind == elementKind }
      .sorted { $0.key < $1.key }.map(\.value)
  }
}
#endif
