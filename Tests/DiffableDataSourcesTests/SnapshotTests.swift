import DiffableDataSources
import Testing

@Suite struct SnapshotTests {}

extension SnapshotTests {
  @Test func emptySnapshotHasNoSectionsOrItems() {
    let snapshot = DataSourceSnapshot<String, Int>()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    #expect(snapshot.sectionIdentifiers.isEmpty)
    #expect(snapshot.itemIdentifiers.isEmpty)
    #expect(snapshot.indexOfItem(1) == nil)
  }

  @Test func appendingItemsWithoutSectionFillsTheLastSection() throws {
    var snapshot = DataSourceSnapshot<String, Int>()
    try snapshot.appendSections(["A", "B"])
    try snapshot.appendItems([1, 2])
    try snapshot.appendItems([3], toSection: "A")
    #expect(snapshot.itemIdentifiers(inSection: "A") == [3])
    #expect(snapshot.itemIdentifiers(inSection: "B") == [1, 2])
    #expect(snapshot.itemIdentifiers == [3, 1, 2])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.numberOfItems(inSection: "B") == 2)
  }

  @Test func lookupsAnswerAcrossSections() throws {
    let snapshot = try makeSnapshot(["A": [1, 2, 3], "B": [], "C": [4, 5]])
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(5) == 4)
    #expect(snapshot.indexOfSection("C") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "C")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.numberOfItems(inSection: "B") == 0)
  }

  @Test func sectionsAndItemsMayShareIdentifierValues() throws {
    var snapshot = DataSourceSnapshot<Int, Int>()
    try snapshot.appendSections([1])
    try snapshot.appendItems([1])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
  }

  @Test func insertingItemsBeforeAndAfterAnAnchorPlacesThemInItsSection() throws {
    var snapshot = try makeSnapshot(["A": [1, 2], "B": [3]])
    try snapshot.insertItems([10, 11], beforeItem: 2)
    try snapshot.insertItems([12], afterItem: 3)
    #expect(sectionContents(snapshot) == [[1, 10, 11, 2], [3, 12]])
    #expect(snapshot.indexOfItem(2) == 3)
    #expect(snapshot.indexOfItem(12) == 5)
  }

  @Test func insertingPresentItemsMovesThem() throws {
    var snapshot = try makeSnapshot(["A": [1, 2, 3], "B": [4]])
    try snapshot.insertItems([1, 4], afterItem: 3)
    #expect(sectionContents(snapshot) == [[2, 3, 1, 4], []])
  }

  @Test func movingItemsAcrossSectionsUpdatesEveryLookup() throws {
    var snapshot = try makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
    try snapshot.moveItem(1, afterItem: 5)
    try snapshot.moveItem(4, beforeItem: 2)
    #expect(sectionContents(snapshot) == [[4, 2, 3], [5, 1]])
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
    #expect(snapshot.indexOfItem(1) == 4)
    #expect(snapshot.indexOfItem(3) == 2)
  }

  @Test func deletingItemsIgnoresUnknownOnesAndDropsTheirMarks() throws {
    var snapshot = try makeSnapshot(["A": [1, 2, 3]])
    try snapshot.reloadItems([2, 3])
    try snapshot.reconfigureItems([2])
    snapshot.deleteItems([2, 99, 2])
    #expect(sectionContents(snapshot) == [[1, 3]])
    #expect(snapshot.reloadedItemIdentifiers == [3])
    #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
  }

  @Test func deleteAllItemsRemovesSectionsToo() throws {
    var snapshot = try makeSnapshot(["A": [1], "B": [2]])
    snapshot.deleteAllItems()
    #expect(snapshot == DataSourceSnapshot<String, Int>())
  }

  @Test func insertingAndMovingSectionsKeepsTheirItems() throws {
    var snapshot = try makeSnapshot(["A": [1], "B": [2], "C": [3]])
    try snapshot.insertSections(["X"], beforeSection: "B")
    try snapshot.insertSections(["Y"], afterSection: "C")
    try snapshot.moveSection("A", afterSection: "C")
    try snapshot.moveSection("Y", beforeSection: "X")
    #expect(snapshot.sectionIdentifiers == ["Y", "X", "B", "C", "A"])
    #expect(sectionContents(snapshot) == [[], [], [2], [3], [1]])
    #expect(snapshot.indexOfItem(1) == 2)
    #expect(snapshot.indexOfSection("A") == 4)
  }

  @Test func deletingSectionsDeletesTheirItemsAndMarks() throws {
    var snapshot = try makeSnapshot(["A": [1, 2], "B": [3], "C": [4]])
    try snapshot.reloadSections(["A", "C"])
    try snapshot.reloadItems([1, 4])
    snapshot.deleteSections(["A", "Z"])
    #expect(snapshot.sectionIdentifiers == ["B", "C"])
    #expect(snapshot.itemIdentifiers == [3, 4])
    #expect(snapshot.indexOfItem(1) == nil)
    #expect(snapshot.reloadedSectionIdentifiers == ["C"])
    #expect(snapshot.reloadedItemIdentifiers == [4])
    try snapshot.appendSections(["A"])
    #expect(snapshot.numberOfItems(inSection: "A") == 0)
  }

  @Test func marksAreReportedInTheOrderFirstMade() throws {
    var snapshot = try makeSnapshot(["A": [1, 2, 3], "B": []])
    try snapshot.reloadItems([3, 1, 3])
    try snapshot.reconfigureItems([2])
    try snapshot.reloadSections(["B", "A", "B"])
    #expect(snapshot.reloadedItemIdentifiers == [3, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [2])
    #expect(snapshot.reloadedSectionIdentifiers == ["B", "A"])
  }

  @Test func copiesAreIndependentValues() throws {
    let original = try makeSnapshot(["A": [1, 2]])
    var copy = original
    try copy.appendItems([3])
    #expect(original.itemIdentifiers == [1, 2])
    #expect(copy.itemIdentifiers == [1, 2, 3])
  }

  @Test func snapshotsCrossConcurrencyDomains() async throws {
    let snapshot = try makeSnapshot(["A": [1, 2, 3]])
    let count = await Task.detached { snapshot.numberOfItems }.value
    #expect(count == 3)
  }
}
