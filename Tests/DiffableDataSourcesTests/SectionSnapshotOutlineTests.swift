import DiffableDataSources
import Testing

/// The hierarchy read as outline rows: what a list needs to indent rows and give parents a
/// disclosure accessory.
@Suite struct SectionSnapshotOutlineTests {
  static func fruit() throws -> SectionSnapshot<String> {
    var snapshot = SectionSnapshot<String>()
    try snapshot.append(["Fruit"])
    try snapshot.append(["Apple", "Pear"], to: "Fruit")
    try snapshot.append(["Quince"], to: "Pear")
    return snapshot
  }

  @Test func parentsHaveChildrenAndLeavesAndUnknownItemsDoNot() throws {
    let snapshot = try Self.fruit()
    #expect(snapshot.hasChildren("Fruit"))
    #expect(snapshot.hasChildren("Pear"))
    #expect(!snapshot.hasChildren("Apple"))
    #expect(!snapshot.hasChildren("Quince"))
    #expect(!snapshot.hasChildren("Plum"))
  }

  @Test func indentationLevelCountsLevelsBelowTheHeaderRow() throws {
    let snapshot = try Self.fruit()
    #expect(snapshot.indentationLevel(of: "Fruit", firstItemIsHeader: true) == 0)
    #expect(snapshot.indentationLevel(of: "Apple", firstItemIsHeader: true) == 0)
    #expect(snapshot.indentationLevel(of: "Quince", firstItemIsHeader: true) == 1)
    #expect(snapshot.indentationLevel(of: "Quince") == 2)
    #expect(snapshot.indentationLevel(of: "Plum") == nil)
  }

  @Test func headerItemIsTheFirstVisibleItem() throws {
    var snapshot = try Self.fruit()
    #expect(snapshot.headerItem == "Fruit")
    #expect(SectionSnapshot<String>().headerItem == nil)
    try snapshot.insert(["Berries"], before: "Fruit")
    #expect(snapshot.headerItem == "Berries")
  }
}
