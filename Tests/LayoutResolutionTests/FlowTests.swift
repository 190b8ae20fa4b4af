import LayoutGeometry
import LayoutResolution
import Testing

/// Flow lines (rule 21c): a group of one estimated-width item across the scroll axis fills
/// each line with as many measured items as fit and wraps the rest, as tags and chips do.
@Suite struct FlowTests {
  /// Chips estimated 80 × 32 with 8 pt between them, in lines 8 pt apart: four to a 375 pt
  /// line by their estimates.
  static func chips(
    count: Int, height: LayoutDimension = .absolute(32),
    chipHeight: LayoutDimension = .fractionalHeight(1), width: Double = 375,
    insets: LayoutDirectionalInsets = LayoutDirectionalInsets()
  ) -> LayoutHost {
    let chip = LayoutItem(size: LayoutSizeSpec(width: .estimated(80), height: chipHeight))
    var line = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: height), subitems: [chip])
    line.interItemSpacing = .fixed(8)
    line.contentInsets = insets
    let section = LayoutSection(group: line, interGroupSpacing: 8)
    return LayoutHost(
      layout: CollectionLayout(section: section), size: LayoutSize(width: width, height: 812),
      itemCounts: [count])
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }

  static func frame(_ host: LayoutHost, _ item: Int) -> LayoutRect? {
    host.attributesForItem(at: path(item))?.frame
  }

  static func measure(_ host: LayoutHost, _ item: Int, width: Double, height: Double = 32) {
    host.setPreferredSize(LayoutSize(width: width, height: height), for: .cell(at: path(item)))
  }
}

extension FlowTests {
  @Test func estimatesFillFourChipsToALine() throws {
    let host = Self.chips(count: 10)
    #expect(Self.frame(host, 3) == LayoutRect(x: 264, y: 0, width: 80, height: 32))
    #expect(Self.frame(host, 4) == LayoutRect(x: 0, y: 40, width: 80, height: 32))
    #expect(host.contentSize.height == 3 * 32 + 2 * 8)
    try host.solvedLayout.checkInvariants()
  }

  @Test func measuredChipsWrapInsteadOfRunningOffTheLine() throws {
    let host = Self.chips(count: 10)
    for item in 0..<4 { Self.measure(host, item, width: 150) }
    // 150 + 8 + 150 fills the line: the third chip wraps. Without reflow it ended at 632.
    #expect(Self.frame(host, 1) == LayoutRect(x: 158, y: 0, width: 150, height: 32))
    #expect(Self.frame(host, 2) == LayoutRect(x: 0, y: 40, width: 150, height: 32))
    #expect(Self.frame(host, 3) == LayoutRect(x: 158, y: 40, width: 150, height: 32))
    // The rest keep their estimates, four to a line from item 4 on.
    #expect(Self.frame(host, 4) == LayoutRect(x: 0, y: 80, width: 80, height: 32))
    #expect(Self.frame(host, 8) == LayoutRect(x: 0, y: 120, width: 80, height: 32))
    #expect(host.attributesForElements(in: host.visibleRect).allSatisfy { $0.frame.maxX <= 375 })
    try host.solvedLayout.checkInvariants()
  }

  @Test func narrowerChipsPullItemsUpFromTheNextLine() throws {
    let host = Self.chips(count: 10)
    for item in 0..<6 { Self.measure(host, item, width: 40) }
    // Seven chips of 40 with 8 between: 7 · 40 + 6 · 8 = 328 ≤ 375; an eighth, of 80, not.
    #expect(Self.frame(host, 6) == LayoutRect(x: 288, y: 0, width: 80, height: 32))
    #expect(Self.frame(host, 7) == LayoutRect(x: 0, y: 40, width: 80, height: 32))
    try host.solvedLayout.checkInvariants()
  }

  @Test func aNarrowChipJoinsTheFullLineBeforeIt() throws {
    let host = Self.chips(count: 10)
    // Four estimated chips leave 31 pt: room for 8 pt of spacing and a 20 pt chip.
    Self.measure(host, 4, width: 20)
    #expect(Self.frame(host, 4) == LayoutRect(x: 352, y: 0, width: 20, height: 32))
    #expect(Self.frame(host, 5) == LayoutRect(x: 0, y: 40, width: 80, height: 32))
    try host.solvedLayout.checkInvariants()
  }

  @Test func aChipWiderThanTheLineTakesALineOfItsOwnAtTheLinesWidth() throws {
    let host = Self.chips(count: 6, insets: LayoutDirectionalInsets(leading: 10, trailing: 10))
    Self.measure(host, 1, width: 500)
    #expect(Self.frame(host, 0) == LayoutRect(x: 10, y: 0, width: 80, height: 32))
    #expect(Self.frame(host, 1) == LayoutRect(x: 10, y: 40, width: 355, height: 32))
    #expect(Self.frame(host, 2) == LayoutRect(x: 10, y: 80, width: 80, height: 32))
    try host.solvedLayout.checkInvariants()
  }

