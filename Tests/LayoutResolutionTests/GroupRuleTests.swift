import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct GroupRuleTests {}

extension GroupRuleTests {
  @Test func countGroupSplitsInnerLengthEquallyIgnoringItemWidth() {
    // Rule 9, measured: a 270 pt group, spacing 20, count 2 → 125 pt items at 0 and 145.
    var group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(270, 50),
      repeatingSubitem: LayoutItem(size: TestLayouts.absolute(999, 50)), count: 2)
    group.interItemSpacing = .fixed(20)
    let frames = TestLayouts.frames(TestLayouts.host(group, items: 2))
    #expect(
      frames == [
        LayoutRect(x: 0, y: 0, width: 125, height: 50),
        LayoutRect(x: 145, y: 0, width: 125, height: 50),
      ])
  }

  @Test func itemInsetsShrinkFramesButNotSlots() {
    // Rule 6: three 20 × 20 items with insets 2 → 16 × 16 frames, group unchanged.
    let item = LayoutItem(size: TestLayouts.absolute(20, 20), contentInsets: .init(all: 2))
    let group = LayoutGroup.horizontal(size: TestLayouts.absolute(60, 20), subitems: [item])
    let host = TestLayouts.host(group, items: 3)
    #expect(
      TestLayouts.frames(host) == [
        LayoutRect(x: 2, y: 2, width: 16, height: 16),
        LayoutRect(x: 22, y: 2, width: 16, height: 16),
        LayoutRect(x: 42, y: 2, width: 16, height: 16),
      ])
    #expect(host.contentSize.height == 20)
  }

  @Test func sequenceCyclesSubitemsAndDropsTheOneThatDoesNotFit() {
    // Rule 8: 100 + 150 + 100 = 350; the next 150 does not fit in 375 and is dropped.
    let small = LayoutItem(size: TestLayouts.absolute(100, 30))
    let large = LayoutItem(size: TestLayouts.absolute(150, 30))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      subitems: [small, large])
    let frames = TestLayouts.frames(TestLayouts.host(group, items: 4))
    #expect(frames.map(\.minX) == [0, 100, 250, 0])
    #expect(frames.map(\.width) == [100, 150, 100, 100])
    #expect(frames.map(\.minY) == [0, 0, 0, 30])
  }

  @Test func flexibleSpacingSpreadsLeftoverRoomAcrossGaps() {
    // Rule 10: three 100 pt items in 375 with flexible(5): 65 pt left, 32.5 pt per gap.
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      subitems: [LayoutItem(size: TestLayouts.absolute(100, 30))])
    group.interItemSpacing = .flexible(5)
    let frames = TestLayouts.frames(TestLayouts.host(group, items: 3))
    #expect(frames.map(\.minX) == [0, 137.5, 275])
  }

  @Test func fixedSpacingIsExact() {
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      subitems: [LayoutItem(size: TestLayouts.absolute(100, 30))])
    group.interItemSpacing = .fixed(5)
    let frames = TestLayouts.frames(TestLayouts.host(group, items: 3))
    #expect(frames.map(\.minX) == [0, 105, 210])
  }

  @Test func verticalGroupHonoursSpacingBetweenSubgroups() {
    let row = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(40)),
      repeatingSubitem: LayoutItem(size: ReferenceLayouts.fractional(1, 1)), count: 2)
    var column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)),
      repeatingSubitem: .group(row), count: 2)
    column.interItemSpacing = .fixed(20)
    let frames = TestLayouts.frames(TestLayouts.host(column, items: 4))
    #expect(frames.map(\.minY) == [0, 0, 60, 60])
    #expect(frames.map(\.height) == [40, 40, 40, 40])
  }

  @Test func flexibleBottomEdgeKeepsItemAtTopOfTallerGroup() {
    // Rule 7: `bottom: .flexible(0)` pins a short item to the top; `top: .flexible(0)`
    // pushes it to the bottom; both centre it.
    func minY(_ spacing: LayoutEdgeSpacing) -> Double? {
      let item = LayoutItem(size: TestLayouts.absolute(50, 20), edgeSpacing: spacing)
      let group = LayoutGroup.horizontal(size: TestLayouts.absolute(375, 100), subitems: [item])
      return TestLayouts.frames(TestLayouts.host(group, items: 1)).first?.minY
    }
    #expect(minY(LayoutEdgeSpacing(bottom: .flexible(0))) == 0)
    #expect(minY(LayoutEdgeSpacing(top: .flexible(0))) == 80)
    #expect(minY(LayoutEdgeSpacing(top: .flexible(0), bottom: .flexible(0))) == 40)
    #expect(minY(LayoutEdgeSpacing(top: .fixed(10))) == 10)
  }

  @Test func leadingEdgeSpacingMovesItemWithoutResizing() {
    let item = LayoutItem(
      size: TestLayouts.absolute(100, 20), edgeSpacing: LayoutEdgeSpacing(leading: .fixed(10)))
    let group = LayoutGroup.horizontal(size: TestLayouts.absolute(375, 20), subitems: [item])
    let frames = TestLayouts.frames(TestLayouts.host(group, items: 3))
    #expect(frames.map(\.minX) == [10, 120, 230])
    #expect(frames.map(\.width) == [100, 100, 100])
  }

  @Test func itemFractionsResolveAgainstGroupAfterItsInsets() {
    // Rule 4: a 200 pt group with 50 pt insets leaves 100; half of that is 50.
    var group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(200, 100),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(0.5, 0.5))])
    group.contentInsets = LayoutDirectionalInsets(top: 0, leading: 50, bottom: 0, trailing: 50)
    let frames = TestLayouts.frames(TestLayouts.host(group, items: 2))
    #expect(
      frames == [
        LayoutRect(x: 50, y: 0, width: 50, height: 50),
        LayoutRect(x: 100, y: 0, width: 50, height: 50),
      ])
  }

  @Test func customGroupFramesAreRelativeToGroupOriginAndConsumeOneItemEach() {
    let group = LayoutGroup.custom(size: TestLayouts.absolute(375, 100)) { environment in
      let width = environment.container.contentSize.width
      return [
        LayoutCustomGroupItem(frame: LayoutRect(x: 0, y: 0, width: width / 2, height: 100)),
        LayoutCustomGroupItem(
          frame: LayoutRect(x: width / 2, y: 50, width: width / 2, height: 50), zIndex: 3),
      ]
    }
    let host = TestLayouts.host(group, items: 3)
    #expect(
      TestLayouts.frames(host) == [
        LayoutRect(x: 0, y: 0, width: 187.5, height: 100),
        LayoutRect(x: 187.5, y: 50, width: 187.5, height: 50),
        LayoutRect(x: 0, y: 100, width: 187.5, height: 100),
      ])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.zIndex == 3)
    #expect(host.contentSize.height == 200)
  }

  @Test func partialLastGroupStillOccupiesItsFullSize() {
    // Rule 12: 7 items in rows of 5 → two rows, the second with two items.
    let host = LayoutHost(
      layout: ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [7])
    #expect(host.contentSize.height == 150)
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 6, section: 0))?.frame
        == LayoutRect(x: 75, y: 75, width: 75, height: 75))
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 7, section: 0)) == nil)
  }

  @Test func insetsOnAnEstimatedAxisAreIgnoredWithADiagnostic() {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
      contentInsets: LayoutDirectionalInsets(all: 5))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
    let host = TestLayouts.host(group, items: 1)
    #expect(TestLayouts.frames(host) == [LayoutRect(x: 5, y: 0, width: 365, height: 44)])
    #expect(
      host.solvedLayout.diagnostics == [
        .contentInsetsIgnoredOnEstimatedAxis(section: 0, axis: .vertical)
      ])
  }
}

