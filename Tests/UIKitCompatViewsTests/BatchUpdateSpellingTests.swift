#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// UIKit's batch update spellings on the layout-only host and on the view: one batch per
/// `performBatchUpdates` closure, measured sizes following their items (rule 21a), counts
/// from the view's data source or derived on the host, and refused batches recorded by name
/// with nothing changed.
@Suite struct BatchUpdateSpellingTests {
  /// Full-width rows estimated 44 pt tall.
  static var layout: UICollectionViewLayout {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// Those rows in a 375 × 812 layout-only host.
  static func host(itemCounts: [Int]) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  /// Those rows in a 375 × 812 view whose data source is `counts`.
  static func view(_ counts: ItemCounts) -> UICollectionView {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
    view.dataSource = counts
    return view
  }

  /// Gives item `item` of `section` a measured height.
  static func measure(
    _ host: CollectionViewLayoutHost, _ item: Int, _ section: Int = 0, height: CGFloat
  ) {
    host.setPreferredSize(
      CGSize(width: 375, height: height), forItemAt: IndexPath(item: item, section: section))
  }

  /// Gives item `item` of `section` of `view` a measured height, as its cell would.
  static func measure(_ view: UICollectionView, _ item: Int, _ section: Int = 0, height: CGFloat) {
    view.core.setPreferredSize(
      LayoutSize(width: 375, height: Double(height)),
      for: .cell(at: LayoutIndexPath(item: item, section: section)))
  }

  /// The heights of the first `count` items of `section`.
  static func heights(_ host: CollectionViewLayoutHost, _ count: Int, section: Int = 0)
    -> [CGFloat?]
  {
    (0..<count).map {
      host.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame.height
    }
  }

  /// The heights of the first `count` items of `section` of `view`.
  static func heights(_ view: UICollectionView, _ count: Int, section: Int = 0) -> [CGFloat?] {
    (0..<count).map {
      view.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame.height
    }
  }
}

extension BatchUpdateSpellingTests {
  @Test func oneBatchOfEveryKindKeepsTheSizesOfTheItemsThatSurvive() throws {
    // Rows A…E measured 100, 60, –, 80, 50. Delete B, reload D, move E to the second place,
    // insert X first: X, E, A, C, D, with E and A keeping their sizes and D losing its own.
    let host = Self.host(itemCounts: [5])
    for (item, height) in [(0, 100.0), (1, 60.0), (3, 80.0), (4, 50.0)] {
      Self.measure(host, item, height: height)
    }
    var finished: [Bool] = []
    host.performBatchUpdates(
      {
        host.deleteItems(at: [IndexPath(item: 1, section: 0)])
        host.reloadItems(at: [IndexPath(item: 3, section: 0)])
        host.moveItem(at: IndexPath(item: 4, section: 0), to: IndexPath(item: 1, section: 0))
        host.insertItems(at: [IndexPath(item: 0, section: 0)])
      }, completion: { finished.append($0) })
    #expect(finished == [true])
    #expect(host.lastError == nil)
    #expect(host.itemCounts == [5])
    #expect(Self.heights(host, 5) == [44, 50, 100, 44, 44])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      ExpectedRect(0, 94, 375, 100))  // below X (44) and E (50)
    expectSize(host.collectionViewContentSize, 375, 282)  // 44 + 50 + 100 + 44 + 44
    try host.core.solvedLayout.checkInvariants()
  }

