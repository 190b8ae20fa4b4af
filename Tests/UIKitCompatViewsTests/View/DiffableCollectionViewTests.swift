#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// A diffable data source over a `UICollectionView`: UIKit's data source questions in the
/// view's spellings, moves through the reordering handlers, and the async applies.
@Suite struct DiffableCollectionViewTests {
  static func collectionView() -> UICollectionView {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    return collectionView
  }

  static func dataSource(_ collectionView: UICollectionView)
    -> UICollectionViewDiffableDataSource<String, String>
  {
    UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func itAnswersTheViewsQuestionsFromItsSnapshot() async {
    let collectionView = Self.collectionView()
    let dataSource = Self.dataSource(collectionView)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["1", "2", "3"], toSection: "a")
    snapshot.appendItems(["4"], toSection: "b")
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    await dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(dataSource.numberOfSections(in: collectionView) == 2)
    #expect(dataSource.collectionView(collectionView, numberOfItemsInSection: 0) == 3)
    #expect(collectionView.numberOfItems(inSection: 1) == 1)
    #expect(collectionView.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
    #expect(collectionView.visibleCells.allSatisfy { $0.reuseIdentifier == "cell" })
  }

  @Test func movesGoThroughTheReorderingHandlers() {
    let collectionView = Self.collectionView()
    let dataSource = Self.dataSource(collectionView)
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["a"])
    snapshot.appendItems(["x", "y", "z"])
    dataSource.apply(snapshot)
    let first = IndexPath(item: 0, section: 0)
    #expect(!dataSource.collectionView(collectionView, canMoveItemAt: first))
    var reordered: [String] = []
    dataSource.reorderingHandlers.canReorderItem = { $0 != "z" }
    dataSource.reorderingHandlers.didReorder = { reordered = $0.finalSnapshot.itemIdentifiers }
    #expect(dataSource.collectionView(collectionView, canMoveItemAt: first))
    #expect(
      !dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 2, section: 0)))
    dataSource.collectionView(collectionView, moveItemAt: first, to: IndexPath(item: 2, section: 0))
    #expect(reordered == ["y", "z", "x"])
    #expect(dataSource.snapshot().itemIdentifiers == ["y", "z", "x"])
  }
}
#endif
