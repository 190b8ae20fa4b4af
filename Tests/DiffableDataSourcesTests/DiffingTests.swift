import DiffableDataSources
import Testing

@Suite struct DiffingTests {}

extension DiffingTests {
  @Test func identicalSnapshotsGiveAnEmptyBatch() throws {
    let snapshot = try makeSnapshot(["A": [1, 2], "B": [3]])
    #expect(BatchUpdate(from: snapshot, to: snapshot).isEmpty)
  }

  @Test func flatChangesAreDeletesAgainstOldAndInsertsAgainstNew() throws {
    let old = try makeSnapshot(["A": [1, 2, 3, 4]])
    let new = try makeSnapshot(["A": [5, 1, 3, 4, 6]])
    let batch = BatchUpdate(from: old, to: new)
    #expect(batch.deletedItems == [ItemPosition(item: 1, section: 0)])
    #expect(
      batch.insertedItems == [ItemPosition(item: 0, section: 0), ItemPosition(item: 4, section: 0)])
    #expect(batch.movedItems.isEmpty)
  }

  @Test func aSingleItemMovedAcrossTheListIsOneMove() throws {
    let old = try makeSnapshot(["A": [1, 2, 3, 4, 5]])
    let new = try makeSnapshot(["A": [2, 3, 4, 5, 1]])
    let batch = BatchUpdate(from: old, to: new)
    #expect(
      batch.movedItems == [
        ItemMove(from: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 4, section: 0))
      ])
    #expect(batch.deletedItems.isEmpty && batch.insertedItems.isEmpty)
  }

  @Test func itemsChangingSectionsAreMoves() throws {
    let old = try makeSnapshot(["A": [1, 2], "B": [3]])
    let new = try makeSnapshot(["A": [2], "B": [3, 1]])
    let batch = BatchUpdate(from: old, to: new)
    #expect(
      batch.movedItems == [
        ItemMove(from: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 1, section: 1))
      ])
  }

  @Test func sectionChangesCoverTheirItems() throws {
    let old = try makeSnapshot(["A": [1, 2], "B": [3], "C": [4]])
    let new = try makeSnapshot(["C": [4], "D": [5, 1], "B": [3]])
    let batch = BatchUpdate(from: old, to: new)
    #expect(batch.deletedSections == [0])
    #expect(batch.insertedSections == [1])
    #expect(batch.movedSections.count == 1)
    // Item 1 leaves a deleted section for an inserted one: covered by the section changes.
    #expect(batch.movedItems.isEmpty && batch.insertedItems.isEmpty && batch.deletedItems.isEmpty)
  }

  @Test func anItemLeavingADeletedSectionForASurvivingOneIsAnInsert() throws {
    let old = try makeSnapshot(["A": [1, 2], "B": [3]])
    let new = try makeSnapshot(["B": [3, 1]])
    let batch = BatchUpdate(from: old, to: new)
    #expect(batch.deletedSections == [0])
    #expect(batch.insertedItems == [ItemPosition(item: 1, section: 0)])
    #expect(batch.movedItems.isEmpty)
  }

  @Test func reloadsNameOldPositionsAndReconfiguresNameNewOnes() throws {
    let old = try makeSnapshot(["A": [1, 2, 3]])
    var new = try makeSnapshot(["A": [0, 1, 2, 3]])
    try new.reloadItems([2])
    try new.reconfigureItems([3])
    let batch = BatchUpdate(from: old, to: new)
    #expect(batch.reloadedItems == [ItemPosition(item: 1, section: 0)])
    #expect(batch.reconfiguredItems == [ItemPosition(item: 3, section: 0)])
  }

  @Test func aReloadedItemThatMovesBecomesADeleteAndAnInsert() throws {
    let old = try makeSnapshot(["A": [1, 2, 3]])
    var new = try makeSnapshot(["A": [2, 3, 1]])
    try new.reloadItems([1])
    let batch = BatchUpdate(from: old, to: new)
    #expect(batch.movedItems.isEmpty && batch.reloadedItems.isEmpty)
    #expect(batch.deletedItems == [ItemPosition(item: 0, section: 0)])
    #expect(batch.insertedItems == [ItemPosition(item: 2, section: 0)])
  }

  @Test func reloadedSectionsAreReloadedOrReplacedWhenTheyMove() throws {
    let old = try makeSnapshot(["A": [1], "B": [2], "C": [3]])
    var new = try makeSnapshot(["B": [2], "C": [3, 4], "A": [1]])
    try new.reloadSections(["A", "C"])
    let batch = BatchUpdate(from: old, to: new)
    #expect(batch.reloadedSections == [2])
    #expect(batch.deletedSections == [0])
    #expect(batch.insertedSections == [2])
    #expect(batch.insertedItems.isEmpty)
  }

  @Test func unchangedSectionsSharingStorageAreSkipped() throws {
    var old = DataSourceSnapshot<Int, Int>()
    try old.appendSections(Array(0..<100))
    for section in 0..<100 {
      try old.appendItems(Array(section * 100..<section * 100 + 100), toSection: section)
    }
    var new = old
    try new.moveItem(5_050, beforeItem: 5_000)
    let batch = BatchUpdate(from: old, to: new)
    #expect(
      batch.movedItems == [
        ItemMove(from: ItemPosition(item: 50, section: 50), to: ItemPosition(item: 0, section: 50))
      ])
  }
}
