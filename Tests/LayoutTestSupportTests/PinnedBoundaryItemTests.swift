import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The pinned boundary items of `docs/scrolling.md` against the reference solver alone. In
/// section coordinates a pinned header's y is
/// `max(natural, min(visibleTop, sectionEnd − bottomInset − footerHeight − headerHeight))`,
/// and a pinned footer mirrors it at the bottom.
///
/// Two sections, each a pinned 50 pt header, a 10 pt inset, ten 44 pt rows, a 10 pt inset
/// and a pinned 30 pt footer: 540 pt each (50 + 10 + 440 + 10 + 30), on a 375 × 300 host.
@Suite struct PinnedBoundaryItemTests {
  /// The reference layout of the two sections.
  static let solved: ReferenceLayout = {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    func pinned(_ kind: String, height: Double, alignment: LayoutRectAlignment)
      -> LayoutBoundarySupplementaryItem
    {
      LayoutBoundarySupplementaryItem(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
        elementKind: kind, alignment: alignment, pinToVisibleBounds: true, zIndex: 2)
    }
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(top: 10, bottom: 10),
      boundarySupplementaryItems: [
        pinned("header", height: 50, alignment: .top),
        pinned("footer", height: 30, alignment: .bottom),
      ])
    return ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 300),
      itemCounts: [10, 10])
  }()

  /// The y of the supplementary view of `kind` in `section` at a content offset of
  /// `offset` down the page.
  static func y(of kind: String, section: Int, offset: Double) -> Double? {
    solved.attributesForSupplementaryElement(
      ofKind: kind, at: LayoutIndexPath(item: 0, section: section),
      contentOffset: LayoutPoint(x: 0, y: offset))?.frame.minY
  }
}

extension PinnedBoundaryItemTests {
  @Test func sectionsFollowEachOtherWithTheirHeadersAndFootersInPlace() {
    #expect(Self.solved.contentSize == LayoutSize(width: 375, height: 1080))
    #expect(Self.y(of: "header", section: 1, offset: 0) == 540)
    #expect(
      Self.solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 60, width: 375, height: 44))
  }

  @Test(arguments: [
    // Above the top the header keeps its natural place.
    (-20.0, 0.0),
    (0, 0),
    // It sticks to the visible top…
    (200, 200),
    (450, 450),
    // …until 540 − 10 − 30 − 50 = 450, where the section's end pushes it out.
    (480, 450),
    (700, 450),
  ])
  func headerSticksToTheVisibleTopUntilTheSectionEndPushesItOut(offset: Double, y: Double) {
    #expect(Self.y(of: "header", section: 0, offset: offset) == y)
  }

  @Test(arguments: [
    // At the top the footer sticks to the visible bottom: 0 + 300 − 30 = 270…
    (0.0, 270.0),
    (100, 370),
    // …and rests in its natural place at 510 once the visible bottom passes 540.
    (240, 510),
    (400, 510),
  ])
  func footerSticksToTheVisibleBottomUntilItReachesItsPlace(offset: Double, y: Double) {
    #expect(Self.y(of: "footer", section: 0, offset: offset) == y)
  }

  @Test func footerIsNeverPushedAboveItsSectionsContent() {
    // Section 1's content starts at 540 + 50 + 10 = 600; the visible bottom at 300 would
    // put its footer at 270.
    #expect(Self.y(of: "footer", section: 1, offset: 0) == 600)
  }
}
