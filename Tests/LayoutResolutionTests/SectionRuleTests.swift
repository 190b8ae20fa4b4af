import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct SectionRuleTests {}

extension SectionRuleTests {
  static var row: LayoutGroup {
    LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
  }

  @Test func cardSectionInsetsNarrowTheGroup() {
    // Reference "card": width 375, section insets 16/16 → x 16, width 343.
    let host = TestLayouts.host(Self.row, items: 1) {
      $0.contentInsets = LayoutDirectionalInsets(leading: 16, trailing: 16)
    }
    #expect(TestLayouts.frames(host) == [LayoutRect(x: 16, y: 0, width: 343, height: 44)])
  }

  @Test func interGroupSpacingGoesBetweenGroupsOnly() {
    let host = TestLayouts.host(Self.row, items: 3) {
      $0.interGroupSpacing = 10
      $0.contentInsets = LayoutDirectionalInsets(top: 5, bottom: 7)
    }
    #expect(TestLayouts.frames(host).map(\.minY) == [5, 59, 113])
    #expect(host.contentSize.height == 5 + 44 * 3 + 20 + 7)
  }

  @Test func interSectionSpacingGoesBetweenSectionsNeverAfterTheLast() {
    let layout = CollectionLayout(
      section: LayoutSection(group: Self.row),
      configuration: LayoutConfiguration(interSectionSpacing: 30))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [2, 0, 1])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 2))?.frame.minY == 148)
    #expect(host.contentSize.height == 192)
    #expect(
      host.solvedLayout.frame(ofSection: 1) == LayoutRect(x: 0, y: 118, width: 375, height: 0))
  }

  @Test func groupFractionalHeightUsesTheContainerHeightNotReducedBySectionInsets() {
    // Rule 3 (decided): fractionalHeight(0.5) of an 812 pt container is 406.
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.5)),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    let host = TestLayouts.host(group, items: 1) {
      $0.contentInsets = LayoutDirectionalInsets(all: 100)
    }
    #expect(TestLayouts.frames(host) == [LayoutRect(x: 100, y: 100, width: 175, height: 406)])
  }

  @Test func horizontalLayoutMirrorsTheRulesAcrossAxes() {
    let item = LayoutItem(size: ReferenceLayouts.fractional(1, 1))
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .absolute(100), height: .fractionalHeight(0.5)),
      subitems: [item])
    let layout = CollectionLayout(
      section: LayoutSection(
        group: column, contentInsets: LayoutDirectionalInsets(top: 10, leading: 5, bottom: 10),
        interGroupSpacing: 8),
      configuration: LayoutConfiguration(scrollDirection: .horizontal))
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 220), itemCounts: [3])
    #expect(
      TestLayouts.frames(host) == [
        LayoutRect(x: 5, y: 10, width: 100, height: 100),
        LayoutRect(x: 113, y: 10, width: 100, height: 100),
        LayoutRect(x: 221, y: 10, width: 100, height: 100),
      ])
    #expect(host.contentSize == LayoutSize(width: 321, height: 220))
  }

  @Test func orthogonalSectionLaysGroupsInOneRowAcrossTheScrollAxis() {
    // Rule 19: one group tall; the row runs along x from the leading inset. The group's
    // 0.8 is of the whole 375 pt, not of the 343 pt inside the insets (iOS 17,
    // faberNovel testDecorationItem; the hand-derived 274.4 pt used the section's span).
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(0.8), height: .absolute(120)),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    let host = TestLayouts.host(group, items: 3) {
      $0.orthogonalScrollingBehavior = .continuous
      $0.interGroupSpacing = 10
      $0.contentInsets = LayoutDirectionalInsets(all: 16)
    }
    let expected = [
      LayoutRect(x: 16, y: 16, width: 300, height: 120),
      LayoutRect(x: 326, y: 16, width: 300, height: 120),
      LayoutRect(x: 636, y: 16, width: 300, height: 120),
    ]
    #expect(zip(TestLayouts.frames(host), expected).allSatisfy { $0.isClose(to: $1) })
    #expect(host.contentSize == LayoutSize(width: 375, height: 152))
    let visible = host.attributesForElements(in: LayoutRect(x: 0, y: 0, width: 375, height: 812))
    #expect(visible.map(\.indexPath.item) == [0, 1])
  }

  @Test(arguments: [(true, 195.0), (false, 203.0)])
  func orthogonalGroupsFractionalHeightLeavesOutTheSectionsVerticalInsets(
    scrollsAcross: Bool, height: Double
  ) {
    // Rule 19, measured on iOS 16 (tarikbozyak multiSection2, ground-truth pattern 16): a
    // row that scrolls across resolves 0.25 of the height against 812 − 8 − 24 = 780 pt; a
    // section that scrolls down resolves it against the whole 812 (rule 3).
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(0.4), height: .fractionalHeight(0.25)),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    let host = TestLayouts.host(group, items: 2) {
      if scrollsAcross { $0.orthogonalScrollingBehavior = .continuous }
      $0.contentInsets = LayoutDirectionalInsets(top: 8, leading: 0, bottom: 24, trailing: 0)
    }
    #expect(TestLayouts.frames(host).first == LayoutRect(x: 0, y: 8, width: 150, height: height))
    #expect(host.contentSize.height == 8 + height * (scrollsAcross ? 1 : 2) + 24)
  }

  @Test func rightToLeftOrthogonalRowStartsAtTheRight() {
    // Measured: leading inset 16, 72 pt items, width 375 → first item at x 287.
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(72, 72),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    var section = LayoutSection(group: group, contentInsets: LayoutDirectionalInsets(leading: 16))
    section.orthogonalScrollingBehavior = .continuous
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone, itemCounts: [6],
      traits: LayoutTraits(readingDirection: .rightToLeft))
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minX == 287)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame.minX == 215)
    let visible = host.attributesForElements(in: LayoutRect(x: 288, y: 0, width: 87, height: 72))
    #expect(visible.map(\.indexPath.item) == [0])
  }

  @Test func displayScaleSnapsFramesToPixels() {
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      repeatingSubitem: LayoutItem(size: ReferenceLayouts.fractional(1, 1)), count: 3)
    let layout = CollectionLayout(section: LayoutSection(group: group))
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 100, height: 800), itemCounts: [3],
      traits: LayoutTraits(displayScale: 2))
    // Rule 25 (faberNovel testSupplementaryItem, iOS 17; tarikbozyak grid4x4): each of the
    // equal items takes 33.333 pt floored to 33, and positions add the floored lengths up;
    // the hand-derived [0, 33.5, 66.5] snapped each edge instead.
    let frames = TestLayouts.frames(host)
    #expect(frames.map(\.minX) == [0, 33, 66])
    #expect(frames.map(\.maxX) == [33, 66, 99])
  }
}

