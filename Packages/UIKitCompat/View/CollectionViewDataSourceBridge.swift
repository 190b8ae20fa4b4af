#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The host's data source while a ``UICollectionView`` owns the host: it answers the host's
/// questions with the view's data source in the view's spellings, which fall back to the
/// host's spellings when a data source implements only those.
final class CollectionViewDataSourceBridge: UICollectionViewDataSource {
  /// The view whose data source answers.
  weak var collectionView: UICollectionView?
  /// The view's data source; held weakly, as the view holds it.
  weak var dataSource: (any UICollectionViewDataSource)?

  func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int {
    guard let view = self.collectionView, let dataSource else { return 0 }
    return dataSource.numberOfSections(in: view)
  }

  func collectionView(
    _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
  ) -> Int {
    guard let view = self.collectionView, let dataSource else { return 0 }
    return dataSource.collectionView(view, numberOfItemsInSection: section)
  }

  func collectionView(
    _ collectionView: CollectionViewLayoutHost, canMoveItemAt indexPath: IndexPath
  ) -> Bool {
    guard let view = self.collectionView, let dataSource else { return false }
    return dataSource.collectionView(view, canMoveItemAt: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionViewLayoutHost, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    guard let view = self.collectionView, let dataSource else { return }
    dataSource.collectionView(view, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    view.cellsAreStale = true
  }
}
#endif