extension GroupRuleTests {
  /// faberNovel/CompositionalLayoutDSL testSupplementaryItem, iOS 17 (375 × 812 at 3×): four
  /// items of height `.fractionalWidth(1/4)` in a group inset 20 pt at its trailing edge,
  /// 16 pt apart, with a 20 × 60 item anchored to the group's trailing edge and moved by its
  /// own width.
  static func supplementaryItemCase() -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.25)))
    var group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(80)),
      repeatingSubitem: item, count: 4)
    group.interItemSpacing = .fixed(16)
    group.contentInsets = LayoutDirectionalInsets(trailing: 20)
    group.supplementaryItems = [
      LayoutSupplementaryItem(
        size: TestLayouts.absolute(20, 60), elementKind: "trailing",
        containerAnchor: LayoutAnchor(
          edges: .trailing, offset: .fractional(LayoutPoint(x: 1, y: 0))))
    ]
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)), size: ReferenceLayouts.phone,
      itemCounts: [8], traits: LayoutTraits(displayScale: 3))
  }

  @Test func countGroupItemsResolveFractionsAgainstTheRoomLeftBySpacing() {
    // Rule 9: (355 − 3 · 16) / 4 = 76.75, snapped to 76.67; not 355 / 4.
    let frames = TestLayouts.frames(Self.supplementaryItemCase())
    #expect(frames.allSatisfy { abs($0.height - 230.0 / 3) < 1e-9 })
    #expect(frames.allSatisfy { abs($0.width - 230.0 / 3) < 1e-9 })
  }

  @Test func countGroupItemsAddUpTheirSnappedLengths() {
    // Rule 25 (iOS 17): x 0, 92.67, 185.33, 278 rather than each edge snapped (185.67, 278.33).
    let frames = TestLayouts.frames(Self.supplementaryItemCase())
    let expected = [0, 278, 556, 834].map { Double($0) / 3 }
    #expect(zip(frames.prefix(4).map(\.minX), expected).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func groupAnchoredItemHangsOnTheGroupInsideItsInsets() {
    // Rule 17 (iOS 17): the trailing edge inside the 20 pt inset is at 355; the item sits
    // flush inside it at 335 and its offset of one width moves it to 355. It is the second
    // group's, numbered by group: [0, 1].
    let host = Self.supplementaryItemCase()
    let trailing = host.attributesForSupplementaryElement(
      ofKind: "trailing", at: LayoutIndexPath(item: 1, section: 0))?.frame
    #expect(trailing == LayoutRect(x: 355, y: 90, width: 20, height: 60))
  }
}