  @Test func aLineIsAsTallAsItsTallestChipWhenItsHeightIsEstimated() throws {
    let host = Self.chips(count: 8, height: .estimated(32), chipHeight: .estimated(32))
    Self.measure(host, 1, width: 80, height: 50)
    #expect(Self.frame(host, 1)?.height == 50)
    #expect(Self.frame(host, 4)?.minY == 58)
    try host.solvedLayout.checkInvariants()
  }

  @Test func shrinkingAChipBackRestoresTheEstimatedLines() throws {
    let host = Self.chips(count: 12)
    Self.measure(host, 0, width: 300)
    #expect(Self.frame(host, 1)?.minY == 40)
    Self.measure(host, 0, width: 80)
    for item in 0..<12 {
      #expect(
        Self.frame(host, item)
          == LayoutRect(x: Double(item % 4) * 88, y: Double(item / 4) * 40, width: 80, height: 32))
    }
    try host.solvedLayout.checkInvariants()
  }

  @Test func aMeasurementFarDownLeavesTheEarlierLinesAlone() throws {
    let host = Self.chips(count: 100_000)
    Self.measure(host, 50_000, width: 300)
    // Items 0 … 49,999 keep their lines; the chip takes a line of its own and the
    // following ones continue four to a line.
    #expect(Self.frame(host, 49_999) == LayoutRect(x: 264, y: 12_499 * 40, width: 80, height: 32))
    #expect(Self.frame(host, 50_000) == LayoutRect(x: 0, y: 12_500 * 40, width: 300, height: 32))
    #expect(Self.frame(host, 50_001) == LayoutRect(x: 0, y: 12_501 * 40, width: 80, height: 32))
    #expect(host.contentSize.height == 25_001 * 40 - 8)
    try host.solvedLayout.checkInvariants()
  }

  @Test func aRotationKeepsMeasuredWidthsAndRefillsTheWiderLines() throws {
    let host = Self.chips(count: 10)
    for item in 0..<4 { Self.measure(host, item, width: 150) }
    host.size = LayoutSize(width: 800, height: 600)
    // 4 · 150 + 2 · 80 + 5 · 8 = 800: six chips fill the first line.
    #expect(Self.frame(host, 3) == LayoutRect(x: 474, y: 0, width: 150, height: 32))
    #expect(Self.frame(host, 5) == LayoutRect(x: 720, y: 0, width: 80, height: 32))
    #expect(Self.frame(host, 6) == LayoutRect(x: 0, y: 40, width: 80, height: 32))
    #expect(host.preferredSizes.count == 4)
    try host.solvedLayout.checkInvariants()
  }

  @Test func measuredChipsFollowTheirItemsThroughAnInsertAtTheTop() throws {
    let host = Self.chips(count: 10)
    Self.measure(host, 0, width: 150)
    Self.measure(host, 1, width: 150)
    var update = LayoutUpdate()
    update.insertedItems = [Self.path(0)]
    try host.performBatchUpdates(update, itemCounts: [11])
    // The new chip at its estimate, then the two measured ones: 80 + 8 + 150 fits, the
    // next 150 does not.
    #expect(Self.frame(host, 1) == LayoutRect(x: 88, y: 0, width: 150, height: 32))
    #expect(Self.frame(host, 2) == LayoutRect(x: 0, y: 40, width: 150, height: 32))
    #expect(Self.frame(host, 3) == LayoutRect(x: 158, y: 40, width: 80, height: 32))
    try host.solvedLayout.checkInvariants()
  }

  @Test func aHostBuiltWithTheSameSizesAgreesAfterDeletes() throws {
    let widths = [150.0, 40, 220, 90, 60, 300, 30, 30, 30, 120]
    let updated = Self.chips(count: 40)
    for (item, width) in widths.enumerated() { Self.measure(updated, item * 3, width: width) }
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(1), Self.path(7), Self.path(8)]
    try updated.performBatchUpdates(update, itemCounts: [37])
    let fresh = Self.chips(count: 37)
    for (element, size) in updated.preferredSizes {
      fresh.setPreferredSize(size, for: element)
    }
    for item in 0..<37 { #expect(Self.frame(updated, item) == Self.frame(fresh, item)) }
    #expect(updated.contentSize == fresh.contentSize)
  }

  @Test func verticalLinesFlowInAHorizontallyScrollingLayout() throws {
    let chip = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(60)))
    let line = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .absolute(100), height: .fractionalHeight(1)), subitems: [chip])
    let host = LayoutHost(
      layout: CollectionLayout(
        section: LayoutSection(group: line),
        configuration: LayoutConfiguration(scrollDirection: .horizontal)),
      size: LayoutSize(width: 375, height: 200), itemCounts: [9])
    #expect(Self.frame(host, 3) == LayoutRect(x: 100, y: 0, width: 100, height: 60))
    host.setPreferredSize(LayoutSize(width: 100, height: 150), for: .cell(at: Self.path(0)))
    #expect(Self.frame(host, 1) == LayoutRect(x: 100, y: 0, width: 100, height: 60))
    try host.solvedLayout.checkInvariants()
  }
}
