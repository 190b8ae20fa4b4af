#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// Rule 36: asking for the items of a section that is not shown, which UIKit answers with an
/// exception from iOS 14. The snapshot answers `[]` and its core spelling throws; the data
/// source, which keeps a `lastError`, records the query that goes through it.
@Suite struct ItemsOfAnUnknownSectionTests {
  static func dataSource() -> (
    CollectionViewLayoutHost, UICollectionViewDiffableDataSource<String, Int>
  ) {
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [])
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: host) {
      _, _, item in item
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["fruit", "vegetables"])
    snapshot.appendItems([1, 2], toSection: "fruit")
    snapshot.appendItems([3], toSection: "vegetables")
    dataSource.apply(snapshot, animatingDifferences: false)
    return (host, dataSource)
  }

  @Test func theSnapshotAnswersNoItemsAndItsCoreSpellingThrows() throws {
    let (host, dataSource) = Self.dataSource()
    defer { withExtendedLifetime(host) {} }
    let snapshot = dataSource.snapshot()
    #expect(snapshot.itemIdentifiers(inSection: "nuts") == [])
    #expect(snapshot.lastError == nil)
    #expect(throws: DataSourceError.unknownSection(AnyIdentifier("nuts"))) {
      try snapshot.core.itemIdentifiers(inExistingSection: "nuts")
    }
    #expect(try snapshot.core.itemIdentifiers(inExistingSection: "vegetables") == [3])
  }

  @Test func theDataSourceRecordsASectionSnapshotQueryOfAnUnknownSection() {
    let (host, dataSource) = Self.dataSource()
    defer { withExtendedLifetime(host) {} }
    #expect(dataSource.snapshot(for: "fruit").items == [1, 2])
    #expect(dataSource.lastError == nil)
    #expect(dataSource.snapshot(for: "nuts").items == [])
    #expect(dataSource.lastError == .unknownSection(AnyIdentifier("nuts")))
    // Nothing else changed, and the section can still be added by a section snapshot.
    #expect(dataSource.snapshot().sectionIdentifiers == ["fruit", "vegetables"])
    var nuts = NSDiffableDataSourceSectionSnapshot<Int>()
    nuts.append([7, 8])
    dataSource.apply(nuts, to: "nuts", animatingDifferences: false)
    #expect(host.itemCounts == [2, 1, 2])
    #expect(dataSource.snapshot(for: "nuts").items == [7, 8])
    #expect(dataSource.lastError == .unknownSection(AnyIdentifier("nuts")))
  }
}
#endif
