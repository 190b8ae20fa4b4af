#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's List with Custom Cells: rows of a cell subclass that lays out its own
/// content from its item, a category symbol, a title and a checkmark for done items.
enum CustomCellListExample {
  static let example = Example(
    "List with Custom Cells", slug: "custom-cell-list", category: .lists
  ) { size in
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    let registration = UICollectionView.CellRegistration<ChoreCell, Chore> { cell, _, chore in
      cell.chore = chore
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Chore>(
      collectionView: collectionView
    ) { collectionView, indexPath, chore in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: chore)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Chore>()
    snapshot.appendSections([0])
    snapshot.appendItems(Chore.all)
    dataSource.apply(snapshot, animatingDifferences: false)
    let screen = Screen(title: "List with Custom Cells", collectionView: collectionView)
    screen.retained = [dataSource]
    return screen
  }
}
#endif
