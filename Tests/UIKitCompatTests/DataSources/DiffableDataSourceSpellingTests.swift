#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// UIKit's `UICollectionViewDiffableDataSource` over a real host: the host's counts, content
/// size and frames follow every apply, and the cell provider's values come back by index path.
@Suite struct DiffableDataSourceSpellingTests {
  typealias DataSource = UICollectionViewDiffableDataSource<String, Int>
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  /// What the cell provider makes: the item and where it was asked for.
  struct Cell: Equatable {
    let item: Int
    let indexPath: IndexPath
  }

  /// A 375 × 812 host of 44-point rows.
  static func host(itemCounts: [Int] = []) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.listSection()),
      size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  static func dataSource(_ host: CollectionViewLayoutHost) -> DataSource {
    DataSource(collectionView: host) { _, indexPath, item in
      Cell(item: item, indexPath: indexPath)
    }
  }

  /// Every cell the data source would show, section by section.
  static func shownCells(_ dataSource: DataSource, _ host: CollectionViewLayoutHost) -> [[Int]] {
    (0..<dataSource.numberOfSections(in: host)).map { section in
      (0..<dataSource.collectionView(host, numberOfItemsInSection: section)).compactMap {
        (dataSource.collectionView(host, cellForItemAt: IndexPath(item: $0, section: section))
          as? Cell)?.item
      }
    }
  }
}

