#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Rule 36: asking for the items of a section that is not shown, which UIKit answers with an
/// exception from iOS 14. The snapshot answers `[]` and its core spelling throws; the data
/// source, which keeps a `lastError`, records the query that goes through it.
@Suite struct ItemsOfAnUnknownSectionTests {
  static func dataSource() -> (
    UICollectionView, UICollectionViewDiffableDataSource<String, Int>
  ) {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.listSection()))
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      _, _, item in ValueCell(item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["fruit", "vegetables"])
    snapshot.appendItems([1, 2], toSection: "fruit")
    snapshot.appendItems([3], toSection: "vegetables")
    dataSource.apply(snapshot, animatingDifferences: false)
    return (view, dataSource)
  }

  @Test func theSnapshotAnswersNoItemsAndItsCoreSpellingThrows() throws {
    let (view, dataSource) = Self.dataSource()
    defer { withExtendedLifetime(view) {} }
    let snapshot = dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: "nuts") == [])
    #expect(snapshot.lastError == nil)
    #expect(throws: DataSourceError.unknownSection(AnyIdentifier("nuts"))) {
      try snapshot.core.itemIdentifiers(inExistingSection: "nuts")
    }
    #expect(try snapshot.core.itemIdentifiers(inExistingSection: "vegetables") == [3])
  }

  @Test func theDataSourceRecordsASectionSnapshotQueryOfAnUnknownSection() {
    let (view, dataSource) = Self.dataSource()
    defer { withExtendedLifetime(view) {} }
    #expect(dataSource.snapshot(for: "fruit").items == [1, 2])
    #expect(dataSource.lastError == nil)
    #expect(dataSource.snapshot(for: "nuts").items == [])
    #expect(dataSource.lastError == .unknownSection(AnyIdentifier("nuts")))
    // Nothing else changed, and the section can still be added by a section snapshot.
    #expect(dataSource.snapshot().sectionIdentifiers == ["fruit", "vegetables"])
    var nuts = NSDiffableDataSourceSectionSnapshot<Int>()
    nuts.append([7, 8])
    dataSource.apply(nuts, to: "nuts", animatingDifferences: false)
    #expect(view.itemCounts == [2, 1, 2])
    #expect(dataSource.snapshot(for: "nuts").items == [7, 8])
    #expect(dataSource.lastError == .unknownSection(AnyIdentifier("nuts")))
  }
}
#endif
