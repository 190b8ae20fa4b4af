import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The rules the reference solver finds a section breaking. The spec orders none of its
/// checks, so the reference reports every broken rule it meets rather than the first, and a
/// solver may report any one of them; what a layout never uses is not checked.
@Suite struct SectionViolationTests {
  /// A full-size item.
  static let fullItem = LayoutItem(
    size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))

  /// A full-width 44 pt row of one full-size item.
  static var row: LayoutGroup {
    LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      subitems: [fullItem])
  }

  /// `section` (every section of the layout) solved on a 375 × 812 host.
  static func solved(
    _ section: LayoutSection, itemCounts: [Int] = [3],
    configuration: LayoutConfiguration = LayoutConfiguration()
  ) -> ReferenceLayout {
    ReferenceSolver.solve(
      CollectionLayout(section: section, configuration: configuration),
      size: LayoutSize(width: 375, height: 812), itemCounts: itemCounts)
  }
}

extension SectionViolationTests {
  @Test func sectionBreakingTwoRulesReportsBoth() {
    var section = LayoutSection(group: Self.row)
    section.contentInsets.top = .infinity
    section.group.arrangement = .repeating(
      axis: .horizontal, subitem: .item(Self.fullItem), count: 0)
    let violations = Self.solved(section).violations[0] ?? []
    #expect(violations.count == 2)
    #expect(violations.contains(.invalidSpacing(section: 0, value: .infinity)))
    #expect(violations.contains(.invalidCount(section: 0, count: 0)))
  }

  @Test func brokenSectionIsLaidOutEmptyAndTheNextOneTakesItsPlace() {
    let layout = CollectionLayout { index, _ in
      var section = LayoutSection(group: Self.row)
      if index == 0 { section.interGroupSpacing = .nan }
      return section
    }
    let solved = ReferenceSolver.solve(
      layout, size: LayoutSize(width: 375, height: 812), itemCounts: [3, 3])
    #expect(solved.failedSections == [0])
    #expect(solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0)) == nil)
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 44))
  }

  @Test func groupWithoutRoomIsNotLaidOutSoNothingInsideItIsChecked() {
    // 375 − 200 − 200 = −25 pt of room; the empty subitems are never reached.
    var section = LayoutSection(
      group: Self.row, contentInsets: LayoutDirectionalInsets(leading: 200, trailing: 200))
    section.group.arrangement = .sequence(axis: .horizontal, subitems: [])
    #expect(Self.solved(section).violations == [0: [.noRoomForGroup(section: 0, available: -25)]])
  }

  @Test func subitemThatIsNeverPlacedIsNotChecked() {
    // The full-width item fills the row, so the nested group after it, whose inset is
    // infinite, is never placed and breaks nothing.
    var unplaced = Self.row
    unplaced.size.width = .absolute(10)
    unplaced.contentInsets.top = .infinity
    var section = LayoutSection(group: Self.row)
    section.group.arrangement = .sequence(
      axis: .horizontal, subitems: [.item(Self.fullItem), .group(unplaced)])
    let solved = Self.solved(section)
    #expect(solved.violations.isEmpty)
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 2, section: 0))?.frame
        == LayoutRect(x: 0, y: 88, width: 375, height: 44))
  }

  @Test func everyBrokenValueOfABoundaryItemIsReported() {
    var header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(-5)),
      elementKind: "header", alignment: .top)
    header.absoluteOffset.x = .infinity
    let violations =
      Self.solved(LayoutSection(group: Self.row, boundarySupplementaryItems: [header]))
      .violations[0] ?? []
    #expect(violations.count == 2)
    #expect(violations.contains(.invalidDimension(section: 0, dimension: .absolute(-5))))
    #expect(violations.contains(.invalidSpacing(section: 0, value: .infinity)))
  }

  @Test func everyReusedKindIsReported() {
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "a", alignment: .top)
    let badge = LayoutSupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(10), height: .absolute(10)), elementKind: "b",
      containerAnchor: LayoutAnchor(edges: [.top]))
    var section = LayoutSection(
      group: Self.row, boundarySupplementaryItems: [header, header],
      decorationItems: [.background(elementKind: "b")])
    section.group.arrangement = .sequence(
      axis: .horizontal,
      subitems: [
        .item(
          LayoutItem(
            size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            supplementaryItems: [badge]))
      ])
    let violations = Self.solved(section).violations[0] ?? []
    #expect(violations.count == 2)
    #expect(violations.contains(.duplicateElementKind(section: 0, kind: "a")))
    #expect(violations.contains(.duplicateElementKind(section: 0, kind: "b")))
  }

  @Test func groupHoldsNoItemsWhenNothingFitsAndItHasItemsToShow() {
    var section = LayoutSection(group: Self.row)
    let wide = LayoutItem(size: LayoutSizeSpec(width: .absolute(400), height: .absolute(10)))
    section.group.arrangement = .sequence(axis: .horizontal, subitems: [.item(wide)])
    #expect(Self.solved(section).violations == [0: [.groupHoldsNoItems(section: 0)]])
    // With nothing to show, a group that holds nothing breaks no rule.
    #expect(Self.solved(section, itemCounts: [0]).violations.isEmpty)
  }

  @Test func negativeItemCountIsReportedAndTheSectionStillTakesItsRoom() {
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "header", alignment: .top)
    let solved = Self.solved(
      LayoutSection(group: Self.row, boundarySupplementaryItems: [header]), itemCounts: [-3, 2])
    #expect(solved.violations == [0: [.invalidItemCount(section: 0, count: -3)]])
    // Section 0 is its 30 pt header alone; section 1's header follows, then its rows.
    #expect(
      solved.attributesForSupplementaryElement(
        ofKind: "header", at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 30))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame
        == LayoutRect(x: 0, y: 60, width: 375, height: 44))
  }

  @Test func layoutLevelErrorsNameTheSpacingAndEachUnusableLayoutItem() {
    let item = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "banner", alignment: .top)
    var broken = item
    broken.elementKind = "broken"
    broken.size.height = .estimated(.infinity)
    let configuration = LayoutConfiguration(
      interSectionSpacing: .infinity, boundarySupplementaryItems: [item, broken, item])
    let solved = Self.solved(LayoutSection(group: Self.row), configuration: configuration)
    #expect(solved.violations.isEmpty)
    #expect(solved.layoutErrors.count == 3)
    #expect(solved.layoutErrors.contains(.invalidInterSectionSpacing(.infinity)))
    #expect(solved.layoutErrors.contains(.invalidLayoutBoundaryItem(kind: "broken")))
    #expect(solved.layoutErrors.contains(.duplicateLayoutElementKind(kind: "banner")))
    // The first banner is kept and extends the layout: the rows start below it.
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 30, width: 375, height: 44))
  }
}
