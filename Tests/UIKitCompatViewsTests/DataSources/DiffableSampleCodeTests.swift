#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Diffable data source code written as iOS sample code writes it compiles unchanged and
/// drives a real view.
@Suite struct DiffableSampleCodeTests {
  @Test func sampleCodeCompilesUnchangedAndFillsTheView() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: view) {
      _, _, item in ValueCell("row \(item)")
    }
    let emptySize = view.contentSize

    // The sample code, verbatim.
    enum Section { case main }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: true)
    var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<String>()
    outlineSnapshot.append(["Fruit"])
    outlineSnapshot.append(["Apple", "Pear"], to: "Fruit")

    #expect(emptySize == CGSize(width: 375, height: 0))
    #expect(view.itemCounts == [100])
    #expect(view.contentSize == CGSize(width: 375, height: 4400))
    #expect(
      view.layoutAttributesForItem(at: IndexPath(item: 99, section: 0))?.frame
        == CGRect(x: 0, y: 4356, width: 375, height: 44))
    #expect(
      (dataSource.collectionView(view, cellForItemAt: IndexPath(item: 99, section: 0))
        as? ValueCell<String>)?.value == "row 99")
    #expect(snapshot.lastError == nil)
    #expect(outlineSnapshot.items == ["Fruit", "Apple", "Pear"])
    #expect(outlineSnapshot.visibleItems == ["Fruit"])
    #expect(outlineSnapshot.level(of: "Pear") == 1)
    #expect(outlineSnapshot.lastError == nil)
  }
}
#endif
