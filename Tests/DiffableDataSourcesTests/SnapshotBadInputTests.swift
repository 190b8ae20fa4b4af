import DiffableDataSources
import Testing

/// One test per row of the bad-input table in `docs/data-sources.md`: the named error (or the
/// documented no-op or move), and the snapshot unchanged after a failure.
@Suite struct SnapshotBadInputTests {}

extension SnapshotBadInputTests {
  @Test func appendingTheSameItemTwiceInOneCallThrowsAndLeavesSnapshotUnchanged() throws {
    let snapshot = try makeSnapshot(["A": [1]])
    expectRejection(snapshot, with: .duplicateIdentifiers([AnyIdentifier(2), AnyIdentifier(3)])) {
      try $0.appendItems([2, 3, 2, 3, 2])
    }
    expectRejection(snapshot, with: .duplicateIdentifiers([AnyIdentifier(4)])) {
      try $0.insertItems([4, 4], beforeItem: 1)
    }
  }

  @Test func appendingTheSameSectionTwiceInOneCallThrowsAndLeavesSnapshotUnchanged() throws {
    let snapshot = try makeSnapshot(["A": [1]])
    expectRejection(snapshot, with: .duplicateIdentifiers([AnyIdentifier("B")])) {
      try $0.appendSections(["B", "B"])
    }
  }

  @Test func appendingAnItemPresentElsewhereMovesIt() throws {
    var snapshot = try makeSnapshot(["A": [1, 2], "B": [3]])
    try snapshot.appendItems([1], toSection: "B")
    #expect(sectionContents(snapshot) == [[2], [3, 1]])
    #expect(snapshot.numberOfItems == 3)
  }

  @Test func appendingAPresentSectionThrowsAndLeavesSnapshotUnchanged() throws {
    let snapshot = try makeSnapshot(["A": [1], "B": []])
    expectRejection(snapshot, with: .duplicateSection(AnyIdentifier("A"))) {
      try $0.appendSections(["C", "A"])
    }
    expectRejection(snapshot, with: .duplicateSection(AnyIdentifier("B"))) {
      try $0.insertSections(["B"], afterSection: "A")
    }
  }

  @Test func appendingItemsWithNoSectionsThrowsNoSections() {
    let snapshot = DataSourceSnapshot<String, Int>()
    expectRejection(snapshot, with: .noSections) { try $0.appendItems([1]) }
  }

  @Test func appendingItemsToAnUnknownSectionThrowsAndLeavesSnapshotUnchanged() throws {
    let snapshot = try makeSnapshot(["A": [1]])
    expectRejection(snapshot, with: .unknownSection(AnyIdentifier("Z"))) {
      try $0.appendItems([1, 2], toSection: "Z")
    }
  }

  @Test func insertingOrMovingRelativeToAnUnknownItemThrowsUnknownItem() throws {
    let snapshot = try makeSnapshot(["A": [1, 2]])
    expectRejection(snapshot, with: .unknownItem(AnyIdentifier(9))) {
      try $0.insertItems([3], beforeItem: 9)
    }
    expectRejection(snapshot, with: .unknownItem(AnyIdentifier(9))) {
      try $0.insertItems([1], afterItem: 9)
    }
    expectRejection(snapshot, with: .unknownItem(AnyIdentifier(9))) {
      try $0.moveItem(1, beforeItem: 9)
    }
    expectRejection(snapshot, with: .unknownItem(AnyIdentifier(8))) {
      try $0.moveItem(8, afterItem: 1)
    }
    expectRejection(snapshot, with: .anchorAmongInsertedItems(AnyIdentifier(2))) {
      try $0.insertItems([1, 2], afterItem: 2)
    }
  }

  @Test func insertingOrMovingRelativeToAnUnknownSectionThrowsUnknownSection() throws {
    let snapshot = try makeSnapshot(["A": [1], "B": [2]])
    expectRejection(snapshot, with: .unknownSection(AnyIdentifier("Z"))) {
      try $0.insertSections(["C"], beforeSection: "Z")
    }
    expectRejection(snapshot, with: .unknownSection(AnyIdentifier("Z"))) {
      try $0.moveSection("A", afterSection: "Z")
    }
    expectRejection(snapshot, with: .unknownSection(AnyIdentifier("Z"))) {
      try $0.moveSection("Z", beforeSection: "A")
    }
  }

  @Test func movingAnItemRelativeToItselfIsANoOp() throws {
    var snapshot = try makeSnapshot(["A": [1, 2, 3]])
    let before = snapshot
    try snapshot.moveItem(2, beforeItem: 2)
    try snapshot.moveItem(2, afterItem: 2)
    try snapshot.moveSection("A", afterSection: "A")
    #expect(snapshot == before)
  }

  @Test func reloadingOrReconfiguringAMissingItemThrowsAndMarksNothing() throws {
    let snapshot = try makeSnapshot(["A": [1, 2]])
    expectRejection(snapshot, with: .unknownItem(AnyIdentifier(7))) {
      try $0.reloadItems([1, 7])
    }
    expectRejection(snapshot, with: .unknownItem(AnyIdentifier(7))) {
      try $0.reconfigureItems([2, 7])
    }
    expectRejection(snapshot, with: .unknownSection(AnyIdentifier("Q"))) {
      try $0.reloadSections(["A", "Q"])
    }
  }

  @Test func itemsOfAnUnknownSectionAreEmptyOrAThrownError() throws {
    let snapshot = try makeSnapshot(["A": [1]])
    #expect(snapshot.itemIdentifiers(inSection: "Z").isEmpty)
    #expect(snapshot.numberOfItems(inSection: "Z") == 0)
    #expect(throws: DataSourceError.unknownSection(AnyIdentifier("Z"))) {
      try snapshot.itemIdentifiers(inExistingSection: "Z")
    }
    #expect(try snapshot.itemIdentifiers(inExistingSection: "A") == [1])
  }

  @Test func erasedIdentifiersCompareByTypeAndValue() {
    #expect(AnyIdentifier(1) == AnyIdentifier(1))
    #expect(AnyIdentifier(1) != AnyIdentifier("1"))
    #expect(AnyIdentifier("a").description == "a")
  }
}
