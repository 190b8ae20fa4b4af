#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DiffableDataSources
public import Foundation
import UIKitCompatLayout

extension UICollectionViewDiffableDataSource: UICollectionViewDataSource {
  /// The number of sections in the current snapshot: UIKit's
  /// `UICollectionViewDataSource.numberOfSections(in:)`, which the view asks on
  /// `reloadData()` and after each batch.
  @inlinable
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    core.snapshot().numberOfSections
  }

  /// The number of items in the section shown at `section`, or 0 for an index out of range
  /// (where UIKit raises an exception): UIKit's `collectionView(_:numberOfItemsInSection:)`.
  @inlinable
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    sectionIdentifier(for: section).map { core.snapshot().numberOfItems(inSection: $0) } ?? 0
  }

  /// The cell the cell provider makes for the item shown at `indexPath`: UIKit's
  /// `collectionView(_:cellForItemAt:)`, which the view calls for each cell it shows. Where
  /// no item is shown there or the provider returns `nil` (UIKit raises), the error is kept
  /// in the view's ``UICollectionView/lastError`` and a plain cell comes back.
  ///
  /// - Complexity: O(1) to find the item, plus the provider.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      return cell
    }
    collectionView.lastError = .cellProviderReturnedNil(indexPath)
    return UICollectionViewCell(frame: .zero)
  }

  /// The view ``supplementaryViewProvider`` makes for `kind` at `indexPath`, or a plain one
  /// without a provider or when it makes none: UIKit's
  /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    supplementaryViewProvider?(collectionView, kind, indexPath)
      ?? UICollectionReusableView(frame: .zero)
  }

  /// Whether the user may move the item shown at `indexPath`: its
  /// `reorderingHandlers.canReorderItem`, as UIKit's diffable data source answers; `false`
  /// when reordering is off (no handler) or no item is shown there.
  public func collectionView(
    _ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return reorderingHandlers.canReorderItem?(item) ?? false
  }

  /// Takes the user's move of the item at `sourceIndexPath` to `destinationIndexPath`:
  /// ``reorderItem(at:to:)``, with its handlers. The view reports a move this way when an
  /// interactive movement ends; should the data source refuse it (an outline section,
  /// reordering turned off meanwhile), the view sends the item back.
  ///
  /// - Complexity: that of ``reorderItem(at:to:)``.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    reorderItem(at: sourceIndexPath, to: destinationIndexPath)
  }
}
#endif
