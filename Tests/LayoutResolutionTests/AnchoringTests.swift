import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The host keeps what the user sees in place when content changes under it, and keeps its
/// offset inside the scroll range (``ContentOffsetAnchoring``).
@Suite struct AnchoringTests {
  /// Full-width rows `height` points tall, `itemCounts[s]` in section `s`.
  static func rows(
    height: Double, itemCounts: [Int], size: LayoutSize = ReferenceLayouts.phone,
    referenceInsets: ReferenceInsets = ReferenceInsets()
  ) -> LayoutHost {
    LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(group: ReferenceLayouts.rows(height: height))),
      size: size, itemCounts: itemCounts, referenceInsets: referenceInsets)
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }

  /// Where the cell at `path` shows on screen along the vertical axis.
  static func screenY(_ host: LayoutHost, _ path: LayoutIndexPath) -> Double? {
    host.attributesForItem(at: path).map { $0.frame.minY - host.contentOffset.y }
  }

  /// The cell at the top of the visible rect: the first by position, then by index.
  static func firstVisible(_ host: LayoutHost) -> LayoutIndexPath? {
    host.attributesForElements(in: host.visibleRect)
      .filter { $0.category == .cell && $0.frame.maxY > host.contentOffset.y }
      .min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.indexPath
  }
}

