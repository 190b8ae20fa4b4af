import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct PinningTests {}

extension PinningTests {
  /// Sections of `rows` 44 pt rows with a pinned 44 pt header and a 30 pt footer that pins
  /// when `pinFooter` is set. Section 0's header is at 0, its rows end at 44 + 44·rows.
  static func host(rows: Int, sections: Int = 2, pinFooter: Bool = false) -> LayoutHost {
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
      elementKind: "header", alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    let footer = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(30)),
      elementKind: "footer", alignment: .bottom, pinToVisibleBounds: pinFooter)
    let section = LayoutSection(
      group: ReferenceLayouts.rows(height: 44), boundarySupplementaryItems: [header, footer])
    return LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone,
      itemCounts: Array(repeating: rows, count: sections))
  }

  static func y(_ host: LayoutHost, _ kind: String, section: Int = 0) -> Double? {
    host.attributesForSupplementaryElement(
      ofKind: kind, at: LayoutIndexPath(item: 0, section: section))?.frame.minY
  }

  @Test(arguments: [(0.0, 0.0), (100, 100), (440, 440), (460, 440), (600, 440)])
  func headerPinsToTopWhileSectionVisible(_ offset: Double, _ expected: Double) {
    // Section 0: header 0…44, rows 44…484, footer 484…514; the header's lowest position is
    // 484 − 44 = 440, after which the section's end pushes it out.
    let host = Self.host(rows: 10)
    host.contentOffset = LayoutPoint(x: 0, y: offset)
    #expect(Self.y(host, "header") == expected)
  }

  @Test func nextSectionsHeaderTakesOverAtItsOwnTop() {
    let host = Self.host(rows: 10)
    host.contentOffset = LayoutPoint(x: 0, y: 600)
    #expect(Self.y(host, "header", section: 1) == 600)
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    #expect(Self.y(host, "header", section: 1) == 514)
  }

  @Test func pinnedFooterSticksToTheVisibleBottomUntilItsSectionEnds() {
    // 30 rows: rows 44…1364, footer naturally at 1364.
    let host = Self.host(rows: 30, sections: 1, pinFooter: true)
    // The visible bottom minus the footer's 30 pt: 812 − 30, then 1312 − 30.
    #expect(Self.y(host, "footer") == 782)
    host.contentOffset = LayoutPoint(x: 0, y: 500)
    #expect(Self.y(host, "footer") == 1282)
    host.contentOffset = LayoutPoint(x: 0, y: 800)
    #expect(Self.y(host, "footer") == 1364)
  }

  @Test func pinnedHeaderIsReturnedByRectQueriesAtItsPinnedPlace() {
    let host = Self.host(rows: 10)
    host.contentOffset = LayoutPoint(x: 0, y: 200)
    let header = host.visibleAttributes.first { $0.elementKind == "header" }
    #expect(header?.frame == LayoutRect(x: 0, y: 200, width: 375, height: 44))
    #expect(header?.zIndex == 2)
  }

  @Test func scrollingMovesPinnedItemsWithoutSolvingAgain() {
    let host = Self.host(rows: 10)
    for offset in stride(from: 0.0, through: 900, by: 30) {
      host.contentOffset = LayoutPoint(x: 0, y: offset)
      _ = host.visibleAttributes
    }
    #expect(host.layoutPassCount == 1)
  }

  @Test func layoutHeaderPinsForTheWholeContent() {
    let banner = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)),
      elementKind: "banner", alignment: .top, pinToVisibleBounds: true)
    let layout = CollectionLayout(
      section: LayoutSection(group: ReferenceLayouts.rows(height: 44)),
      configuration: LayoutConfiguration(boundarySupplementaryItems: [banner]))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [40, 40])
    host.contentOffset = LayoutPoint(x: 0, y: 2000)
    let banners = host.visibleAttributes.filter { $0.elementKind == "banner" }
    #expect(banners.map(\.frame.minY) == [2000])
    host.contentOffset = LayoutPoint(x: 0, y: 5000)
    // Pushed up by the end of the content: 50 + 80 · 44 − 50.
    #expect(Self.y(host, "banner") == 3520)
  }

  @Test func pinnedHeaderOfAHorizontalLayoutSticksToTheLeftEdge() {
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .absolute(100), height: .fractionalHeight(1)),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(40), height: .fractionalHeight(1)),
      elementKind: "header", alignment: .leading, pinToVisibleBounds: true)
    let layout = CollectionLayout(
      section: LayoutSection(group: column, boundarySupplementaryItems: [header]),
      configuration: LayoutConfiguration(scrollDirection: .horizontal))
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 200), itemCounts: [10])
    host.contentOffset = LayoutPoint(x: 300, y: 0)
    #expect(
      host.attributesForSupplementaryElement(
        ofKind: "header", at: LayoutIndexPath(item: 0, section: 0))?.frame.minX == 300)
  }
}

extension PinningTests {
  @Test func pinnedItemsStayInsideTheSafeAreaAlongTheScrollAxis() {
    // faberNovel/CompositionalLayoutDSL testListSection, iOS 17 (375 × 812 at 3×, safe area
    // 54 top and 34 bottom): the pinned 24 pt footer rests at 812 − 34 − 24 = 754 in the view.
    // Here the footer is 30 pt: at −54 it rests at −54 + 812 − 34 − 30; at 300 the header
    // rests at 300 + 54.
    let host = Self.host(rows: 30, sections: 1, pinFooter: true)
    host.referenceInsets = ReferenceInsets(
      safeArea: LayoutDirectionalInsets(top: 54, leading: 0, bottom: 34, trailing: 0))
    host.contentOffset = LayoutPoint(x: 0, y: -54)
    #expect(Self.y(host, "footer") == 694)
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    #expect(Self.y(host, "header") == 354)
    // Without the automatic adjustment the safe area is not the scroll view's, so the pins
    // reach the bounds again: 300, and 300 + 812 − 30.
    host.adjustsContentInsetForSafeArea = false
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    #expect(Self.y(host, "header") == 300)
    #expect(Self.y(host, "footer") == 1082)
  }

  @Test func aContentInsetMovesThePinsLikeTheSafeArea() {
    let host = Self.host(rows: 30, sections: 1, pinFooter: true)
    host.contentInset = LayoutInsets(top: 91, left: 0, bottom: 49, right: 0)
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    // 300 + 91, and 300 + 812 − 49 − 30.
    #expect(Self.y(host, "header") == 391)
    #expect(Self.y(host, "footer") == 1033)
  }
}
