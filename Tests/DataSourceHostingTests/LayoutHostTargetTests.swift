import DataSourceHosting
import DiffableDataSources
import LayoutGeometry
import LayoutResolution
import Testing

/// A `DiffableDataSource` driving a real `LayoutHost` through `LayoutHostTarget`: the host's
/// counts, content size and frames follow each apply.
@Suite struct LayoutHostTargetTests {
  /// Full-width rows, `rowHeight` points tall, in a 375 × 812 host.
  static func listLayout(rowHeight: Double = 44) -> CollectionLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(rowHeight)),
      subitems: [item])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  static func host(_ layout: CollectionLayout = listLayout()) -> LayoutHost {
    LayoutHost(layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [])
  }

  static func snapshot(_ sections: KeyValuePairs<String, [Int]>) throws(DataSourceError)
    -> DataSourceSnapshot<String, Int>
  {
    var snapshot = DataSourceSnapshot<String, Int>()
    for (section, items) in sections {
      try snapshot.appendSections([section])
      try snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  static func frame(_ host: LayoutHost, item: Int, section: Int) -> LayoutRect? {
    host.attributesForItem(at: LayoutIndexPath(item: item, section: section))?.frame
  }
}

/// Keeps the batches a target reports.
private final class BatchLog {
  var batches: [BatchUpdate] = []
}

/// The section identifiers in display order, for a section provider that picks each
/// section's row height by identifier, as apps do with their data source. A plain class: the
/// host calls its provider on the caller's thread, so a provider may capture it.
private final class SectionOrder {
  var identifiers: [String] = []
}

extension LayoutHostTargetTests {
  @Test func insertsAndDeletesSetTheHostCountsContentSizeAndFrames() throws {
    let host = Self.host()
    let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
    var snapshot = try Self.snapshot(["list": Array(0..<10)])
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(host.itemCounts == [10])
    #expect(host.contentSize == LayoutSize(width: 375, height: 440))
    #expect(
      Self.frame(host, item: 9, section: 0) == LayoutRect(x: 0, y: 396, width: 375, height: 44))

    snapshot.deleteItems([0, 1, 2, 3])
    try snapshot.insertItems([100, 101], afterItem: 9)
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(host.itemCounts == [8])
    #expect(host.contentSize == LayoutSize(width: 375, height: 352))
    #expect(
      Self.frame(host, item: 7, section: 0) == LayoutRect(x: 0, y: 308, width: 375, height: 44))
    #expect(Self.frame(host, item: 8, section: 0) == nil)
  }

  @Test func itemsMovingAcrossSectionsChangeBothSectionsRows() throws {
    let host = Self.host()
    let log = BatchLog()
    let target = LayoutHostTarget(host: host) { log.batches.append($0) }
    let dataSource = DiffableDataSource<String, Int>(target: target)
    var snapshot = try Self.snapshot(["a": [0, 1, 2, 3, 4], "b": [5, 6, 7, 8, 9]])
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    try snapshot.appendItems([0, 1], toSection: "b")
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()

    #expect(host.itemCounts == [3, 7])
    #expect(host.contentSize == LayoutSize(width: 375, height: 440))
    #expect(
      Self.frame(host, item: 6, section: 1) == LayoutRect(x: 0, y: 396, width: 375, height: 44))
    #expect(Self.frame(host, item: 3, section: 0) == nil)
    #expect(
      log.batches.last?.movedItems == [
        ItemMove(from: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 5, section: 1)),
        ItemMove(from: ItemPosition(item: 1, section: 0), to: ItemPosition(item: 6, section: 1)),
      ])
  }

  @Test func deletingASectionShiftsTheNextSectionUp() throws {
    let host = Self.host()
    let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
    var snapshot = try Self.snapshot(["a": [0, 1, 2], "b": [3, 4, 5, 6], "c": [7, 8]])
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(
      Self.frame(host, item: 0, section: 2) == LayoutRect(x: 0, y: 308, width: 375, height: 44))

    snapshot.deleteSections(["b"])
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(host.itemCounts == [3, 2])
    #expect(host.contentSize == LayoutSize(width: 375, height: 220))
    #expect(
      Self.frame(host, item: 0, section: 1) == LayoutRect(x: 0, y: 132, width: 375, height: 44))
    #expect(Self.frame(host, item: 0, section: 2) == nil)
  }

  @Test func reloadDataSetsTheCountsAndLaysOutAgainWhenTheyAreUnchanged() throws {
    let host = Self.host()
    let log = BatchLog()
    let target = LayoutHostTarget(host: host) { log.batches.append($0) }
    let dataSource = DiffableDataSource<String, Int>(target: target)
    let snapshot = try Self.snapshot(["a": [0, 1], "b": [2, 3, 4]])

    dataSource.applySnapshotUsingReloadData(snapshot)
    #expect(host.itemCounts == [2, 3])
    #expect(host.contentSize == LayoutSize(width: 375, height: 220))
    #expect(host.layoutPassCount == 1)
    dataSource.applySnapshotUsingReloadData(snapshot)
    _ = host.contentSize
    #expect(host.layoutPassCount == 2)
    #expect(log.batches.isEmpty)
  }

  @Test func swappingSectionsOfEqualCountsLaysOutAgainForAProviderKeyedOnIdentifiers() throws {
    let order = SectionOrder()
    let layout = CollectionLayout { index, environment in
      let rowHeight: Double = order.identifiers[index] == "tall" ? 100 : 44
      return try Self.listLayout(rowHeight: rowHeight).section(at: index, environment: environment)
    }
    let host = Self.host(layout)
    let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
    var snapshot = try Self.snapshot(["tall": [0, 1], "short": [2, 3]])
    order.identifiers = snapshot.sectionIdentifiers
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(
      Self.frame(host, item: 0, section: 1) == LayoutRect(x: 0, y: 200, width: 375, height: 44))

    try snapshot.moveSection("short", beforeSection: "tall")
    order.identifiers = snapshot.sectionIdentifiers
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(host.itemCounts == [2, 2])
    #expect(Self.frame(host, item: 0, section: 0) == LayoutRect(x: 0, y: 0, width: 375, height: 44))
    #expect(
      Self.frame(host, item: 1, section: 1) == LayoutRect(x: 0, y: 188, width: 375, height: 100))
    // The moved sections were solved again on their own: the provider saw their new
    // indexes, and no whole pass was needed.
    #expect(host.layoutPassCount == 1)
  }

  @Test func reloadMarksReachTheTargetAsABatchWithUnchangedCounts() throws {
    let host = Self.host()
    let log = BatchLog()
    let target = LayoutHostTarget(host: host) { log.batches.append($0) }
    let dataSource = DiffableDataSource<String, Int>(target: target)
    var snapshot = try Self.snapshot(["a": [0, 1, 2]])
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    _ = host.contentSize

    try snapshot.reloadItems([2])
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(host.itemCounts == [3])
    #expect(log.batches.count == 2)
    #expect(log.batches.last?.reloadedItems == [ItemPosition(item: 2, section: 0)])
    _ = host.contentSize
    // A reload in place edits the section without a whole pass.
    #expect(host.layoutPassCount == 1)
  }

  @Test func completionRunsOnceTheHostShowsTheNewCounts() throws {
    let host = Self.host()
    let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
    var countsSeen: [[Int]] = []
    dataSource.apply(try Self.snapshot(["a": [0, 1, 2]]), animatingDifferences: false) {
      countsSeen.append(host.itemCounts)
    }
    dataSource.applySnapshotUsingReloadData(try Self.snapshot(["a": [0], "b": [1]])) {
      countsSeen.append(host.itemCounts)
    }
    #expect(countsSeen == [[3], [1, 1]])
  }
}