extension AnchoringTests {
  @Test func deletingRowsAboveTheViewportLeavesTheVisibleRowsStill() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    #expect(Self.firstVisible(host) == Self.path(20))
    var update = LayoutUpdate()
    update.deletedItems = (0..<4).map { Self.path($0) }
    try host.performBatchUpdates(update, itemCounts: [96])
    // Old row 20 is row 16 now, at y 800; it is still at the top of the screen.
    #expect(host.contentOffset.y == 800)
    #expect(Self.firstVisible(host) == Self.path(16))
    #expect(Self.screenY(host, Self.path(16)) == 0)
  }

  @Test func insertingRowsAboveTheViewportLeavesTheVisibleRowsStill() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 1010)
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(0), Self.path(5)]
    try host.performBatchUpdates(update, itemCounts: [102])
    // Row 20, 10 pt above the top before, is row 22 now, still 10 pt above the top.
    #expect(host.contentOffset.y == 1110)
    #expect(Self.screenY(host, Self.path(22)) == -10)
  }

  @Test func deletingTheTopRowAnchorsOnTheNextVisibleOne() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0), Self.path(20)]
    try host.performBatchUpdates(update, itemCounts: [98])
    // Row 21 showed at 50 pt; as row 19 it still does.
    #expect(Self.screenY(host, Self.path(19)) == 50)
    #expect(host.contentOffset.y == 900)
  }

  @Test func aMovedTopRowDoesNotDragTheViewAlong() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    var update = LayoutUpdate()
    update.movedItems = [.init(from: Self.path(20), to: Self.path(90))]
    try host.performBatchUpdates(update, itemCounts: [100])
    // The next row that stayed, old row 21 (now 20), keeps its 50 pt on screen.
    #expect(Self.screenY(host, Self.path(20)) == 50)
    #expect(host.contentOffset.y == 950)
  }

  @Test func contentShownFromTheTopStaysAtTheTopWhenRowsArriveAbove() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    #expect(host.contentOffset.y == 0)
    var update = LayoutUpdate()
    update.insertedItems = (0..<3).map { Self.path($0) }
    try host.performBatchUpdates(update, itemCounts: [103])
    #expect(host.contentOffset.y == 0)
    #expect(Self.firstVisible(host) == Self.path(0))
  }

  @Test func rotatingKeepsTheFirstVisibleItem() {
    // 100 pt squares: four per row at 400 pt, eight at 800.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .absolute(100), height: .absolute(100)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)),
      subitems: [item])
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 400, height: 800), itemCounts: [400])
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    #expect(Self.firstVisible(host) == Self.path(40))
    host.size = LayoutSize(width: 800, height: 400)
    #expect(Self.firstVisible(host) == Self.path(40))
    #expect(host.contentOffset.y == 500)
  }

  @Test func reloadingFewerItemsClampsTheOffsetToTheEnd() {
    let host = Self.rows(height: 200, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 4000)
    host.itemCounts = [10]
    #expect(host.contentSize.height == 2000)
    #expect(host.contentOffset.y == 2000 - 812)
    #expect(host.contentOffset == host.maximumContentOffset)
  }

  @Test func reloadingKeepsTheOffsetRatherThanFollowingIndexPaths() {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    host.itemCounts = [200]
    #expect(host.contentOffset.y == 1000)
  }

  @Test func deletingPastTheEndClampsTheOffset() throws {
    let host = Self.rows(height: 200, itemCounts: [100])
    host.contentOffset = LayoutPoint(x: 0, y: 4000)
    var update = LayoutUpdate()
    update.deletedItems = (10..<100).map { Self.path($0) }
    try host.performBatchUpdates(update, itemCounts: [10])
    #expect(host.contentOffset.y == 2000 - 812)
  }

  @Test func anOffsetTheCallerSetsIsKeptEvenOutsideTheRange() {
    let host = Self.rows(height: 50, itemCounts: [10])
    host.contentOffset = LayoutPoint(x: 0, y: -80)
    #expect(host.visibleAttributes.first?.frame.minY == 0)
    #expect(host.contentOffset.y == -80)
    #expect(host.clampedContentOffset(host.contentOffset).y == 0)
  }

  @Test func aMeasurementAboveTheViewportLeavesTheVisibleRowsStill() {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: row)])
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: ReferenceLayouts.phone, itemCounts: [200])
    host.contentOffset = LayoutPoint(x: 0, y: 440)
    #expect(Self.firstVisible(host) == Self.path(10))
    host.setPreferredSize(LayoutSize(width: 375, height: 144), for: .cell(at: Self.path(0)))
    #expect(host.contentOffset.y == 540)
    #expect(Self.screenY(host, Self.path(10)) == 0)
    // A measurement in view keeps the top row still and pushes what follows.
    host.setPreferredSize(LayoutSize(width: 375, height: 64), for: .cell(at: Self.path(10)))
    #expect(host.contentOffset.y == 540)
    #expect(Self.screenY(host, Self.path(11)) == 64)
  }

  @Test func aTopSafeAreaStartsTheRangeAboveTheFirstItem() {
    let host = Self.rows(
      height: 50, itemCounts: [100],
      referenceInsets: ReferenceInsets(safeArea: LayoutDirectionalInsets(top: 47, bottom: 34)))
    // At the start of the range the first row sits below the 47 pt inset, not under it.
    #expect(host.contentOffset.y == -47)
    #expect(Self.screenY(host, Self.path(0)) == 47)
    #expect(host.minimumContentOffset.y == -47)
    #expect(host.maximumContentOffset.y == 5000 + 34 - 812)
    #expect(host.clampedContentOffset(LayoutPoint(x: 0, y: -200)).y == -47)
    host.adjustsContentInsetForSafeArea = false
    #expect(host.contentOffset.y == 0)
    #expect(host.minimumContentOffset.y == 0)
  }

  @Test func contentInsetsWidenTheRangeAndKeepTheViewAtTheTop() {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentInset = LayoutInsets(top: 20, left: 0, bottom: 60, right: 0)
    #expect(host.adjustedContentInset.top == 20)
    #expect(host.contentOffset.y == -20)
    #expect(host.maximumContentOffset.y == 5000 + 60 - 812)
  }

  @Test func endAnchoringFollowsNewContentWhileAtTheBottom() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffsetAnchoring = .end
    host.contentOffset = host.maximumContentOffset
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(100), Self.path(101)]
    try host.performBatchUpdates(update, itemCounts: [102])
    #expect(host.contentOffset.y == 5100 - 812)
    #expect(Self.firstVisible(host) == Self.path(85))
  }

  @Test func endAnchoringAwayFromTheBottomAnchorsTheTopRow() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    host.contentOffsetAnchoring = .end
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(100)]
    try host.performBatchUpdates(update, itemCounts: [101])
    #expect(host.contentOffset.y == 1000)
  }

  @Test func aCustomRuleReceivesTheAnchoredOffsetAndIsClamped() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    var proposals: [Double] = []
    host.contentOffsetAnchoring = .custom { proposed in
      proposals.append(proposed.y)
      return LayoutPoint(x: proposed.x, y: (proposed.y / 300).rounded(.down) * 300 + 100_000)
    }
    host.contentOffset = LayoutPoint(x: 0, y: 1000)
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    try host.performBatchUpdates(update, itemCounts: [99])
    #expect(proposals == [950])
    #expect(host.contentOffset.y == 4950 - 812)
  }

  @Test func aRightToLeftHorizontalLayoutStartsAtItsRightEnd() {
    let item = LayoutItem(size: ReferenceLayouts.fractional(1, 1))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(100), height: .fractionalHeight(1)), subitems: [item])
    let host = LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(group: group),
        configuration: LayoutConfiguration(scrollDirection: .horizontal)),
      size: LayoutSize(width: 375, height: 200), itemCounts: [20],
      traits: LayoutTraits(readingDirection: .rightToLeft))
    #expect(host.contentOffset.x == 2000 - 375)
    let first = host.attributesForItem(at: Self.path(0))?.frame
    #expect(first.map { $0.maxX - host.contentOffset.x } == 375)
  }

  @Test func everyChangeAdvancesTheRevisionButScrollingDoesNot() throws {
    let host = Self.rows(height: 50, itemCounts: [100])
    let start = host.solvedLayout.contentSize
    let solved = host.revision
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    #expect(host.revision == solved)
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(0)]
    try host.performBatchUpdates(update, itemCounts: [101])
    #expect(host.revision == solved + 1)
    #expect(host.contentSize.height == start.height + 50)
  }
}