extension SectionRuleTests {
  @Test func aSectionWithoutItemsTakesNoRoomButKeepsItsBoundaryItems() {
    // Rule 14, iOS 17 (faberNovel/CompositionalLayoutDSL testDecorationItem and
    // testListSection): the empty section shows no insets and no background; its header and
    // footer still stack; the spacing between sections stays.
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(24)),
      elementKind: "header", alignment: .top)
    var section = LayoutSection(
      group: ReferenceLayouts.rows(height: 40), contentInsets: LayoutDirectionalInsets(all: 16),
      boundarySupplementaryItems: [header])
    section.decorationItems = [LayoutDecorationItem.background(elementKind: "background")]
    let layout = CollectionLayout(
      section: section, configuration: LayoutConfiguration(interSectionSpacing: 8))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1, 0, 1])
    // Section 0: header 24 + 16 + 40 + 16 = 96; then 8; section 1 is its header only.
    #expect(host.solvedLayout.frame(ofSection: 1)?.minY == 104)
    #expect(host.solvedLayout.frame(ofSection: 1)?.height == 24)
    #expect(
      host.attributesForSupplementaryElement(
        ofKind: "header", at: LayoutIndexPath(item: 0, section: 1))?.frame.minY == 104)
    #expect(
      host.attributesForDecorationElement(
        ofKind: "background", at: LayoutIndexPath(item: 0, section: 1)) == nil)
    #expect(
      host.attributesForDecorationElement(
        ofKind: "background", at: LayoutIndexPath(item: 0, section: 0))?.frame.height == 96)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 2))?.frame.minY == 176)
  }
}
