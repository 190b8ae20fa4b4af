#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DiffableDataSources
public import Foundation

extension UICollectionViewDiffableDataSource: UICollectionViewDataSource {
  /// The number of sections in the current snapshot: UIKit's
  /// `UICollectionViewDataSource.numberOfSections(in:)`, which the host asks on `reloadData()`.
  @inlinable
  public func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int {
    core.snapshot().numberOfSections
  }

  /// The number of items in the section shown at `section`, or 0 for an index out of range
  /// (where UIKit raises an exception): UIKit's
  /// `collectionView(_:numberOfItemsInSection:)`.
  @inlinable
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
  )
    -> Int
  {
    sectionIdentifier(for: section).map { core.snapshot().numberOfItems(inSection: $0) } ?? 0
  }

  /// Whether the user may move the item shown at `indexPath`: its
  /// `reorderingHandlers.canReorderItem`, as UIKit's diffable data source answers; `false`
  /// when reordering is off (no handler) or no item is shown there.
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    guard let item = itemIdentifier(for: indexPath) else { return false }
    return reorderingHandlers.canReorderItem?(item) ?? false
  }

  /// Takes the user's move of the item at `sourceIndexPath` to `destinationIndexPath`:
  /// ``reorderItem(at:to:)``, with its handlers. The host reports a move this way when an
  /// interactive movement ends; should the data source refuse it (an outline section,
  /// reordering turned off meanwhile), the host sends the item back.
  ///
  /// - Complexity: that of ``reorderItem(at:to:)``.
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    reorderItem(at: sourceIndexPath, to: destinationIndexPath)
  }

  /// What the cell provider makes for the item shown at `indexPath`, called with
  /// `collectionView` as given: UIKit's `collectionView(_:cellForItemAt:)`, which its
  /// collection view calls for each cell it shows. `nil` when no item is shown there (UIKit
  /// raises an exception) or when the provider returns `nil`.
  @inlinable
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, cellForItemAt indexPath: IndexPath
  )
    -> Any?
  {
    itemIdentifier(for: indexPath).flatMap { cellProvider(collectionView, indexPath, $0) }
  }

  /// What ``supplementaryViewProvider`` makes for `kind` at `indexPath`, or `nil` without a
  /// provider: UIKit's `collectionView(_:viewForSupplementaryElementOfKind:at:)`.
  @inlinable
  public func collectionView(
    _ collectionView: CollectionViewLayoutHost, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> Any? {
    supplementaryViewProvider?(collectionView, kind, indexPath)
  }
}
#endif
