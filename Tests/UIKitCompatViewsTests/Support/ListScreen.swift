#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// A one-section screen of 44 pt rows: a `UICollectionView` with a diffable data source whose
/// cells come from `registration`, showing `items`.
struct ListScreen<Cell: UICollectionViewCell, Item: Hashable & Sendable> {
  let collectionView: UICollectionView
  let dataSource: UICollectionViewDiffableDataSource<Int, Item>

  init(
    size: CGSize, items: [Item], registration: UICollectionView.CellRegistration<Cell, Item>
  ) {
    collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
