import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing
import _LayoutInternals

@Suite struct SelfSizingTests {}

extension SelfSizingTests {
  /// A list of full-width rows estimated 44 pt tall, one per group.
  static func list(
    rows: Int, height: LayoutDimension = .estimated(44), spacing: Double = 0,
    header: Bool = false
  ) -> LayoutHost {
    let item = LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: height), subitems: [item])
    var section = LayoutSection(group: group, interGroupSpacing: spacing)
    if header {
      section.boundarySupplementaryItems = [
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(30)),
          elementKind: "header", alignment: .top)
      ]
    }
    return LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone,
      itemCounts: [rows, 3])
  }

  static func cell(_ item: Int, section: Int = 0) -> LayoutElementID {
    .cell(at: LayoutIndexPath(item: item, section: section))
  }

  static func frame(_ host: LayoutHost, _ item: Int, section: Int = 0) -> LayoutRect? {
    host.attributesForItem(at: LayoutIndexPath(item: item, section: section))?.frame
  }

  @Test func sizesReportedOutOfOrderMoveEveryLaterFrame() throws {
    let host = Self.list(rows: 10, spacing: 2)
    #expect(
      host.setPreferredSize(LayoutSize(width: 375, height: 100), for: Self.cell(7)) == .applied)
    try host.solvedLayout.checkInvariants()
    #expect(
      host.setPreferredSize(LayoutSize(width: 375, height: 20), for: Self.cell(2)) == .applied)
    try host.solvedLayout.checkInvariants()
    let measured: [Int: Double] = [2: 20, 7: 100]
    let heights = (0..<10).map { measured[$0] ?? 44 }
    var y = 0.0
    for (item, height) in heights.enumerated() {
      #expect(Self.frame(host, item) == LayoutRect(x: 0, y: y, width: 375, height: height))
      y += height + 2
    }
    // The next section starts where the measured one now ends.
    #expect(Self.frame(host, 0, section: 1)?.minY == y - 2)
    #expect(host.contentSize.height == y - 2 + 3 * 44 + 2 * 2)
    #expect(host.layoutPassCount == 1)
  }

  @Test func measuredRowIsFoundByRectQueries() throws {
    let host = Self.list(rows: 1000)
    host.setPreferredSize(LayoutSize(width: 375, height: 400), for: Self.cell(10))
    try host.solvedLayout.checkInvariants()
    host.contentOffset = LayoutPoint(x: 0, y: 10 * 44 + 300)
    let visible = host.visibleAttributes.map(\.indexPath.item)
    // Row 10 spans 440…840; the screen 740…1552 shows it and rows 11…27 (row 27 starts
    // at 840 + 16 · 44 = 1544).
    #expect(visible == Array(10...27))
  }

  @Test func estimatedGroupGrowsToItsTallestMeasuredItem() throws {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .estimated(44)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
    let host = TestLayouts.host(group, items: 4)
    host.setPreferredSize(LayoutSize(width: 187.5, height: 100), for: Self.cell(1))
    try host.solvedLayout.checkInvariants()
    #expect(
      TestLayouts.frames(host) == [
        LayoutRect(x: 0, y: 0, width: 187.5, height: 44),
        LayoutRect(x: 187.5, y: 0, width: 187.5, height: 100),
        LayoutRect(x: 0, y: 100, width: 187.5, height: 44),
        LayoutRect(x: 187.5, y: 100, width: 187.5, height: 44),
      ])
    #expect(host.contentSize.height == 144)
  }

  @Test func uniformSiblingsTakeTheLargestMeasuredSize() throws {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .uniformAcrossSiblings(estimate: 44))
    )
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
      repeatingSubitem: item, count: 3)
    let host = TestLayouts.host(group, items: 6)
    host.setPreferredSize(LayoutSize(width: 125, height: 90), for: Self.cell(1))
    try host.solvedLayout.checkInvariants()
    #expect(TestLayouts.frames(host).map(\.height) == [90, 90, 90, 44, 44, 44])
    #expect(TestLayouts.frames(host).map(\.minY) == [0, 0, 0, 90, 90, 90])
  }

  @Test func uniformOutermostGroupIsSharedAcrossTheSection() throws {
    let host = Self.list(rows: 5, height: .uniformAcrossSiblings(estimate: 44))
    host.setPreferredSize(LayoutSize(width: 375, height: 70), for: Self.cell(3))
    try host.solvedLayout.checkInvariants()
    #expect((0..<5).map { Self.frame(host, $0)?.minY } == [0, 70, 140, 210, 280])
    host.setPreferredSize(LayoutSize(width: 375, height: 50), for: Self.cell(3))
    try host.solvedLayout.checkInvariants()
    #expect((0..<5).map { Self.frame(host, $0)?.minY } == [0, 50, 100, 150, 200])
  }

  @Test func measuredHeaderPushesTheSectionDown() throws {
    let host = Self.list(rows: 2, header: true)
    let header = LayoutElementID.supplementary(
      ofKind: "header", at: LayoutIndexPath(item: 0, section: 0))
    #expect(Self.frame(host, 0)?.minY == 30)
    #expect(host.setPreferredSize(LayoutSize(width: 375, height: 60), for: header) == .applied)
    try host.solvedLayout.checkInvariants()
    #expect(Self.frame(host, 0)?.minY == 60)
    #expect(
      host.attributesForSupplementaryElement(ofKind: "header", at: header.indexPath)?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 60))
    // Section 1 starts at 60 + 88 = 148 and has its own 30 pt header.
    #expect(Self.frame(host, 0, section: 1)?.minY == 178)
  }

  @Test(arguments: [
    LayoutSize(width: 375, height: -1), LayoutSize(width: .nan, height: 44),
    LayoutSize(width: 375, height: .infinity),
  ])
  func invalidPreferredSizeIsIgnoredAndReported(_ size: LayoutSize) {
    let host = Self.list(rows: 3)
    #expect(host.setPreferredSize(size, for: Self.cell(1)) == .invalidSize)
    #expect(Self.frame(host, 2)?.minY == 88)
    #expect(host.measurementDiagnostics.count == 1)
    #expect(host.preferredSizes.isEmpty)
  }

  @Test func sizesForMissingElementsAndDecorationsAreIgnoredAndReported() {
    let host = Self.list(rows: 3)
    let size = LayoutSize(width: 10, height: 10)
    #expect(host.setPreferredSize(size, for: Self.cell(3)) == .unknownElement)
    #expect(host.setPreferredSize(size, for: Self.cell(0, section: 9)) == .unknownElement)
    let background = LayoutElementID.decoration(
      ofKind: "background", at: LayoutIndexPath(item: 0, section: 0))
    #expect(host.setPreferredSize(size, for: background) == .sizedBySection)
    #expect(host.measurementDiagnostics.count == 3)
  }

  @Test func sizeForAFixedSizeCellChangesNothing() {
    let host = LayoutHost(
      layout: ReferenceLayouts.list, size: ReferenceLayouts.phone, itemCounts: [3])
    #expect(
      host.setPreferredSize(LayoutSize(width: 375, height: 99), for: Self.cell(0)) == .unchanged)
    #expect(Self.frame(host, 1)?.minY == 44)
  }

  @Test func providerSizesEveryVisibleRowUntilTheScreenIsFull() throws {
    let host = Self.list(rows: 100)
    var asked: [Int] = []
    host.preferredSizeProvider = { attributes in
      asked.append(attributes.indexPath.item)
      return LayoutSize(width: attributes.frame.width, height: 100)
    }
    let visible = host.visibleAttributes.filter { $0.indexPath.section == 0 }
    // 100 pt rows: rows 0…8 cover 812 pt.
    #expect(visible.map(\.indexPath.item) == Array(0...8))
    #expect(visible.allSatisfy { $0.frame.height == 100 })
    #expect(asked == Array(0...18))
    #expect(host.layoutPassCount == 1)
    try host.solvedLayout.checkInvariants()
  }

  @Test func providerReturningNonsenseKeepsEstimatesAndReports() {
    let host = Self.list(rows: 30)
    host.preferredSizeProvider = { _ in LayoutSize(width: .nan, height: -5) }
    let visible = host.visibleAttributes
    #expect(visible.filter { $0.indexPath.section == 0 }.count == 19)
    #expect(visible.allSatisfy { $0.frame.height == 44 })
    #expect(host.measurementDiagnostics.count == 19)
  }

  @Test func measurementsSurviveAPassAndStandAsEstimatesAfterAWidthChange() throws {
    let host = Self.list(rows: 3)
    host.setPreferredSize(LayoutSize(width: 375, height: 80), for: Self.cell(0))
    host.traits.displayScale = 2
    #expect(Self.frame(host, 1)?.minY == 80)
    try host.solvedLayout.checkInvariants()
    host.size = LayoutSize(width: 375, height: 500)
    #expect(Self.frame(host, 1)?.minY == 80)
    // Measured 375 wide, the row is now 400 wide: its height stands as an estimate, not
    // dropped back to 44, until it is measured again.
    host.size = LayoutSize(width: 400, height: 500)
    #expect(Self.frame(host, 1)?.minY == 80)
    #expect(host.preferredSizes.count == 1)
    try host.solvedLayout.checkInvariants()
    host.preferredSizeProvider = { LayoutSize(width: $0.frame.width, height: 60) }
    _ = host.visibleAttributes
    #expect(Self.frame(host, 1)?.minY == 60)
  }

  @Test func changingASectionsItemCountDropsOnlyItsSizes() throws {
    let host = Self.list(rows: 3)
    host.setPreferredSize(LayoutSize(width: 375, height: 80), for: Self.cell(0))
    host.setPreferredSize(LayoutSize(width: 375, height: 60), for: Self.cell(0, section: 1))
    host.itemCounts = [4, 3]
    try host.solvedLayout.checkInvariants()
    #expect(Self.frame(host, 1)?.minY == 44)
    #expect(Self.frame(host, 1, section: 1).map { $0.minY - (4 * 44) } == 60)
  }

  @Test(arguments: 0..<20)
  func randomMeasurementsMatchPlainPrefixSums(seed: Int) throws {
    var random = SeededGenerator(seed: UInt64(seed))
    let rows = 300
    let host = Self.list(rows: rows, spacing: Double(seed % 3))
    var heights = [Double](repeating: 44, count: rows)
    for _ in 0..<60 {
      let item = Int(random.next() % UInt64(rows))
      let height = Double(random.next() % 200)
      heights[item] = height
      host.setPreferredSize(LayoutSize(width: 375, height: height), for: Self.cell(item))
      try host.solvedLayout.checkInvariants()
    }
    var y = 0.0
    var expected: [LayoutRect] = []
    for height in heights {
      expected.append(LayoutRect(x: 0, y: y, width: 375, height: height))
      y += height + Double(seed % 3)
    }
    #expect((0..<rows).map { Self.frame(host, $0) } == expected)
    let top = Double(random.next() % 8000)
    let rect = LayoutRect(x: 0, y: top, width: 375, height: 812)
    let queried = host.attributesForElements(in: rect).filter { $0.indexPath.section == 0 }
    let brute = expected.indices.filter { expected[$0].intersects(rect) }
    #expect(queried.map(\.indexPath.item) == brute)
  }
}

