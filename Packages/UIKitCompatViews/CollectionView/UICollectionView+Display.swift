#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UICollectionView {
  /// The cells shown, in index-path order (UIKit promises no order), after laying out:
  /// UIKit's `visibleCells`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(v log v) for v visible cells.
  public var visibleCells: [UICollectionViewCell] {
    layoutIfNeeded()
    return views.displayed.cells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The decoration views of `kind` shown, in index-path order, after laying out. UIKit keeps
  /// them among its subviews, which a headless view has not; the package's renderers and
  /// tests read them here.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus O(d log d) for d decoration views shown.
  package func visibleDecorationViews(ofKind kind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return views.displayed.decorations.filter { $0.key.kind == kind }
      .sorted { $0.key < $1.key }.map(\.value)
  }

  /// The index paths of the cells shown, in index-path order, after laying out: UIKit's
  /// `indexPathsForVisibleItems`.
  ///
  /// - Complexity: that of ``visibleCells``.
  public var indexPathsForVisibleItems: [IndexPath] {
    layoutIfNeeded()
    return views.displayed.cells.keys.sorted()
  }

  /// The cell shown for the item at `indexPath` after laying out, or `nil` when the item is
  /// not visible: UIKit's `cellForItem(at:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    layoutIfNeeded()
    return views.displayed.cells[indexPath]
  }

  /// The index path of `cell` when it is shown, or `nil`: UIKit's `indexPath(for:)`.
  ///
  /// - Complexity: O(v) for v visible cells; it does not lay out.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    views.displayed.cells.first { $0.value === cell }?.key
  }

  /// The supplementary view of `elementKind` shown at `indexPath` after laying out, or
  /// `nil`: UIKit's `supplementaryView(forElementKind:at:)`.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    layoutIfNeeded()
    return views.displayed.supplementaries[.init(kind: elementKind, indexPath: indexPath)]
  }

  /// The index paths of the supplementary views of `elementKind` shown, in index-path
  /// order, after laying out: UIKit's `indexPathsForVisibleSupplementaryElements(ofKind:)`.
  ///
  /// - Complexity: that of ``visibleCells``.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String)
    -> [IndexPath]
  {
    layoutIfNeeded()
    return views.displayed.supplementaries.keys.filter { $0.kind == elementKind }.map(\.indexPath)
      .sorted()
  }

  /// The supplementary views of `elementKind` shown, in index-path order, after laying
  /// out: UIKit's `visibleSupplementaryViews(ofKind:)`.
  ///
  /// - Complexity: that of ``visibleCells``.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return views.displayed.supplementaries.filter { $0.key.kind == elementKind }
      .sorted { $0.key < $1.key }.map(\.value)
  }
}
#endif