extension LayoutHostTargetTests {
  @Test func userMoveAcrossSectionsReachesTheHostCounts() throws {
    let host = Self.host()
    let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
    dataSource.reorderingHandlers.canReorderItem = { _ in true }
    dataSource.apply(try Self.snapshot(["a": [1, 2, 3], "b": [4]]))
    let moved = dataSource.reorderItem(
      at: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 1, section: 1))
    #expect(moved)
    #expect(host.itemCounts == [2, 2])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "b") == [4, 1])
    #expect(Self.frame(host, item: 1, section: 1)?.minY == 132)
  }
}

extension LayoutHostTargetTests {
  @Test func measuredSizesFollowTheirItemsThroughApplies() throws {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let layout = CollectionLayout(
      section: LayoutSection(group: .horizontal(size: row, subitems: [LayoutItem(size: row)])))
    let host = Self.host(layout)
    let target = LayoutHostTarget(host: host)
    let dataSource = DiffableDataSource<String, Int>(target: target)
    var snapshot = try Self.snapshot(["a": [10, 11, 12], "b": [20]])
    dataSource.apply(snapshot)
    host.setPreferredSize(
      LayoutSize(width: 375, height: 90), for: .cell(at: LayoutIndexPath(item: 1, section: 0)))
    // 11 moves into section b, behind a new item, and 10 leaves.
    snapshot.deleteItems([10])
    try snapshot.insertItems([21], beforeItem: 20)
    try snapshot.moveItem(11, afterItem: 20)
    dataSource.apply(snapshot)
    try host.solvedLayout.checkInvariants()
    #expect(target.lastError == nil)
    #expect(host.itemCounts == [1, 3])
    let heights = (0..<3).map {
      host.attributesForItem(at: LayoutIndexPath(item: $0, section: 1))?.frame.height
    }
    #expect(heights == [44, 44, 90])
    #expect(host.layoutPassCount == 1)
  }
}
