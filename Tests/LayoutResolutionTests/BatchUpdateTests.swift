import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Batch updates that keep identity (rule 21a): measured sizes follow their items, only the
/// sections an update touches are solved again, and a contradictory update changes nothing.
@Suite struct BatchUpdateTests {
  /// Counts provider calls by section index.
  final class ProviderLog {
    var calls: [Int] = []
  }

  /// Full-width rows estimated 44 pt tall, in sections of `itemCounts`; `log` records each
  /// provider call.
  static func host(itemCounts: [Int], log: ProviderLog = ProviderLog()) -> LayoutHost {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: row)])
    let layout = CollectionLayout { index, _ in
      log.calls.append(index)
      return LayoutSection(group: group)
    }
    return LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: itemCounts)
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }

  /// The height of item `item` of `section`.
  static func height(_ host: LayoutHost, _ item: Int, _ section: Int = 0) -> Double? {
    host.attributesForItem(at: path(item, section))?.frame.height
  }

  /// Measures item `item` of `section` at `height`.
  static func measure(_ host: LayoutHost, _ item: Int, _ section: Int = 0, height: Double) {
    host.setPreferredSize(
      LayoutSize(width: 375, height: height), for: .cell(at: path(item, section)))
  }
}

extension BatchUpdateTests {
  @Test func aMovedItemTakesItsOwnMeasuredSizeAlong() throws {
    // Rows A…E: A measured 100, E measured 50. Moving A behind D must leave B at its
    // estimate and A at 100, not B at 100 and A at 50 as index paths would have it.
    let host = Self.host(itemCounts: [5])
    Self.measure(host, 0, height: 100)
    Self.measure(host, 4, height: 50)
    var update = LayoutUpdate()
    update.movedItems = [.init(from: Self.path(0), to: Self.path(3))]
    try host.performBatchUpdates(update, itemCounts: [5])
    try host.solvedLayout.checkInvariants()
    #expect((0..<5).map { Self.height(host, $0) } == [44, 44, 44, 100, 50])
    #expect(host.preferredSizes[.cell(at: Self.path(3))]?.height == 100)
  }

  @Test func insertsAndDeletesKeepEveryOtherMeasurement() throws {
    let host = Self.host(itemCounts: [6])
    for (item, height) in [(1, 60.0), (3, 70.0), (5, 80.0)] {
      Self.measure(host, item, height: height)
    }
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0), Self.path(4)]
    update.insertedItems = [Self.path(0), Self.path(1)]
    try host.performBatchUpdates(update, itemCounts: [6])
    try host.solvedLayout.checkInvariants()
    // Old 1, 2, 3, 5 are now 2, 3, 4, 5; the two new rows start at their estimate.
    #expect((0..<6).map { Self.height(host, $0) } == [44, 44, 60, 44, 70, 80])
    // Rows stack: 44 + 44 + 60 + 44 + 70 = 262 before the last.
    #expect(host.attributesForItem(at: Self.path(5))?.frame.minY == 262)
  }

  @Test func anItemMovingToAnotherSectionTakesItsSizeThere() throws {
    let host = Self.host(itemCounts: [3, 2])
    Self.measure(host, 2, height: 120)
    Self.measure(host, 0, 1, height: 30)
    var update = LayoutUpdate()
    update.movedItems = [.init(from: Self.path(2), to: Self.path(0, 1))]
    try host.performBatchUpdates(update, itemCounts: [2, 3])
    try host.solvedLayout.checkInvariants()
    #expect((0..<2).map { Self.height(host, $0) } == [44, 44])
    #expect((0..<3).map { Self.height(host, $0, 1) } == [120, 30, 44])
  }

  @Test func reloadedItemsLoseTheirSizeAndReconfiguredOnesAreMeasuredAgainWhenShown() throws {
    let host = Self.host(itemCounts: [3])
    Self.measure(host, 0, height: 90)
    Self.measure(host, 1, height: 90)
    var update = LayoutUpdate()
    update.reloadedItems = [Self.path(0)]
    update.reconfiguredItems = [Self.path(1)]
    try host.performBatchUpdates(update, itemCounts: [3])
    // The reloaded row is back at its estimate; the reconfigured one keeps 90 for now.
    #expect(Self.height(host, 0) == 44)
    #expect(Self.height(host, 1) == 90)
    var asked: [LayoutIndexPath] = []
    host.preferredSizeProvider = { attributes in
      asked.append(attributes.indexPath)
      return LayoutSize(width: 375, height: 66)
    }
    _ = host.visibleAttributes
    // Row 0 had no size, row 1 a stale one, row 2 none: all three are asked, once.
    #expect(asked == [Self.path(0), Self.path(1), Self.path(2)])
    #expect((0..<3).map { Self.height(host, $0) } == [66, 66, 66])
    asked.removeAll()
    _ = host.visibleAttributes
    #expect(asked.isEmpty)
  }

  @Test func onlyTheSectionsAnUpdateTouchesAskTheirProviderAgain() throws {
    let log = ProviderLog()
    let host = Self.host(itemCounts: [3, 3, 3, 3], log: log)
    _ = host.contentSize
    #expect(log.calls == [0, 1, 2, 3])
    log.calls.removeAll()
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(0, 2)]
    try host.performBatchUpdates(update, itemCounts: [3, 3, 4, 3])
    _ = host.contentSize
    #expect(log.calls == [2])
    #expect(host.layoutPassCount == 1)
    // Moving an item within its section changes neither its index nor its count.
    log.calls.removeAll()
    update = LayoutUpdate()
    update.movedItems = [.init(from: Self.path(0, 1), to: Self.path(2, 1))]
    try host.performBatchUpdates(update, itemCounts: [3, 3, 4, 3])
    #expect(log.calls.isEmpty)
    // Deleting a section moves the later ones: their index is an input, so they are asked.
    update = LayoutUpdate()
    update.deletedSections = [1]
    try host.performBatchUpdates(update, itemCounts: [3, 4, 3])
    #expect(log.calls == [1, 2])
    #expect(host.contentSize.height == 440)
  }

  @Test func sectionsAndTheirMeasurementsAndRowOffsetsMoveTogether() throws {
    let host = Self.host(itemCounts: [2, 2, 2])
    Self.measure(host, 0, 0, height: 10)
    Self.measure(host, 1, 2, height: 20)
    host.rowOffsets = [0: 5, 2: 7]
    var update = LayoutUpdate()
    update.movedSections = [.init(from: 2, to: 0)]
    try host.performBatchUpdates(update, itemCounts: [2, 2, 2])
    try host.solvedLayout.checkInvariants()
    #expect(Self.height(host, 1, 0) == 20)
    #expect(Self.height(host, 0, 1) == 10)
    #expect(host.rowOffsets == [0: 7, 1: 5])
  }

  @Test func aReloadedSectionStartsOverAndAnInsertedOneAtItsEstimates() throws {
    let host = Self.host(itemCounts: [2, 2])
    Self.measure(host, 0, 0, height: 10)
    Self.measure(host, 0, 1, height: 20)
    var update = LayoutUpdate()
    update.reloadedSections = [0]
    update.insertedSections = [1]
    try host.performBatchUpdates(update, itemCounts: [2, 1, 2])
    try host.solvedLayout.checkInvariants()
    #expect(Self.height(host, 0, 0) == 44)
    #expect(Self.height(host, 0, 1) == 44)
    #expect(Self.height(host, 0, 2) == 20)
  }
}

