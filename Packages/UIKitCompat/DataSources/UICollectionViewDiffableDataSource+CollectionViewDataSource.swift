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
