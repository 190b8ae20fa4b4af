import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 13 against the reference solver alone: `interSectionSpacing` goes between
/// consecutive sections only, never before the first nor after the last.
@Suite struct InterSectionSpacingTests {
  /// The reference layout of sections of two 44 pt rows, 25 pt apart, scrolling along
  /// `axis` on a 375 × 812 host, `itemCounts[s]` rows in section `s`.
  static func solved(itemCounts: [Int], axis: LayoutAxis = .vertical) -> ReferenceLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let size =
      axis == .vertical
      ? LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44))
      : LayoutSizeSpec(width: .absolute(44), height: .fractionalHeight(1))
    let group = LayoutGroup.horizontal(size: size, subitems: [item])
    return ReferenceSolver.solve(
      CollectionLayout(
        section: LayoutSection(group: group),
        configuration: LayoutConfiguration(scrollDirection: axis, interSectionSpacing: 25)),
      size: LayoutSize(width: 375, height: 812), itemCounts: itemCounts)
  }
}

extension InterSectionSpacingTests {
  @Test func spacingLiesBetweenSectionsButNotAfterTheLast() {
    let solved = Self.solved(itemCounts: [2, 2, 2])
    // Sections start at 0, 88 + 25 = 113 and 113 + 88 + 25 = 226.
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame
        == LayoutRect(x: 0, y: 113, width: 375, height: 44))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 1, section: 2))?.frame
        == LayoutRect(x: 0, y: 270, width: 375, height: 44))
    // 226 + 88, with no 25 after the last section.
    #expect(solved.contentSize == LayoutSize(width: 375, height: 314))
  }

  @Test func aSingleSectionHasNoSpacingAtAll() {
    let solved = Self.solved(itemCounts: [2])
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 44))
    #expect(solved.contentSize == LayoutSize(width: 375, height: 88))
  }

  @Test func horizontalLayoutsSpaceSectionsAlongTheirOwnAxis() {
    let solved = Self.solved(itemCounts: [2, 2], axis: .horizontal)
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame
        == LayoutRect(x: 113, y: 0, width: 44, height: 812))
    // 88 + 25 + 88.
    #expect(solved.contentSize == LayoutSize(width: 201, height: 812))
  }
}