extension AnchoringTests {
  /// Full-width rows estimated 44 pt tall; in section 1 a spacing of −44 pt stands every
  /// row in one place, so any band that meets one meets them all.
  static func rowsWithOnePlace(itemCounts: [Int]) -> LayoutHost {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: row)])
    return LayoutHost(
      layout: CollectionLayout { index, _ in
        LayoutSection(group: group, interGroupSpacing: index == 1 ? -44 : 0)
      },
      size: ReferenceLayouts.phone, itemCounts: itemCounts)
  }

  @Test func measurementsThatChangeNothingDoNotSearchForCellsToKeepInPlace() {
    // Found by FuzzLayout: each refused measurement searched the viewport for anchor
    // cells, 24 searches of 4,096 elements each where rows stand in one place.
    let host = Self.rowsWithOnePlace(itemCounts: [200])
    host.contentOffset = LayoutPoint(x: 0, y: 440)
    #expect(host.contentSize.height == 200 * 44)
    let revision = host.revision
    let size = LayoutSize(width: 375, height: 60)
    let background = LayoutElementID.decoration(ofKind: "background", at: Self.path(0))
    #expect(host.setPreferredSize(size, for: .cell(at: Self.path(200))) == .unknownElement)
    #expect(host.setPreferredSize(size, for: .cell(at: Self.path(0, 3))) == .unknownElement)
    #expect(
      host.setPreferredSize(LayoutSize(width: 375, height: .nan), for: .cell(at: Self.path(0)))
        == .invalidSize)
    #expect(host.setPreferredSize(size, for: background) == .sizedBySection)
    #expect(host.anchorSearchCount == 0)
    #expect(host.revision == revision)
    #expect(host.contentOffset.y == 440)
    // A new size searches once: the 64 pt band at the top of the screen holds rows 10 and 11.
    #expect(host.setPreferredSize(size, for: .cell(at: Self.path(0))) == .applied)
    #expect(host.anchorSearchCount == 1)
    #expect(host.contentOffset.y == 456)
    // The same size again changes nothing, and searches nothing.
    #expect(host.setPreferredSize(size, for: .cell(at: Self.path(0))) == .unchanged)
    #expect(host.anchorSearchCount == 1)
    #expect(host.revision == revision + 1)
  }

  @Test func rowsStandingInOnePlaceEndTheSearchAfterEightBands() {
    // A million rows at 4,400 pt, at the top of the screen: no band is small enough to hold
    // fewer than 4,096 of them, so each search reads that many and finds too many.
    let host = Self.rowsWithOnePlace(itemCounts: [100, 1_000_000, 100])
    host.contentOffset = LayoutPoint(x: 0, y: 4_400)
    let size = LayoutSize(width: 375, height: 144)
    #expect(host.setPreferredSize(size, for: .cell(at: Self.path(0))) == .applied)
    #expect(host.anchorSearchCount == 8)
    // With no cell to keep in place, the offset stays.
    #expect(host.contentOffset.y == 4_400)
    #expect(host.attributesForItem(at: Self.path(0, 1))?.frame.minY == 4_500)
  }
}
