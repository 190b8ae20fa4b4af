import LayoutGeometry
import LayoutResolution
import Testing

/// Inputs at the edges of `Int` and `Double`, and spacing that makes groups stand still or go
/// back: each test is a finding of the fuzzers or of issue 15, and names what must not
/// happen again (a trap, a walk over every group, an allocation that follows the
/// section's size).
@Suite struct ExtremeInputTests {}

extension ExtremeInputTests {
  /// Rows of `perRow` items, `rowHeight` tall, full width, estimated when asked.
  static func rows(
    perRow: Int, items: Int, estimated: Bool = false, spacing: Double = 0,
    header: Bool = false, rowHeight: Double = 10
  ) -> LayoutHost {
    let height: LayoutDimension = estimated ? .estimated(rowHeight) : .absolute(rowHeight)
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1 / Double(perRow)), height: height))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: height), repeatingSubitem: item,
      count: perRow)
    var section = LayoutSection(group: group, interGroupSpacing: spacing)
    if header {
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          size: TestLayouts.absolute(300, 50), elementKind: "header", alignment: .top)
      ]
    }
    return LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: 300, height: 600),
      itemCounts: [items])
  }

  static func path(_ item: Int) -> LayoutIndexPath { LayoutIndexPath(item: item, section: 0) }

  @Test(arguments: [1, 2, 3, 7])
  func anItemCountOfIntMaxIsLaidOutWhereTheContentFits(perRow: Int) throws {
    // Issue 15, finding 1: (itemCount + perGroup - 1) / perGroup overflowed. Rows of
    // 10⁻⁵ pt: Int.max items reach at most 9.3 · 10¹³ pt, within maximumLength.
    let host = Self.rows(perRow: perRow, items: .max, rowHeight: 1e-5)
    #expect(host.errors.isEmpty)
    #expect(host.contentSize.height < LayoutSection.maximumLength)
    let last = try #require(host.attributesForItem(at: Self.path(.max - 1)))
    #expect(last.frame.maxY == host.contentSize.height)
    #expect(host.attributesForItem(at: Self.path(.max)) == nil)
    // The last rows, up to 9.2 · 10¹³ pt down, where a Double resolves 2⁻⁶ pt: repetitions
    // past 2⁵² are found although their numbers round in Double.
    let end = LayoutRect(x: 0, y: host.contentSize.height - 0.02, width: 300, height: 0.04)
    let bottom = host.attributesForElements(in: end)
    #expect(bottom.contains { $0.indexPath.item == .max - 1 })
    #expect(bottom.allSatisfy { $0.frame.minY.isFinite && $0.indexPath.item >= 0 })
    try host.solvedLayout.checkInvariants()
  }

  @Test(arguments: [1, 2, 3, 7])
  func anItemCountOfIntMaxTooLongToPlaceIsANamedError(perRow: Int) throws {
    // 10 pt rows of Int.max items would reach 10¹⁹ pt and more, where a Double cannot
    // tell rows 10 pt apart.
    let host = Self.rows(perRow: perRow, items: .max)
    let error = try #require(host.errors.first)
    guard case .sectionTooLong(0, let length, LayoutSection.maximumLength) = error else {
      Issue.record("unexpected \(error)")
      return
    }
    #expect(length > 9e18)
    #expect(host.contentSize.height == 0)
    #expect(host.visibleAttributes.isEmpty)
    #expect(host.attributesForItem(at: Self.path(0)) == nil)
  }

  @Test func anItemCountOfIntMaxStandingInOnePlaceIsLaidOut() throws {
    // Spacing cancelling the row's height: every row at y 0, none further than 10 pt.
    let host = Self.rows(perRow: 2, items: .max, spacing: -10)
    #expect(host.errors.isEmpty)
    #expect(host.attributesForItem(at: Self.path(.max - 1))?.frame.minY == 0)
    let below = LayoutRect(x: 0, y: 20, width: 300, height: 600)
    #expect(host.attributesForElements(in: below).isEmpty)
  }

  @Test func measuringTheLastItemOfAnIntMaxSectionDoesNotOverflow() throws {
    // Int.max = 3 · 3,074,457,345,618,258,602 + 1: the last instance holds one item, and
    // its first item plus the group's 3 cells is beyond Int.max.
    let host = Self.rows(perRow: 3, items: .max, estimated: true, rowHeight: 1e-6)
    host.setPreferredSize(
      LayoutSize(width: 100, height: 40), for: .cell(at: Self.path(.max - 1)))
    #expect(host.attributesForItem(at: Self.path(.max - 1))?.frame.height == 40)
    #expect(host.attributesForItem(at: Self.path(.max - 2))?.frame.height == 1e-6)
  }

  @Test func oneMeasurementInA10To9ItemSectionKeepsAFewValues() throws {
    // Issue 15, finding 3: the first measurement allocated a tree over every group (8 GB).
    let host = Self.rows(perRow: 1, items: 1_000_000_000, estimated: true)
    host.setPreferredSize(
      LayoutSize(width: 300, height: 100), for: .cell(at: Self.path(123_456_789)))
    // One measurement stores a short stretch of items and one of groups around it (32
    // values each), never a list over the section.
    let stored = host.solvedLayout.storedSizingValueCount(inSection: 0)
    #expect(stored > 0)
    #expect(stored <= 128)
    // 123,456,789 rows of 10 pt before it.
    #expect(host.attributesForItem(at: Self.path(123_456_790))?.frame.minY == 1_234_567_990)
  }

  @Test func groupsThatStandStillAreFoundWithoutWalkingEveryGroup() {
    // Issue 15, finding 4: spacing of minus the group's length made every rect query that
    // reached the section walk all 10⁹ groups. They all sit at y 50–60, under the header.
    let host = Self.rows(perRow: 1, items: 1_000_000_000, spacing: -10, header: true)
    #expect(host.errors.isEmpty)
    let header = LayoutRect(x: 0, y: 0, width: 300, height: 40)
    #expect(host.attributesForElements(in: header).map(\.category) == [.supplementaryView])
    let small = Self.rows(perRow: 1, items: 1_000, spacing: -10, header: true)
    let cells = small.attributesForElements(in: LayoutRect(x: 0, y: 55, width: 300, height: 1))
    #expect(cells.count == 1_000)
    #expect(cells.allSatisfy { $0.frame == LayoutRect(x: 0, y: 50, width: 300, height: 10) })
  }

  @Test(arguments: [-10.0, -15, -25])
  func groupsThatGoBackAreFoundAsPerItemLookupsPlaceThem(spacing: Double) throws {
    for host in [
      Self.rows(perRow: 2, items: 41, spacing: spacing, header: true),
      Self.rows(perRow: 2, items: 41, estimated: true, spacing: spacing, header: true),
    ] {
      // Measurements that make some instances go forwards and others back.
      for item in stride(from: 0, to: 41, by: 6) {
        host.setPreferredSize(
          LayoutSize(width: 150, height: Double(item % 4) * 9), for: .cell(at: Self.path(item)))
      }
      try host.solvedLayout.checkInvariants()
      try expectRectQueriesMatchLookups(host, items: 41)
    }
  }

  @Test func groupsThatGoBackInAHugeSectionAreFoundAtOnce() {
    // 10⁹ groups, each 10 pt back from the one before: the last is near y −10⁹.
    let host = Self.rows(perRow: 1, items: 1_000_000_000, spacing: -20)
    let last = host.attributesForItem(at: Self.path(999_999_999))
    // 999,999,999 steps of −10.
    #expect(last?.frame.minY == -9_999_999_990)
    let found = host.attributesForElements(
      in: LayoutRect(x: 0, y: -9_999_999_990, width: 300, height: 15))
    #expect(found.map(\.indexPath.item) == [999_999_998, 999_999_999])
  }

  @Test func aBadgeAnchoredFarAwayDoesNotMakeQueriesWalkTheGroupsBetween() throws {
    // Found by FuzzLayout (a timeout): the search box of a group reached from its cell to
    // its badge 10⁹ pt below, so a screen 2 · 10⁹ pt down walked the 22.7 million rows
    // between them, showing nothing for almost all.
    let badge = LayoutSupplementaryItem(
      size: TestLayouts.absolute(20, 20), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top, .leading], offset: .absolute(LayoutPoint(x: 0, y: 1e9))))
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      supplementaryItems: [badge])
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    let host = TestLayouts.host(group, items: 1_000_000_000)
    let screen = LayoutRect(x: 0, y: 2e9, width: 375, height: 812)
    let found = host.attributesForElements(in: screen)
    // Rows 45,454,545 to 45,454,563 (44 · 45,454,545 = 1,999,999,980).
    let cells = found.filter { $0.category == .cell }.map(\.indexPath.item)
    #expect(cells == Array(45_454_545...45_454_563))
    // The badges found are those the per-item lookups place on the screen.
    let badges = found.filter { $0.category == .supplementaryView }.map(\.indexPath.item)
    let expected = (22_727_200...22_727_300).filter { row in
      host.attributesForSupplementaryElement(ofKind: "badge", at: Self.path(row))?.frame
        .intersects(screen) == true
    }
    #expect(!expected.isEmpty)
    #expect(badges.sorted() == expected)
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aPinnedHeaderAtAnOffsetThatIsNotANumberStaysInPlace(offset: Double) throws {
    // Found by FuzzLayout: a pinned header followed an infinite content offset to a frame
    // of (inf, inf, nan, nan).
    var section = LayoutSection(
      group: .horizontal(
        size: TestLayouts.absolute(300, 10),
        subitems: [
          LayoutItem(size: TestLayouts.absolute(300, 10))
        ]))
    section.boundarySupplementaryItems = [
      LayoutBoundarySupplementaryItem(
        size: TestLayouts.absolute(300, 50), elementKind: "header", alignment: .top,
        pinToVisibleBounds: true)
    ]
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: 300, height: 600),
      itemCounts: [100], traits: LayoutTraits(readingDirection: .rightToLeft))
    host.contentOffset = LayoutPoint(x: offset, y: offset)
    let header = try #require(
      host.attributesForSupplementaryElement(ofKind: "header", at: Self.path(0)))
    #expect(header.frame == LayoutRect(x: 0, y: 0, width: 300, height: 50))
  }

  @Test func aRectOfInfiniteWidthFindsItemsInARightToLeftLayout() {
    // Found by FuzzLayout: mirrored, the rect's right edge was -inf + inf = NaN, so it met
    // nothing while per-item lookups placed items in it.
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(10)),
      repeatingSubitem: LayoutItem(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))),
      count: 3)
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 300, height: 600), itemCounts: [30],
      traits: LayoutTraits(readingDirection: .rightToLeft))
    let rect = LayoutRect(x: -1, y: 25, width: .infinity, height: .greatestFiniteMagnitude)
    // Rows 2 to 9: items 6 to 29.
    #expect(host.attributesForElements(in: rect).map(\.indexPath.item).sorted() == Array(6..<30))
  }

  @Test func elementsFarOutsideTheirGroupAreANamedError() throws {
    // Found by FuzzLayout (a timeout): custom frames at 1.8 · 10³⁰⁸ made every group's
    // search box infinite, so each query walked all 2 · 10⁸ groups.
    let far = LayoutRect(
      x: .greatestFiniteMagnitude, y: .greatestFiniteMagnitude,
      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
    let custom = LayoutGroup.custom(size: TestLayouts.absolute(300, 268)) { _ in
      Array(repeating: LayoutCustomGroupItem(frame: far), count: 5)
    }
    let badge = LayoutSupplementaryItem(
      size: TestLayouts.absolute(20, 20), elementKind: "badge",
      containerAnchor: LayoutAnchor(
        edges: [.top], offset: .absolute(LayoutPoint(x: 0, y: 1e300))))
    let badged = LayoutGroup.horizontal(
      size: TestLayouts.absolute(300, 44),
      subitems: [LayoutItem(size: TestLayouts.absolute(300, 44), supplementaryItems: [badge])])
    for group in [custom, badged] {
      let host = TestLayouts.host(group, items: 1_000_000_000)
      let error = try #require(host.errors.first)
      guard case .sectionTooLong(section: 0, _, LayoutSection.maximumLength) = error else {
        Issue.record("unexpected \(error)")
        continue
      }
      #expect(host.visibleAttributes.isEmpty)
    }
  }

  @Test func aRectAtTheEndOfDoubleFindsNothingAtOnce() {
    // Found by FuzzLayout (a timeout): the search window's slack, |low| + |high|,
    // overflowed to infinity for a rect at −1.8 · 10³⁰⁸, and the query walked all 10⁹ rows.
    let host = Self.rows(perRow: 4, items: 4_000_000_000)
    let edge = -Double.greatestFiniteMagnitude
    for rect in [
      LayoutRect(x: edge, y: edge, width: 0, height: 0),
      LayoutRect(x: 0, y: edge, width: 300, height: 1e300),
    ] {
      #expect(host.attributesForElements(in: rect).isEmpty)
    }
    // Mirrored in a right-to-left layout that scrolls sideways, a rect from 1.8 · 10³⁰⁸ to
    // infinity runs from −∞ to −1.8 · 10³⁰⁸: an infinite edge made the slack infinite.
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .absolute(10), height: .fractionalHeight(1)),
      subitems: [LayoutItem(size: TestLayouts.absolute(10, 10))])
    let sideways = LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(group: column),
        configuration: LayoutConfiguration(scrollDirection: .horizontal)),
      size: LayoutSize(width: 300, height: 600), itemCounts: [1_000_000_000],
      traits: LayoutTraits(readingDirection: .rightToLeft))
    let beyond = LayoutRect(x: -edge, y: 0, width: .infinity, height: 600)
    #expect(sideways.attributesForElements(in: beyond).isEmpty)
  }

  @Test func aWindowAHairWideIsNotWidenedByTheScreensSize() {
    // Found by FuzzRegistry (a timeout): in a container 5 · 10⁻³²⁴ pt wide, square rows
    // are 5 · 10⁻³²⁴ pt tall and all of them end before 10⁻¹⁴³. A screen from there down
    // met none, but the search window was widened by 2⁻⁴⁸ of the screen's 800 pt, 10⁻¹²
    // pt or 10³¹¹ rows, and the query walked all 10⁹.
    let cell = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let row = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(1)),
      repeatingSubitem: cell, count: 1)
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: row)),
      size: LayoutSize(width: .leastNonzeroMagnitude, height: 800), itemCounts: [1_000_000_000])
    #expect(host.errors.isEmpty)
    host.contentOffset = LayoutPoint(x: 0, y: 1e-143)
    #expect(host.visibleAttributes.isEmpty)
  }

  @Test func groupsStandingInOnePlaceShowAllOrNothing() {
    // Zero-height rows standing in one place, met at an edge only: none, at once.
    let flat = Self.rows(perRow: 1, items: 1_000_000_000, rowHeight: 0)
    #expect(flat.attributesForElements(in: LayoutRect(x: 0, y: 0, width: 300, height: 5)).isEmpty)
    // A rect beside them across the stride axis: none, at once.
    let still = Self.rows(perRow: 1, items: 1_000_000_000, spacing: -10)
    #expect(
      still.attributesForElements(in: LayoutRect(x: 400, y: 0, width: 10, height: 10)).isEmpty)
    // And when one of them shows, they all do.
    let few = Self.rows(perRow: 2, items: 7, spacing: -10)
    #expect(few.attributesForElements(in: LayoutRect(x: 0, y: 5, width: 300, height: 1)).count == 7)
  }

  @Test func aBoundaryItemOffsetPastTheLimitIsANamedError() throws {
    // Found by FuzzLayout: a layout header offset by 1.8 · 10³⁰⁸ was framed (inf, -inf,
    // nan, inf).
    let header = LayoutBoundarySupplementaryItem(
      size: TestLayouts.absolute(300, 50), elementKind: "badge", alignment: .top,
      absoluteOffset: LayoutPoint(x: .greatestFiniteMagnitude, y: -.greatestFiniteMagnitude))
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(300, 10),
      subitems: [LayoutItem(size: TestLayouts.absolute(300, 10))])
    var section = LayoutSection(group: group)
    section.boundarySupplementaryItems = [header]
    let host = LayoutHost(
      layout: CollectionLayout(
        section: section,
        configuration: LayoutConfiguration(boundarySupplementaryItems: [header])),
      size: LayoutSize(width: 300, height: 600), itemCounts: [3])
    #expect(
      host.errors == [
        .invalidLayoutBoundaryItem(kind: "badge"),
        .invalidSpacing(section: 0, value: .greatestFiniteMagnitude),
      ])
    #expect(host.visibleAttributes.isEmpty)
  }

  @Test func aMeasurementPastTheLimitIsIgnored() throws {
    // Found by FuzzLayout: a preferred height of 1.8 · 10³⁰⁸ was applied, and a badge of
    // the measured row came out framed (inf, inf, nan, nan).
    let host = Self.rows(perRow: 1, items: 10, estimated: true)
    let path = Self.path(3)
    #expect(
      host.setPreferredSize(
        LayoutSize(width: 300, height: .greatestFiniteMagnitude), for: .cell(at: path))
        == .invalidSize)
    #expect(
      host.setPreferredSize(LayoutSize(width: 300, height: 0x1p49), for: .cell(at: path))
        == .invalidSize)
    #expect(host.attributesForItem(at: path)?.frame.height == 10)
    #expect(
      host.setPreferredSize(LayoutSize(width: 300, height: 0x1p40), for: .cell(at: path))
        == .applied)
  }

  @Test func aRectOfNegativeHeightMeetsOnlyFramesAcrossItsGap() {
    // Found by FuzzLayout (a timeout): a rect from 10¹⁵ pt with a height of -inf gave a
    // window whose ends, taken in either order, held all 10⁹ rows.
    let host = Self.rows(perRow: 1, items: 1_000_000_000)
    let reversed = LayoutRect(x: 0, y: 1e15, width: 300, height: -.infinity)
    #expect(host.attributesForElements(in: reversed).isEmpty)
    // As LayoutRect.intersects has it, y 25 to 15 meets a 10 pt row only if the row spans
    // the gap, and none does.
    let gap = LayoutRect(x: 0, y: 25, width: 300, height: -10)
    #expect(host.attributesForElements(in: gap).isEmpty)
    let tall = Self.rows(perRow: 1, items: 10, rowHeight: 100)
    #expect(tall.attributesForElements(in: gap).map(\.indexPath.item) == [0])
  }

  @Test func nestedCountGroupsCannotMultiplyPastTheCellLimit() {
    // 10,000 columns of 10,000 cells: 10⁸ cells in one instance before the limit counted
    // nested groups.
    let cell = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      repeatingSubitem: cell, count: 10_000)
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)),
      repeatingSubitem: .group(column), count: 10_000)
    let host = TestLayouts.host(group, items: 5)
    #expect(host.errors == [.tooManySubitems(section: 0, limit: 10_000)])
    #expect(host.visibleAttributes.isEmpty)
  }

  @Test func aNegativeNumberOfMeasuringRoundsMeasuresNothing() {
    let host = Self.rows(perRow: 1, items: 10, estimated: true)
    host.preferredSizeProvider = { _ in LayoutSize(width: 300, height: 30) }
    host.measureVisibleElements(maximumRounds: -1)
    #expect(host.preferredSizes.isEmpty)
    host.measureVisibleElements(maximumRounds: 1)
    #expect(host.preferredSizes.count == 10)
  }

  @Test func rowsTooThinToMoveAreSkippedWhenTheyShowNothing() {
    // Found by FuzzLayout: rows of 5 · 10⁻³²⁴ pt 1,000 pt down all sit at y 1,000 (the
    // stride is below a unit in the last place there) with no height. A rect ending at
    // 1,000 meets none of them, yet its window, widened for rounding, held all Int.max of
    // them, and the query walked them one by one.
    let tiny = LayoutDimension.absolute(.leastNonzeroMagnitude)
    let item = LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(1), height: tiny))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: tiny), repeatingSubitem: item,
      count: 1)
    var configuration = LayoutConfiguration()
    configuration.interSectionSpacing = 1_000
    let layout = CollectionLayout(configuration: configuration) { _, _ in
      LayoutSection(group: group)
    }
    let solved = LayoutSolver.solve(
      layout, size: LayoutSize(width: 300, height: 600), itemCounts: [0, .max])
    #expect(solved.errors.isEmpty)
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: .max - 1, section: 1))?.frame.minY == 1_000
    )
    #expect(
      solved.attributesForElements(in: LayoutRect(x: 0, y: 500, width: 300, height: 500)).isEmpty)
    #expect(
      solved.attributesForElements(in: LayoutRect(x: 0, y: 1_000, width: 300, height: 500)).isEmpty)
  }

  /// Groups of eight items, of estimated width and no height, one on another at y 0.
  static func groupsStandingStill(items: Int) -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0)))
    let group = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .estimated(3.25), height: .fractionalWidth(0)),
      repeatingSubitem: item, count: 8)
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 300, height: 600), itemCounts: [items])
  }

  @Test func estimatedGroupsThatDoNotAdvanceAreAllFound() {
    // Found by FuzzLayout: groups of estimated width and no height, with no spacing, all
    // sit in one place; the descent of the section's group list found the first only.
    let host = Self.groupsStandingStill(items: 16)
    #expect(host.errors.isEmpty)
    let frames = (0..<16).compactMap { host.attributesForItem(at: Self.path($0))?.frame }
    #expect(Set(frames.map(\.minY)).count == 1)
    let found = host.attributesForElements(in: LayoutRect(x: -10, y: -10, width: 400, height: 50))
      .filter { $0.category == .cell }.map(\.indexPath.item).sorted()
    #expect(found == Array(0..<16))
  }

  @Test func estimatedGroupsStandingStillThatShowNothingAreSkipped() {
    // Found by FuzzLayout (a timeout): 10⁹ estimated groups with no height all sit at y 0,
    // and a rect from y 0 meets none of them; the query walked them one by one.
    let host = Self.groupsStandingStill(items: 1_000_000_000)
    #expect(host.errors.isEmpty)
    #expect(host.attributesForElements(in: LayoutRect(x: 0, y: 0, width: 300, height: 600)).isEmpty)
  }

  /// Every cell a rect query returns, for rects all along the content, is the one per-item
  /// lookups place there, and none is missing.
  func expectRectQueriesMatchLookups(_ host: LayoutHost, items: Int) throws {
    let frames = (0..<items).compactMap { host.attributesForItem(at: Self.path($0))?.frame }
    #expect(frames.count == items)
    let low = frames.map(\.minY).min() ?? 0
    let high = frames.map(\.maxY).max() ?? 0
    for top in stride(from: low - 20, through: high + 20, by: 7.5) {
      let rect = LayoutRect(x: 0, y: top, width: 300, height: 15)
      let found = host.attributesForElements(in: rect).filter { $0.category == .cell }
      let expected = frames.indices.filter { frames[$0].intersects(rect) }
      #expect(found.map(\.indexPath.item).sorted() == expected, "rect at y \(top)")
      for attributes in found {
        #expect(attributes.frame == frames[attributes.indexPath.item])
      }
    }
  }
}

