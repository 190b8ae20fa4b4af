import DataSourceHosting
import DiffableDataSources
import LayoutGeometry
import LayoutResolution
import Testing

/// Interactive movement through a diffable data source (rule 30): `canReorderItem` asked when
/// a movement begins, the move committed through the reordering handlers when it ends, and
/// the item returned when the data source refuses it.
@Suite struct InteractiveReorderingTests {
  /// Rows of five 75 pt squares in a 375 × 812 host: section "a" holds items 0–9 (y 0 and
  /// 75), section "b" items 10–19 (y 150 and 225), every item reorderable.
  static func setUp() throws -> (LayoutHost, DiffableDataSource<String, Int>, Log) {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [])
    let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
    var snapshot = DataSourceSnapshot<String, Int>()
    try snapshot.appendSections(["a", "b"])
    try snapshot.appendItems(Array(0..<10), toSection: "a")
    try snapshot.appendItems(Array(10..<20), toSection: "b")
    dataSource.apply(snapshot)
    let log = Log()
    dataSource.reorderingHandlers.canReorderItem = { item in
      log.asked.append(item)
      return !log.refused.contains(item)
    }
    dataSource.reorderingHandlers.willReorder = {
      log.will.append($0.finalSnapshot.itemIdentifiers)
    }
    dataSource.reorderingHandlers.didReorder = { log.did.append($0.finalSnapshot.itemIdentifiers) }
    return (host, dataSource, log)
  }

  /// What the handlers were asked and told.
  final class Log {
    var refused: Set<Int> = []
    var asked: [Int] = []
    var will: [[Int]] = []
    var did: [[Int]] = []
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }
}

extension InteractiveReorderingTests {
  @Test func endingAMovementReordersTheSnapshotThroughTheHandlers() throws {
    let (host, dataSource, log) = try Self.setUp()
    #expect(
      try host.beginInteractiveMovement(ofItemAt: Self.path(3), reorderingThrough: dataSource))
    #expect(log.asked == [3])
    // Over item 13 of section "b": column 3 of row 2.
    try host.updateInteractiveMovement(to: LayoutPoint(x: 262.5, y: 187.5))
    #expect(host.itemCounts == [9, 11])
    // The data source is told nothing until the end.
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "a") == Array(0..<10))
    let outcome = try host.endInteractiveMovement(reorderingThrough: dataSource)
    #expect(outcome == .moved(LayoutUpdate.ItemMove(from: Self.path(3), to: Self.path(3, 1))))
    let final = [0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 3, 13, 14, 15, 16, 17, 18, 19]
    #expect(dataSource.snapshot().itemIdentifiers == final)
    #expect(log.will == [final])
    #expect(log.did == [final])
    #expect(host.itemCounts == [9, 11])
    #expect(host.interactiveMovement == nil)
  }

  @Test func canReorderItemRefusalStopsTheMovementBeforeItBegins() throws {
    let (host, dataSource, log) = try Self.setUp()
    log.refused = [3]
    #expect(
      try !host.beginInteractiveMovement(ofItemAt: Self.path(3), reorderingThrough: dataSource))
    #expect(host.interactiveMovement == nil)
    #expect(host.itemCounts == [10, 10])
  }

  @Test func withReorderingOffNoMovementBegins() throws {
    let (host, dataSource, _) = try Self.setUp()
    dataSource.reorderingHandlers.canReorderItem = nil
    #expect(
      try !host.beginInteractiveMovement(ofItemAt: Self.path(0), reorderingThrough: dataSource))
    #expect(host.interactiveMovement == nil)
  }

  @Test func aMoveTheDataSourceRefusesAtTheEndReturnsTheItem() throws {
    let (host, dataSource, log) = try Self.setUp()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3), reorderingThrough: dataSource)
    try host.updateInteractiveMovement(to: LayoutPoint(x: 262.5, y: 187.5))
    log.refused = [3]
    let outcome = try host.endInteractiveMovement(reorderingThrough: dataSource)
    #expect(outcome == .returned(Self.path(3)))
    #expect(log.asked == [3, 3])
    #expect(log.did.isEmpty)
    #expect(dataSource.snapshot().itemIdentifiers == Array(0..<20))
    #expect(host.itemCounts == [10, 10])
  }

  @Test func anApplyDuringAMovementReturnsTheItemAndUpdatesTheHost() throws {
    let (host, dataSource, _) = try Self.setUp()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3), reorderingThrough: dataSource)
    try host.updateInteractiveMovement(to: LayoutPoint(x: 262.5, y: 187.5))
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([0, 11])
    dataSource.apply(snapshot)
    #expect(host.interactiveMovement == nil)
    #expect(host.itemCounts == [9, 9])
    #expect((dataSource.target as? LayoutHostTarget)?.lastError == nil)
  }

  @Test func aReloadDuringAMovementCancelsItAndDeselectsEverything() throws {
    let (host, dataSource, _) = try Self.setUp()
    try host.selectItem(at: Self.path(5))
    try host.beginInteractiveMovement(ofItemAt: Self.path(3), reorderingThrough: dataSource)
    try host.updateInteractiveMovement(to: LayoutPoint(x: 37.5, y: 112.5))
    dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
    #expect(host.interactiveMovement == nil)
    #expect(host.selection.selectedItems.isEmpty)
    #expect(host.itemCounts == [10, 10])
  }
}
