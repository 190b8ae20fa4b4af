#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Simple List: a plain list of numbered rows.
enum SimpleListExample {
  static let example = Example("Simple List", slug: "simple-list", category: .lists) { size in
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain)))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
    let screen = Screen(title: "Simple List", collectionView: collectionView)
    screen.retained = [dataSource]
    return screen
  }
}
#endif
