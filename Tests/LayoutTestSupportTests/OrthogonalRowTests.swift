import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 19's orthogonal rows against the reference solver alone: one row of groups across
/// the scroll axis, mirrored for right-to-left.
@Suite struct OrthogonalRowTests {
  /// A continuous row of 72 × 72 groups after a 16 pt leading inset, `count` items, on a
  /// 375 pt wide host read in `direction`.
  static func solved(count: Int, direction: ReadingDirection) -> ReferenceLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(72), height: .absolute(72)), subitems: [item])
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(leading: 16),
      orthogonalScrollingBehavior: .continuous)
    return ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [count], traits: LayoutTraits(readingDirection: direction))
  }
}

extension OrthogonalRowTests {
  @Test func rightToLeftRowStartsAtTheRightAfterTheLeadingInset() {
    let solved = Self.solved(count: 3, direction: .rightToLeft)
    // Measured: 375 − 16 − 72 = 287; the next group 72 pt further left.
    #expect(
      solved.cells.map(\.frame) == [
        LayoutRect(x: 287, y: 0, width: 72, height: 72),
        LayoutRect(x: 215, y: 0, width: 72, height: 72),
        LayoutRect(x: 143, y: 0, width: 72, height: 72),
      ])
  }

  @Test func leftToRightRowStartsAfterTheLeadingInset() {
    let solved = Self.solved(count: 3, direction: .leftToRight)
    #expect(
      solved.cells.map(\.frame) == [
        LayoutRect(x: 16, y: 0, width: 72, height: 72),
        LayoutRect(x: 88, y: 0, width: 72, height: 72),
        LayoutRect(x: 160, y: 0, width: 72, height: 72),
      ])
  }

  @Test func rowIsOneGroupTallHoweverManyGroupsItHolds() {
    // Six groups run past the 375 pt width across; down the page the section is 72 tall.
    let solved = Self.solved(count: 6, direction: .leftToRight)
    #expect(solved.cells.last?.frame == LayoutRect(x: 376, y: 0, width: 72, height: 72))
    #expect(solved.contentSize == LayoutSize(width: 375, height: 72))
  }
}