extension ExtremeInputTests {
  /// Rows of two 10 pt cells at the ends of a 300 pt row, `rowHeight` tall, estimated when
  /// asked: between x 10 and 290 a row holds no cell.
  static func rowsWithAGap(items: Int, rowHeight: Double, estimated: Bool) -> LayoutHost {
    let height: LayoutDimension = estimated ? .estimated(rowHeight) : .absolute(rowHeight)
    let item = LayoutItem(size: LayoutSizeSpec(width: .absolute(10), height: height))
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: height), repeatingSubitem: item,
      count: 2)
    group.interItemSpacing = .fixed(280)
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 300, height: 600), itemCounts: [items])
  }

  @Test func aRectBetweenTheCellsOfEveryRowFindsTheirColumnsOnly() {
    let host = Self.rowsWithAGap(items: 40, rowHeight: 10, estimated: false)
    func items(x: Double, width: Double) -> [Int] {
      host.attributesForElements(in: LayoutRect(x: x, y: 0, width: width, height: 600))
        .map(\.indexPath.item).sorted()
    }
    #expect(items(x: 100, width: 100).isEmpty)
    #expect(items(x: 0, width: 100) == Array(stride(from: 0, to: 40, by: 2)))
    #expect(items(x: 250, width: 50) == Array(stride(from: 1, to: 40, by: 2)))
  }

  @Test func aRectBetweenTheCellsOfBillionsOfRowsFindsNothingAtOnce() {
    // Found by FuzzLayout (a timeout): rows 10⁻⁹ pt tall whose cells sit at the row's ends.
    // A rect across the middle met every row's box and no cell, and the query walked the
    // 6 · 10¹¹ rows of the screen one by one.
    let host = Self.rowsWithAGap(items: 2_000_000_000_000, rowHeight: 1e-9, estimated: false)
    #expect(host.errors.isEmpty)
    #expect(
      host.attributesForElements(in: LayoutRect(x: 100, y: 0, width: 100, height: 600)).isEmpty)
  }

  @Test func aRectBetweenTheCellsOfMeasuredRowsGoesFromMeasuredRowToMeasuredRow() {
    let host = Self.rowsWithAGap(items: 2_000_000_000_000, rowHeight: 1e-9, estimated: true)
    for item in [2, 2_000, 2_000_000] {
      host.setPreferredSize(LayoutSize(width: 10, height: 2e-9), for: .cell(at: Self.path(item)))
    }
    #expect(host.errors.isEmpty)
    #expect(
      host.attributesForElements(in: LayoutRect(x: 100, y: 0, width: 100, height: 600)).isEmpty)
    let measured = host.attributesForItem(at: Self.path(2_000))?.frame
    #expect(measured?.height == 2e-9)
    let around = LayoutRect(x: 0, y: measured?.minY ?? 0, width: 100, height: 1e-9)
    #expect(host.attributesForElements(in: around).map(\.indexPath.item).contains(2_000))
  }

  /// Rows of 10 pt estimated in a list of `rows`, row 100 measured `measured` pt tall: the
  /// section's box, from that instance, then reaches that far from any row's origin.
  static func listWithOneTallRow(rows: Int, measured: Double) -> LayoutHost {
    let host = Self.rows(perRow: 1, items: rows, estimated: true)
    host.setPreferredSize(LayoutSize(width: 300, height: measured), for: .cell(at: path(100)))
    return host
  }

  @Test func aWalkJumpsOverRepetitionsThatShowNothingToTheFirstThatCan() throws {
    // Rows after the tall one start at 1,000 + 5,000 = 6,000 pt. A 2,000 pt rect 5,005 pt
    // further meets the box of the 500 rows before it, which show nothing.
    let host = Self.listWithOneTallRow(rows: 100_000, measured: 5_000)
    let rect = LayoutRect(x: 0, y: 11_005, width: 300, height: 2_000)
    let cells = host.attributesForElements(in: rect).filter { $0.category == .cell }
    // Rows 601 (11,000 to 11,010 pt) to 801 (13,000 to 13,010 pt).
    #expect(cells.count == 201)
    #expect(cells.map(\.indexPath.item).min() == 601)
    #expect(cells.map(\.indexPath.item).max() == 801)
    try host.solvedLayout.checkInvariants()
  }

  @Test func aWalkDoesNotVisitAMillionGroupsThatShowNothing() {
    // The durable end of the rect-walk timeouts (issue 24): the rect meets the box of the
    // million rows before it, which is not wasteful next to its own four million points,
    // and every one of them showed nothing; the walk visited them one by one.
    let host = Self.listWithOneTallRow(rows: 2_000_000, measured: 10_000_000)
    let start = 1_000 + 10_000_000 + 10_000_000.0
    let rect = LayoutRect(x: 0, y: start + 5, width: 300, height: 4_000_000)
    let limited = host.solvedLayout.attributesForElements(
      in: rect, contentOffset: host.contentOffset, limit: 100)
    #expect(limited == nil)
    let first = host.attributesForElements(
      in: LayoutRect(x: 0, y: start + 5, width: 300, height: 20))
    #expect(first.map(\.indexPath.item) == [1_000_101, 1_000_102, 1_000_103])
  }
}
