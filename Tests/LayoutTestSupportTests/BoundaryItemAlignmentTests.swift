import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Where the reference solver puts boundary items for each alignment (rules 14–16): an
/// alignment names edges of its section; a named edge puts the item at that edge, an axis
/// with no named edge centres it; along the scroll axis an item that extends the boundary
/// steps out past its edge and grows the section.
@Suite struct BoundaryItemAlignmentTests {
  /// Two 44 pt rows (or 44 pt columns when scrolling horizontally) on a 375 × 812 host,
  /// with `items`.
  static func solved(
    _ items: [LayoutBoundarySupplementaryItem], axis: LayoutAxis = .vertical,
    direction: ReadingDirection = .leftToRight
  ) -> ReferenceLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let size =
      axis == .vertical
      ? LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44))
      : LayoutSizeSpec(width: .absolute(44), height: .fractionalHeight(1))
    let section = LayoutSection(
      group: LayoutGroup.horizontal(size: size, subitems: [item]),
      boundarySupplementaryItems: items)
    return ReferenceSolver.solve(
      CollectionLayout(
        section: section, configuration: LayoutConfiguration(scrollDirection: axis)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [2],
      traits: LayoutTraits(readingDirection: direction))
  }

  /// A boundary item of `width` × `height` points, its kind named after its alignment.
  static func item(
    _ alignment: LayoutRectAlignment, width: Double = 20, height: Double = 20,
    extends: Bool = false
  ) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(width), height: .absolute(height)),
      elementKind: "\(alignment)", alignment: alignment, extendsBoundary: extends)
  }

  /// The frame of the boundary item of `kind`.
  static func frame(of kind: String, in solved: ReferenceLayout) -> LayoutRect? {
    solved.attributesForSupplementaryElement(
      ofKind: kind, at: LayoutIndexPath(item: 0, section: 0))?.frame
  }
}

extension BoundaryItemAlignmentTests {
  @Test(arguments: [
    // Rows fill 0…88 down the page and 0…375 across: a 20 pt item sits at 0, at 34 or
    // 177.5 when centred ((88 − 20) / 2, (375 − 20) / 2), or at 68 or 355 at the end.
    (LayoutRectAlignment.none, 177.5, 34.0),
    (.top, 177.5, 0),
    (.topLeading, 0, 0),
    (.leading, 0, 34),
    (.bottomLeading, 0, 68),
    (.bottom, 177.5, 68),
    (.bottomTrailing, 355, 68),
    (.trailing, 355, 34),
    (.topTrailing, 355, 0),
  ])
  func itemThatDoesNotExtendSitsInsideOnTheEdgesItsAlignmentNames(
    alignment: LayoutRectAlignment, x: Double, y: Double
  ) {
    let solved = Self.solved([Self.item(alignment)])
    #expect(
      Self.frame(of: "\(alignment)", in: solved)
        == LayoutRect(x: x, y: y, width: 20, height: 20))
    #expect(solved.contentSize == LayoutSize(width: 375, height: 88))
  }

  @Test func headersAndFootersThatExtendGrowTheSectionByTheLongestOnEachEdge() {
    let solved = Self.solved([
      Self.item(.top, width: 375, height: 30, extends: true),
      Self.item(.topLeading, width: 100, height: 12, extends: true),
      Self.item(.bottom, width: 375, height: 20, extends: true),
      Self.item(.leading, width: 50, height: 10, extends: true),
    ])
    // The top edge grows by max(30, 12): the shorter item sits just before the content.
    #expect(Self.frame(of: "top", in: solved) == LayoutRect(x: 0, y: 0, width: 375, height: 30))
    #expect(
      Self.frame(of: "topLeading", in: solved) == LayoutRect(x: 0, y: 18, width: 100, height: 12))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 0, y: 30, width: 375, height: 44))
    // The footer follows the content (30 + 88); a leading item names no vertical edge, so
    // it stays centred on the content ((88 − 10) / 2 after 30) and grows nothing.
    #expect(
      Self.frame(of: "bottom", in: solved) == LayoutRect(x: 0, y: 118, width: 375, height: 20))
    #expect(
      Self.frame(of: "leading", in: solved) == LayoutRect(x: 0, y: 69, width: 50, height: 10))
    #expect(solved.contentSize == LayoutSize(width: 375, height: 138))
  }

  @Test func horizontalLayoutsTakeLeadingAndTrailingItemsAsHeadersAndFooters() {
    let solved = Self.solved(
      [
        Self.item(.leading, width: 30, height: 100, extends: true),
        Self.item(.trailing, width: 20, height: 812, extends: true),
        Self.item(.top, width: 40, height: 20, extends: true),
      ],
      axis: .horizontal)
    // Across (down the host) the leading item is centred: (812 − 100) / 2 = 356.
    #expect(
      Self.frame(of: "leading", in: solved) == LayoutRect(x: 0, y: 356, width: 30, height: 100))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame
        == LayoutRect(x: 30, y: 0, width: 44, height: 812))
    #expect(
      Self.frame(of: "trailing", in: solved) == LayoutRect(x: 118, y: 0, width: 20, height: 812))
    // A top item names no horizontal edge: centred along the content, 30 + (88 − 40) / 2.
    #expect(Self.frame(of: "top", in: solved) == LayoutRect(x: 54, y: 0, width: 40, height: 20))
    #expect(solved.contentSize == LayoutSize(width: 138, height: 812))
  }

  @Test func leadingMeansRightInRightToLeftLayouts() {
    let solved = Self.solved(
      [Self.item(.topLeading), Self.item(.bottomTrailing)], direction: .rightToLeft)
    #expect(
      Self.frame(of: "topLeading", in: solved) == LayoutRect(x: 355, y: 0, width: 20, height: 20))
    #expect(
      Self.frame(of: "bottomTrailing", in: solved)
        == LayoutRect(x: 0, y: 68, width: 20, height: 20))
  }
}