extension SelfSizingTests {
  /// 200 sections of 5 rows, estimated 44 pt, 2 pt between sections.
  static func sectioned() -> LayoutHost {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: row)])
    var configuration = LayoutConfiguration()
    configuration.interSectionSpacing = 2
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group), configuration: configuration),
      size: ReferenceLayouts.phone, itemCounts: Array(repeating: 5, count: 200))
  }

  @Test func aMeasurementMovesOnlyTheSectionsAfterIt() throws {
    let host = Self.sectioned()
    let before = (0..<200).map { host.solvedLayout.frame(ofSection: $0) }
    host.setPreferredSize(LayoutSize(width: 375, height: 100), for: Self.cell(2, section: 120))
    try host.solvedLayout.checkInvariants()
    let after = (0..<200).map { host.solvedLayout.frame(ofSection: $0) }
    #expect(after[..<120] == before[..<120])
    // Section 120 grows by 100 − 44 = 56; every later one moves down as much.
    #expect(after[120]?.height == 276)
    #expect(after[121]?.minY == (before[121]?.minY ?? 0) + 56)
    #expect(after[199]?.minY == (before[199]?.minY ?? 0) + 56)
    // Rows far below are still found by rect queries after the shift.
    let top = try #require(after[150]?.minY)
    let rows = host.attributesForElements(in: LayoutRect(x: 0, y: top, width: 375, height: 44))
    #expect(rows.map(\.indexPath) == [LayoutIndexPath(item: 0, section: 150)])
  }

  @Test func replayedMeasurementsGiveTheFramesTheyGaveOneByOne() throws {
    let host = Self.sectioned()
    var random = SeededGenerator(seed: 5)
    for _ in 0..<300 {
      let path = LayoutIndexPath(item: random.next(below: 5), section: random.next(below: 200))
      let height = Double(20 + random.next(below: 100))
      host.setPreferredSize(LayoutSize(width: 375, height: height), for: .cell(at: path))
    }
    let measuredOneByOne = host.attributesForElements(
      in: LayoutRect(origin: .zero, size: host.contentSize))
    // A new pass replays every stored size as one batch.
    host.invalidateLayout()
    try host.solvedLayout.checkInvariants()
    #expect(host.layoutPassCount == 2)
    #expect(
      host.attributesForElements(in: LayoutRect(origin: .zero, size: host.contentSize))
        == measuredOneByOne)
  }

  @Test func oneMeasurementInAHugeSectionKeepsItsPositions() throws {
    let host = Self.list(rows: 1_000_000_000)
    host.setPreferredSize(
      LayoutSize(width: 375, height: 100), for: Self.cell(123_456_789))
    try host.solvedLayout.checkInvariants()
    // Rows before it at 44 pt: 123,456,789 · 44 = 5,432,098,716.
    #expect(Self.frame(host, 123_456_789)?.minY == 5_432_098_716)
    #expect(Self.frame(host, 123_456_790)?.minY == 5_432_098_816)
  }
}