extension DiffableDataSourceSpellingTests {
  @Test func hostKeepsInStepAcrossSeveralApplies() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    var snapshot = Snapshot()
    var steps: [(counts: [Int], cells: [[Int]])] = []
    func applyAndRecord() {
      dataSource.apply(snapshot)
      steps.append((host.itemCounts, Self.shownCells(dataSource, host)))
      let total = host.itemCounts.reduce(0, +)
      #expect(host.collectionViewContentSize == CGSize(width: 375, height: CGFloat(total) * 44))
      #expect(host.numberOfSections == snapshot.numberOfSections)
      if let lastSection = host.itemCounts.indices.last, host.itemCounts[lastSection] > 0 {
        let last = IndexPath(item: host.itemCounts[lastSection] - 1, section: lastSection)
        #expect(
          host.layoutAttributesForItem(at: last)?.frame
            == CGRect(x: 0, y: CGFloat(total - 1) * 44, width: 375, height: 44))
      }
    }

    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([0, 1, 2, 3, 4], toSection: "a")
    snapshot.appendItems([5, 6, 7], toSection: "b")
    applyAndRecord()
    snapshot.insertSections(["c"], beforeSection: "a")
    snapshot.appendItems([20, 21], toSection: "c")
    snapshot.deleteItems([1])
    applyAndRecord()
    snapshot.moveItem(6, beforeItem: 0)
    applyAndRecord()
    snapshot.deleteSections(["a"])
    applyAndRecord()
    snapshot.moveSection("b", beforeSection: "c")
    snapshot.reloadItems([5])
    snapshot.reconfigureItems([20])
    applyAndRecord()
    snapshot.deleteAllItems()
    applyAndRecord()

    #expect(snapshot.lastError == nil)
    #expect(steps.map(\.counts) == [[5, 3], [2, 4, 3], [2, 5, 2], [2, 2], [2, 2], []])
    #expect(
      steps.map(\.cells) == [
        [[0, 1, 2, 3, 4], [5, 6, 7]],
        [[20, 21], [0, 2, 3, 4], [5, 6, 7]],
        [[20, 21], [6, 0, 2, 3, 4], [5, 7]],
        [[20, 21], [5, 7]],
        [[5, 7], [20, 21]],
        [],
      ])
  }

  @Test func constructionEmptiesTheHost() {
    let host = Self.host(itemCounts: [5, 5])
    let dataSource = Self.dataSource(host)
    #expect(host.itemCounts == [])
    #expect(dataSource.numberOfSections(in: host) == 0)
    #expect(host.collectionViewContentSize.height == 0)
  }

  @Test func identifiersAndIndexPathsRoundTrip() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([10, 11], toSection: "a")
    snapshot.appendItems([12], toSection: "b")
    dataSource.apply(snapshot, animatingDifferences: false)

    #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 12)
    #expect(dataSource.indexPath(for: 11) == IndexPath(item: 1, section: 0))
    #expect(dataSource.sectionIdentifier(for: 1) == "b")
    #expect(dataSource.index(for: "a") == 0)
    #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == nil)
    #expect(dataSource.itemIdentifier(for: IndexPath(indexes: [0, 0, 0])) == nil)
    #expect(dataSource.indexPath(for: 99) == nil)
    #expect(dataSource.sectionIdentifier(for: 2) == nil)
    #expect(dataSource.index(for: "z") == nil)
    #expect(dataSource.snapshot() == snapshot)
  }

  @Test func cellForItemHandsBackWhatTheProviderMade() {
    let host = Self.host()
    var requests: [IndexPath] = []
    let dataSource = DataSource(collectionView: host) { collectionView, indexPath, item in
      requests.append(indexPath)
      #expect(collectionView === host)
      return item == 2 ? nil : "item \(item)"
    }
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot)

    let first = IndexPath(item: 0, section: 0)
    #expect(dataSource.collectionView(host, cellForItemAt: first) as? String == "item 1")
    #expect(dataSource.collectionView(host, cellForItemAt: IndexPath(item: 1, section: 0)) == nil)
    #expect(dataSource.collectionView(host, cellForItemAt: IndexPath(item: 2, section: 0)) == nil)
    #expect(dataSource.collectionView(host, cellForItemAt: IndexPath(indexes: [0])) == nil)
    #expect(requests == [first, IndexPath(item: 1, section: 0)])
  }

  @Test func supplementaryViewProviderAnswersByKindAndIndexPath() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    let header = IndexPath(item: 0, section: 0)
    let kind = UICollectionView.elementKindSectionHeader
    #expect(
      dataSource.collectionView(host, viewForSupplementaryElementOfKind: kind, at: header) == nil)
    dataSource.supplementaryViewProvider = { _, kind, indexPath in "\(kind) \(indexPath)" }
    #expect(
      dataSource.collectionView(host, viewForSupplementaryElementOfKind: kind, at: header)
        as? String == "UICollectionElementKindSectionHeader [0, 0]")
  }

  @Test func reloadDataAppliesWithoutDiffingAndLaysOutAgain() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([4], toSection: "b")
    var completions = 0
    dataSource.applySnapshotUsingReloadData(snapshot) { completions += 1 }
    #expect(host.itemCounts == [3, 1])
    let passes = host.core.layoutPassCount
    _ = host.collectionViewContentSize
    dataSource.applySnapshotUsingReloadData(snapshot) { completions += 1 }
    _ = host.collectionViewContentSize
    #expect(host.core.layoutPassCount == passes + 2)
    #expect(completions == 2)
    #expect(Self.shownCells(dataSource, host) == [[1, 2, 3], [4]])
  }

  @Test func dataSourceSnapshotDropsReloadMarks() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    dataSource.apply(snapshot)
    snapshot.reloadItems([1])
    snapshot.reconfigureItems([2])
    snapshot.reloadSections(["a"])
    dataSource.apply(snapshot)
    let current = dataSource.snapshot()
    #expect(current.itemIdentifiers == [1, 2])
    #expect(current.reloadedItemIdentifiers.isEmpty)
    #expect(current.reconfiguredItemIdentifiers.isEmpty)
    #expect(current.reloadedSectionIdentifiers.isEmpty)
  }

  @Test func applyMadeFromACompletionRunsAfterTheRunningOne() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    var first = Snapshot()
    first.appendSections(["a"])
    first.appendItems([1, 2, 3])
    var second = first
    second.deleteItems([2])
    var log: [String] = []
    dataSource.apply(first) {
      log.append("first done with \(host.itemCounts)")
      dataSource.apply(second) { log.append("second done with \(host.itemCounts)") }
      log.append("second queued, showing \(dataSource.snapshot().itemIdentifiers)")
    }
    #expect(
      log == [
        "first done with [3]", "second queued, showing [1, 3]", "second done with [2]",
      ])
    #expect(host.itemCounts == [2])
  }

  @Test func snapshotWithARefusedCallStillApplies() {
    let host = Self.host()
    let dataSource = Self.dataSource(host)
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2])
    snapshot.appendSections(["a"])
    #expect(snapshot.lastError == .duplicateSection(AnyIdentifier("a")))
    dataSource.apply(snapshot)
    #expect(host.itemCounts == [2])
    #expect(dataSource.snapshot().lastError == nil)
  }
}
#endif
