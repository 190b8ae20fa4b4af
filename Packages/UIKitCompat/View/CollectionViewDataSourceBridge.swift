#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The host's data source while a ``UICollectionView`` owns the host: it answers the host's
/// questions with the view's data source in the view's spellings, which fall back to the
/// host's spellings when a data source implements only those, and hands on the moves an
/// interactive movement ends with.
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
}

extension CollectionViewDataSourceBridge: MoveRefusingDataSource {
  /// Hands the move on: to a data source that may refuse it (a diffable one) as such, to any
  /// other as `collectionView(_:moveItemAt:to:)` in the view's spelling, which cannot say no.
  /// A move taken makes the view ask for its visible cells again.
  func acceptMove(from source: IndexPath, to destination: IndexPath) -> Bool {
    guard let view = collectionView, let dataSource else { return true }
    let accepted: Bool
    if let refusing = dataSource as? any MoveRefusingDataSource {
      accepted = refusing.acceptMove(from: source, to: destination)
    } else {
      dataSource.collectionView(view, moveItemAt: source, to: destination)
      accepted = true
    }
    view.cellsAreStale = true
    return accepted
  }
}
#endif