  @Test func aMovedItemTakesItsMeasuredSizeToAnotherSection() throws {
    let host = Self.host(itemCounts: [3, 2])
    Self.measure(host, 0, 0, height: 100)
    host.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 1))
    #expect(host.itemCounts == [2, 3])
    #expect(Self.heights(host, 2, section: 0) == [44, 44])
    // Section 1 starts at 88, after two rows; the moved item follows two more.
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame,
      ExpectedRect(0, 176, 375, 100))
    try host.core.solvedLayout.checkInvariants()
  }

  @Test func aDeleteOutOfRangeIsRecordedAndChangesNothing() {
    let host = Self.host(itemCounts: [3])
    Self.measure(host, 1, height: 60)
    var finished: [Bool] = []
    host.performBatchUpdates(
      {
        host.deleteItems(at: [IndexPath(item: 0, section: 0)])
        host.deleteItems(at: [IndexPath(item: 5, section: 0)])
      }, completion: { finished.append($0) })
    #expect(finished == [false])
    #expect(host.lastError == .itemOutOfRange(LayoutIndexPath(item: 5, section: 0)))
    #expect(host.itemCounts == [3])
    #expect(Self.heights(host, 3) == [44, 60, 44])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame,
      ExpectedRect(0, 104, 375, 44))
  }

  @Test func countsTheDataSourceDisagreesWithAreRecordedAndChangeNothing() {
    let counts = ItemCounts([3])
    let view = Self.view(counts)
    #expect(view.itemCounts == [3])
    Self.measure(view, 2, height: 70)
    counts.counts = [5]  // two items added to the model, one inserted
    view.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.lastError == .updateRefused(.countMismatch(section: 0, expected: 5, actual: 4)))
    #expect(view.core.itemCounts == [3])
    #expect(Self.heights(view, 3) == [44, 44, 70])
    expectSize(view.contentSize, 375, 158)  // 44 + 44 + 70
  }

  @Test func anIndexPathOfOtherThanTwoIndicesIsRefusedAsOutOfRange() {
    let host = Self.host(itemCounts: [3])
    host.deleteItems(at: [IndexPath(index: 1)])
    #expect(host.lastError == .itemOutOfRange(LayoutIndexPath(item: -1, section: -1)))
    #expect(host.itemCounts == [3])
  }

  @Test func theDataSourceGivesTheCountOfAnInsertedSection() throws {
    let counts = ItemCounts([2])
    let view = Self.view(counts)
    counts.counts = [2, 3]
    view.insertSections(IndexSet(integer: 1))
    #expect(view.lastError == nil)
    #expect(view.itemCounts == [2, 3])
    expectFrame(
      view.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame,
      ExpectedRect(0, 176, 375, 44))
    try view.core.solvedLayout.checkInvariants()
  }

  @Test func withoutADataSourceCountsAreDerivedAndAnInsertedSectionStartsEmpty() {
    let host = Self.host(itemCounts: [2, 4])
    host.performBatchUpdates {
      host.insertSections(IndexSet(integer: 0))
      host.deleteSections(IndexSet(integer: 0))
      host.insertItems(at: [IndexPath(item: 0, section: 1), IndexPath(item: 5, section: 1)])
    }
    #expect(host.lastError == nil)
    #expect(host.itemCounts == [0, 6])
    host.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(host.itemCounts == [1, 6])
    expectSize(host.collectionViewContentSize, 375, 308)  // 7 rows of 44
  }

  @Test func sectionsMoveAndReloadWithTheirSizes() {
    let host = Self.host(itemCounts: [1, 2, 1])
    Self.measure(host, 0, 0, height: 100)
    Self.measure(host, 0, 1, height: 60)
    Self.measure(host, 0, 2, height: 80)
    host.performBatchUpdates {
      host.moveSection(0, toSection: 2)
      host.reloadSections(IndexSet(integer: 2))
    }
    #expect(host.lastError == nil)
    // Old 1 (60, 44), old 2 reloaded (44), old 0 (100).
    #expect(host.itemCounts == [2, 1, 1])
    #expect(Self.heights(host, 2, section: 0) == [60, 44])
    #expect(Self.heights(host, 1, section: 1) == [44])
    #expect(Self.heights(host, 1, section: 2) == [100])
  }

  @Test func reconfiguredItemsKeepTheirSize() {
    let host = Self.host(itemCounts: [2])
    Self.measure(host, 1, height: 90)
    host.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
    #expect(host.lastError == nil)
    #expect(Self.heights(host, 2) == [44, 90])
  }

  @Test func nestedBatchesJoinTheOuterOneAndCompletionsRunInCallOrder() {
    // With the data source at 3, a delete and an insert add up only as one batch.
    let counts = ItemCounts([3])
    let view = Self.view(counts)
    Self.measure(view, 2, height: 70)
    var calls: [String] = []
    view.performBatchUpdates(
      {
        view.performBatchUpdates(
          { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) },
          completion: { calls.append("inner \($0)") })
        view.insertItems(at: [IndexPath(item: 2, section: 0)])
      }, completion: { calls.append("outer \($0)") })
    #expect(calls == ["outer true", "inner true"])
    #expect(view.lastError == nil)
    #expect(Self.heights(view, 3) == [44, 70, 44])
  }

  @Test func theCompletionRunsOnceTheNewCountsAreShown() {
    let host = Self.host(itemCounts: [2])
    var seen: [[Int]] = []
    host.performBatchUpdates(
      { host.insertItems(at: [IndexPath(item: 2, section: 0)]) },
      completion: { _ in seen.append(host.itemCounts) })
    host.performBatchUpdates(nil, completion: { _ in seen.append(host.itemCounts) })
    #expect(seen == [[3], [3]])
  }

  @Test func reloadDataTakesTheDataSourceCountsAndKeepsSizesOfUnchangedSections() {
    let counts = ItemCounts([3, 2])
    let view = Self.view(counts)
    Self.measure(view, 0, 0, height: 100)
    Self.measure(view, 0, 1, height: 70)
    counts.counts = [4, 2]
    view.reloadData()
    #expect(view.itemCounts == [4, 2])
    #expect(Self.heights(view, 1, section: 0) == [44])
    #expect(Self.heights(view, 1, section: 1) == [70])
  }

  @Test func reloadDataWithoutADataSourceLaysOutAgainWithTheSameCounts() {
    var providerCalls = 0
    let layout = UICollectionViewCompositionalLayout { _, _ in
      providerCalls += 1
      return SampleLayouts.listSection()
    }
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [3, 4])
    expectSize(host.collectionViewContentSize, 375, 308)  // 7 rows of 44
    host.reloadData()
    expectSize(host.collectionViewContentSize, 375, 308)
    #expect(host.itemCounts == [3, 4])
    #expect(providerCalls == 4)  // two sections, two passes
  }

  @Test func reloadDataInsideABatchMakesItAReload() {
    let counts = ItemCounts([3])
    let view = Self.view(counts)
    counts.counts = [7]
    var finished: [Bool] = []
    view.performBatchUpdates(
      {
        view.deleteItems(at: [IndexPath(item: 9, section: 0)])
        view.reloadData()
      }, completion: { finished.append($0) })
    #expect(finished == [true])
    #expect(view.lastError == nil)
    #expect(view.itemCounts == [7])
  }

  @Test func aDiffableDataSourceIsTheViewsDataSourceAndRefusesStrayInserts() {
    let view = Self.view(ItemCounts([4]))
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      _, _, _ in UICollectionViewCell(frame: .zero)
    }
    #expect(view.dataSource === dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["main"])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot)
    // The snapshot still holds three items, so an insert outside it does not add up.
    view.insertItems(at: [IndexPath(item: 0, section: 0)])
    #expect(view.lastError == .updateRefused(.countMismatch(section: 0, expected: 3, actual: 4)))
    view.reloadData()
    #expect(view.itemCounts == [3])
  }
}
#endif
