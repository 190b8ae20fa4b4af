import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 17's measurements, against the reference solver alone: an item framed
/// (30, 40, 125, 100) (a 125 × 100 group in a section inset 40 from the top and 30 from the
/// leading edge) with 20 × 20 badges.
@Suite struct AnchoredItemTests {
  /// A 20 × 20 badge.
  static let badgeSize = LayoutSizeSpec(width: .absolute(20), height: .absolute(20))

  /// The reference layout of one item framed (30, 40, 125, 100) carrying `badges`.
  static func solved(_ badges: [LayoutSupplementaryItem]) -> ReferenceLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)),
      supplementaryItems: badges)
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .absolute(125), height: .absolute(100)), subitems: [item])
    let section = LayoutSection(
      group: group, contentInsets: LayoutDirectionalInsets(top: 40, leading: 30))
    return ReferenceSolver.solve(
      CollectionLayout(section: section), size: LayoutSize(width: 375, height: 812),
      itemCounts: [1])
  }

  /// The badge of `kind` on item 0.
  static func badge(_ kind: String, in solved: ReferenceLayout) throws -> LayoutAttributes {
    try #require(
      solved.attributesForSupplementaryElement(
        ofKind: kind, at: LayoutIndexPath(item: 0, section: 0)))
  }
}

extension AnchoredItemTests {
  @Test func badgeWithoutItemAnchorSitsInsideFlushWithTheNamedCorner() throws {
    let solved = Self.solved([
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    ])
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 30, y: 40, width: 125, height: 100))
    // x = 30 + 125 − 20.
    #expect(
      try Self.badge("badge", in: solved).frame == LayoutRect(x: 135, y: 40, width: 20, height: 20))
  }

  @Test func fractionalOffsetMovesByAFractionOfTheBadgeLikeTheSameAbsoluteOffset() throws {
    let solved = Self.solved([
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "fractional",
        containerAnchor: LayoutAnchor(
          edges: [.top, .trailing], offset: .fractional(LayoutPoint(x: 0.5, y: -0.5)))),
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "absolute",
        containerAnchor: LayoutAnchor(
          edges: [.top, .trailing], offset: .absolute(LayoutPoint(x: 10, y: -10)))),
    ])
    // (135 + 0.5 × 20, 40 − 0.5 × 20): (145, y − 10).
    let moved = LayoutRect(x: 145, y: 30, width: 20, height: 20)
    #expect(try Self.badge("fractional", in: solved).frame == moved)
    #expect(try Self.badge("absolute", in: solved).frame == moved)
  }

  @Test func itemAnchorPicksThePointOfTheBadgeThatLandsOnTheContainerPoint() throws {
    let solved = Self.solved([
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "outside",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing]),
        itemAnchor: LayoutAnchor(edges: [.bottom, .leading]))
    ])
    // The badge's bottom-leading corner on the item's top-trailing corner (155, 40):
    // (155, y − 20).
    #expect(
      try Self.badge("outside", in: solved).frame
        == LayoutRect(x: 155, y: 20, width: 20, height: 20))
  }

  @Test func fractionalHeightIsAFractionOfTheItemsInsetFrame() throws {
    let solved = Self.solved([
      LayoutSupplementaryItem(
        size: LayoutSizeSpec(width: .absolute(20), height: .fractionalHeight(0.25)),
        elementKind: "quarter", containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    ])
    // 0.25 × 100.
    #expect(try Self.badge("quarter", in: solved).frame.height == 25)
  }

  @Test func badgeDrawsAboveItsCell() throws {
    let solved = Self.solved([
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "badge",
        containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
    ])
    #expect(try Self.badge("badge", in: solved).zIndex == 1)
    #expect(solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.zIndex == 0)
  }

  @Test func anAxisWithNeitherOrBothEdgesIsCentred() throws {
    let solved = Self.solved([
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "neither", containerAnchor: LayoutAnchor(edges: [.top])),
      LayoutSupplementaryItem(
        size: Self.badgeSize, elementKind: "both",
        containerAnchor: LayoutAnchor(edges: [.top, .leading, .trailing])),
    ])
    // x = 30 + (125 − 20) / 2 = 82.5 either way; naming both edges is also reported.
    let centred = LayoutRect(x: 82.5, y: 40, width: 20, height: 20)
    #expect(try Self.badge("neither", in: solved).frame == centred)
    #expect(try Self.badge("both", in: solved).frame == centred)
    #expect(solved.diagnostics == [.contradictoryAnchorEdges(section: 0, kind: "both")])
  }
}
