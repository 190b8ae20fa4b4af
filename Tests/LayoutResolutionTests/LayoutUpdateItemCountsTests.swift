import LayoutGeometry
import LayoutResolution
import Testing

/// The counts an update leaves when no data source gives them: derived from the old counts.
@Suite struct LayoutUpdateItemCountsTests {
  static func path(_ item: Int, _ section: Int) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }
}

extension LayoutUpdateItemCountsTests {
  @Test func itemChangesCountInTheSectionsTheyLandIn() throws {
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0, 0), Self.path(2, 0)]
    update.insertedItems = [Self.path(0, 1)]
    update.movedItems = [.init(from: Self.path(1, 0), to: Self.path(5, 1))]
    // Section 0: 4 - 2 deleted - 1 moved out; section 1: 5 + 1 inserted + 1 moved in.
    #expect(try update.itemCounts(after: [4, 5]) == [1, 7])
  }

  @Test func insertedSectionsAreEmptyAndReloadedOnesKeepTheirCount() throws {
    var update = LayoutUpdate()
    update.insertedSections = [0]
    update.reloadedSections = [1]
    update.deletedItems = [Self.path(0, 0)]
    update.movedSections = [.init(from: 2, to: 1)]
    // Old sections 0 (3 items, one deleted), 1 (5, reloaded), 2 (7, moved to 1).
    #expect(try update.itemCounts(after: [3, 5, 7]) == [0, 7, 2, 5])
  }

  @Test func derivedCountsAreAcceptedByTheHostsCheck() throws {
    var update = LayoutUpdate()
    update.deletedSections = [0]
    update.insertedItems = [Self.path(2, 0)]
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44))
    let layout = CollectionLayout { _, _ in
      LayoutSection(group: .horizontal(size: row, subitems: [LayoutItem(size: row)]))
    }
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 812), itemCounts: [4, 2])
    try host.performBatchUpdates(update, itemCounts: try update.itemCounts(after: [4, 2]))
    #expect(host.itemCounts == [3])
    #expect(host.contentSize.height == 132)  // 3 × 44
  }

  @Test func aSectionOutOfRangeIsNamed() {
    var update = LayoutUpdate()
    update.deletedSections = [3]
    #expect(throws: LayoutUpdateError.sectionOutOfRange(3)) {
      try update.itemCounts(after: [1, 2])
    }
  }
}