extension BatchUpdateTests {
  /// Updates that contradict the counts, and the error each gets.
  static let contradictions: [(String, LayoutUpdate, [Int], LayoutUpdateError)] = {
    var deleteOutOfRange = LayoutUpdate()
    deleteOutOfRange.deletedItems = [path(5)]
    var deleteTwice = LayoutUpdate()
    deleteTwice.deletedItems = [path(1), path(1)]
    var wrongCount = LayoutUpdate()
    wrongCount.insertedItems = [path(0)]
    var intoDeletedSection = LayoutUpdate()
    intoDeletedSection.deletedSections = [1]
    intoDeletedSection.movedItems = [.init(from: path(0, 1), to: path(0))]
    var sectionTwice = LayoutUpdate()
    sectionTwice.deletedSections = [0]
    sectionTwice.reloadedSections = [0]
    var insertBeyond = LayoutUpdate()
    insertBeyond.insertedSections = [5]
    return [
      ("a delete out of range", deleteOutOfRange, [3, 2], .itemOutOfRange(path(5))),
      ("the same item deleted twice", deleteTwice, [1, 2], .itemUsedTwice(path(1))),
      (
        "a count that does not match", wrongCount, [3, 2],
        .countMismatch(section: 0, expected: 3, actual: 4)
      ),
      (
        "a move out of a deleted section", intoDeletedSection, [4],
        .itemInChangedSection(path(0, 1))
      ),
      ("a section deleted and reloaded", sectionTwice, [2], .sectionUsedTwice(0)),
      ("a section inserted beyond the end", insertBeyond, [3, 2, 0], .newSectionOutOfRange(5)),
    ]
  }()

  @Test func everyContradictionIsRefusedByNameAndChangesNothing() throws {
    for (name, update, counts, error) in Self.contradictions {
      let host = Self.host(itemCounts: [3, 2])
      Self.measure(host, 1, height: 77)
      host.rowOffsets = [1: 3]
      let before = host.solvedLayout.attributesForElements(
        in: LayoutRect(origin: .zero, size: host.contentSize))
      #expect(throws: error, "\(name)") {
        try host.performBatchUpdates(update, itemCounts: counts)
      }
      #expect(host.itemCounts == [3, 2], "\(name)")
      #expect(host.rowOffsets == [1: 3], "\(name)")
      #expect(host.preferredSizes.count == 1, "\(name)")
      let after = host.solvedLayout.attributesForElements(
        in: LayoutRect(origin: .zero, size: host.contentSize))
      #expect(after == before, "\(name)")
    }
  }
}
