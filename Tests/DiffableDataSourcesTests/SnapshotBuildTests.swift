import DiffableDataSources
import Testing

/// Building a snapshot by appending: the one-hash path for fresh items, its fall-back to the
/// general path, and reserved capacity.
@Suite struct SnapshotBuildTests {}

extension SnapshotBuildTests {
  @Test func aRefusedAppendLeavesEveryLookupAsItWas() throws {
    var snapshot = try makeSnapshot(["A": [1, 2], "B": [3]])
    #expect(throws: DataSourceError.duplicateIdentifiers([AnyIdentifier(4)])) {
      try snapshot.appendItems([4, 5, 4, 1], toSection: "B")
    }
    #expect(snapshot.indexOfItem(4) == nil)
    #expect(snapshot.indexOfItem(5) == nil)
    #expect(snapshot.indexOfItem(1) == 0)
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "A")
    #expect(snapshot.indexOfItem(3) == 2)
    try snapshot.checkInvariants()
    try snapshot.appendItems([4, 5], toSection: "B")
    try snapshot.checkInvariants()
    #expect(sectionContents(snapshot) == [[1, 2], [3, 4, 5]])
    #expect(snapshot.indexOfItem(5) == 4)
  }

  @Test func appendingFreshItemsAroundOnePresentElsewhereMovesItAndIndexesAll() throws {
    var snapshot = try makeSnapshot(["A": [1, 2], "B": [3]])
    try snapshot.appendItems([7, 8, 1, 9], toSection: "B")
    #expect(sectionContents(snapshot) == [[2], [3, 7, 8, 1, 9]])
    #expect([2, 3, 7, 8, 1, 9].map { snapshot.indexOfItem($0) } == [0, 1, 2, 3, 4, 5])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
    #expect(snapshot.numberOfItems == 6)
    try snapshot.checkInvariants()
  }

  @Test func anAppendedArrayStaysTheCallersOwn() throws {
    var items = [1, 2, 3]
    var snapshot = try makeSnapshot(["A": []])
    try snapshot.appendItems(items, toSection: "A")
    items.append(4)
    try snapshot.appendItems([5], toSection: "A")
    #expect(items == [1, 2, 3, 4])
    #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3, 5])
  }

  @Test func reservingCapacityKeepsTheContentsAndMakesRoomForTheCount() throws {
    var snapshot = try makeSnapshot(["A": [1, 2]])
    let before = snapshot
    snapshot.reserveCapacity(items: 5_000, sections: 10)
    #expect(snapshot == before)
    let reserved = snapshot.itemCapacity
    #expect(reserved >= 5_000)
    try snapshot.appendSections(["B", "C"])
    try snapshot.appendItems(Array(100..<2_600), toSection: "B")
    try snapshot.appendItems(Array(3_000..<5_498), toSection: "C")
    #expect(snapshot.numberOfItems == 5_000)
    #expect(snapshot.itemCapacity == reserved)
    #expect(snapshot.indexOfItem(3_000) == 2_502)
    try snapshot.checkInvariants()
  }

  @Test func reservingNoMoreThanIsHeldChangesNothing() throws {
    var snapshot = try makeSnapshot(["A": [1, 2, 3]])
    let before = snapshot
    let capacity = snapshot.itemCapacity
    #expect(capacity >= 3)
    snapshot.reserveCapacity(items: 2, sections: 1)
    snapshot.reserveCapacity(items: -1, sections: -5)
    #expect(snapshot == before)
    #expect(snapshot.itemCapacity == capacity)
  }
}
