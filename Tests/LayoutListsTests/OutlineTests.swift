import DataSourceHosting
import DiffableDataSources
import LayoutGeometry
import LayoutLists
import LayoutResolution
import Testing

/// Outlines: section snapshots applied through a data source that drives a host.
@Suite struct OutlineTests {
  static var configuration: ListConfiguration {
    ListHosts.configuration(.insetGrouped) {
      $0.headerMode = .firstItemInSection
    }
  }

  /// A host with no sections yet, driven by a data source.
  static func driven() -> (LayoutHost, DiffableDataSource<String, String>) {
    let host = ListHosts.host(Self.configuration, itemCounts: [])
    return (host, DiffableDataSource(target: LayoutHostTarget(host: host)))
  }

  static func fruit() throws -> SectionSnapshot<String> {
    var snapshot = SectionSnapshot<String>()
    try snapshot.append(["Fruit"])
    try snapshot.append(["Apple", "Pear"], to: "Fruit")
    try snapshot.append(["Quince"], to: "Pear")
    return snapshot
  }

  @Test func expandingAndCollapsingTheHeaderRowMovesLaterFrames() throws {
    let (host, dataSource) = Self.driven()
    var vegetables = SectionSnapshot<String>()
    try vegetables.append(["Vegetables"])
    try vegetables.append(["Leek"], to: "Vegetables")
    try dataSource.apply(Self.fruit(), to: "fruit", animatingDifferences: false)
    try dataSource.apply(vegetables, to: "vegetables", animatingDifferences: false)
    #expect(host.itemCounts == [1, 1])
    #expect(ListHosts.row(host, 0, section: 1) == LayoutRect(x: 16, y: 114, width: 343, height: 44))

    #expect(dataSource.expandItem("Fruit"))
    #expect(host.itemCounts == [3, 1])
    #expect(ListHosts.row(host, 2) == LayoutRect(x: 16, y: 123, width: 343, height: 44))
    #expect(ListHosts.row(host, 0, section: 1)?.minY == 202)

    #expect(dataSource.expandItem("Pear"))
    #expect(host.itemCounts == [4, 1])
    #expect(dataSource.itemIdentifier(for: ItemPosition(item: 3, section: 0)) == "Quince")
    #expect(ListHosts.row(host, 0, section: 1)?.minY == 246)

    #expect(dataSource.collapseItem("Fruit"))
    #expect(host.itemCounts == [1, 1])
    #expect(ListHosts.row(host, 0, section: 1)?.minY == 114)
  }

  @Test func headerRowKeepsItsCornersAndTheLastChildTakesTheBottomOnes() throws {
    let (host, dataSource) = Self.driven()
    var expanded = try Self.fruit()
    _ = expanded.expand(["Fruit"])
    try dataSource.apply(expanded, to: "fruit", animatingDifferences: false)
    let list = ListLayout(configuration: Self.configuration)
    let layout = host.solvedLayout
    #expect(list.isHeaderItem(at: LayoutIndexPath(item: 0, section: 0), in: layout))
    #expect(list.cornerMask(for: LayoutIndexPath(item: 0, section: 0), in: layout) == .top)
    #expect(list.cornerMask(for: LayoutIndexPath(item: 2, section: 0), in: layout) == .bottom)
    #expect(expanded.headerItem == "Fruit")
  }

  /// The indentation of `item` in points, as a list in `headerMode` draws it.
  static func indentation(
    of item: String, in snapshot: SectionSnapshot<String>, headerMode: ListHeaderMode
  ) -> Double? {
    snapshot.indentationLevel(of: item, firstItemIsHeader: headerMode == .firstItemInSection)
      .map(ListOutline.indentation(forLevel:))
  }

  @Test func indentationCountsLevelsBelowTheHeaderRow() throws {
    let snapshot = try Self.fruit()
    #expect(Self.indentation(of: "Fruit", in: snapshot, headerMode: .firstItemInSection) == 0)
    #expect(Self.indentation(of: "Apple", in: snapshot, headerMode: .firstItemInSection) == 0)
    #expect(Self.indentation(of: "Quince", in: snapshot, headerMode: .firstItemInSection) == 10)
    #expect(Self.indentation(of: "Quince", in: snapshot, headerMode: .none) == 20)
    #expect(Self.indentation(of: "Plum", in: snapshot, headerMode: .none) == nil)
    #expect(ListOutline.indentation(forLevel: -1) == 0)
  }

  @Test func parentsGetTheOutlineDisclosureAccessory() throws {
    let snapshot = try Self.fruit()
    let accessories = { ListOutline.accessories(hasChildren: snapshot.hasChildren($0)) }
    #expect(accessories("Fruit") == [.outlineDisclosure])
    #expect(accessories("Pear") == [.outlineDisclosure])
    #expect(accessories("Apple").isEmpty)
    #expect(accessories("Plum").isEmpty)
  }

  @Test func emptySectionSnapshotHasNoHeaderRow() throws {
    let (host, dataSource) = Self.driven()
    try dataSource.apply(SectionSnapshot<String>(), to: "empty", animatingDifferences: false)
    #expect(host.itemCounts == [0])
    #expect(SectionSnapshot<String>().headerItem == nil)
    let list = ListLayout(configuration: Self.configuration)
    #expect(!list.isHeaderItem(at: LayoutIndexPath(item: 0, section: 0), in: host.solvedLayout))
  }
}
