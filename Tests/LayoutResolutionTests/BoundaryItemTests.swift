import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

@Suite struct BoundaryItemTests {}

extension BoundaryItemTests {
  static func item(
    _ kind: String, _ alignment: LayoutRectAlignment, width: LayoutDimension = .absolute(100),
    height: Double = 30
  ) -> LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: width, height: .absolute(height)), elementKind: kind,
      alignment: alignment)
  }

  static func host(
    _ items: [LayoutBoundarySupplementaryItem], items count: Int = 2,
    configure: (inout LayoutSection) -> Void = { _ in }
  ) -> LayoutHost {
    TestLayouts.host(ReferenceLayouts.rows(height: 44), items: count) {
      $0.boundarySupplementaryItems = items
      configure(&$0)
    }
  }

  static func frame(_ host: LayoutHost, _ kind: String, section: Int = 0) -> LayoutRect? {
    host.attributesForSupplementaryElement(
      ofKind: kind, at: LayoutIndexPath(item: 0, section: section))?.frame
  }

  @Test(arguments: [
    (LayoutRectAlignment.topLeading, LayoutRect(x: 0, y: 0, width: 100, height: 30)),
    (.top, LayoutRect(x: 137.5, y: 0, width: 100, height: 30)),
    (.topTrailing, LayoutRect(x: 275, y: 0, width: 100, height: 30)),
    (.bottomLeading, LayoutRect(x: 0, y: 88, width: 100, height: 30)),
    (.bottom, LayoutRect(x: 137.5, y: 88, width: 100, height: 30)),
    (.bottomTrailing, LayoutRect(x: 275, y: 88, width: 100, height: 30)),
  ])
  func headersAndFootersExtendTheSection(_ alignment: LayoutRectAlignment, _ frame: LayoutRect) {
    let host = Self.host([Self.item("element", alignment)])
    #expect(Self.frame(host, "element") == frame)
    #expect(host.contentSize.height == 118)
    // Swift Testing types `a - b` inside #expect on its own; spell results as literals.
    let firstCell = host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minY
    #expect(firstCell == (frame.minY == 0 ? 30 : 0))
  }

  @Test(arguments: [
    (LayoutRectAlignment.leading, LayoutRect(x: 0, y: 29, width: 100, height: 30)),
    (.trailing, LayoutRect(x: 275, y: 29, width: 100, height: 30)),
    (.none, LayoutRect(x: 137.5, y: 29, width: 100, height: 30)),
  ])
  func sideItemsCentreOnTheContentWithoutExtendingAVerticalSection(
    _ alignment: LayoutRectAlignment, _ frame: LayoutRect
  ) {
    let host = Self.host([Self.item("side", alignment)])
    #expect(Self.frame(host, "side") == frame)
    #expect(host.contentSize.height == 88)
  }

  @Test func headerThatDoesNotExtendOverlapsTheContent() {
    var header = Self.item("header", .top)
    header.extendsBoundary = false
    let host = Self.host([header])
    #expect(Self.frame(host, "header") == LayoutRect(x: 137.5, y: 0, width: 100, height: 30))
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minY == 0)
    #expect(host.contentSize.height == 88)
  }

  @Test func topInsetLiesBetweenHeaderAndFirstGroup() {
    let host = Self.host([Self.item("header", .top, width: .fractionalWidth(1))]) {
      $0.contentInsets = LayoutDirectionalInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
    }
    #expect(Self.frame(host, "header") == LayoutRect(x: 16, y: 0, width: 343, height: 30))
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minY == 38)
    #expect(host.contentSize.height == 30 + 8 + 88 + 12)
  }

  @Test func supplementariesCanIgnoreTheSectionInsets() {
    let host = Self.host([Self.item("header", .top, width: .fractionalWidth(1))]) {
      $0.contentInsets = LayoutDirectionalInsets(leading: 16, trailing: 16)
      $0.supplementariesFollowContentInsets = false
    }
    #expect(Self.frame(host, "header") == LayoutRect(x: 0, y: 0, width: 375, height: 30))
  }

  @Test func absoluteOffsetMovesTheItem() {
    var header = Self.item("header", .topLeading)
    header.absoluteOffset = LayoutPoint(x: 8, y: -4)
    #expect(
      Self.frame(Self.host([header]), "header") == LayoutRect(x: 8, y: -4, width: 100, height: 30))
  }

  @Test func leadingHeaderExtendsAHorizontalSection() {
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .absolute(100), height: .fractionalHeight(1)),
      subitems: [LayoutItem(size: ReferenceLayouts.fractional(1, 1))])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .absolute(40), height: .fractionalHeight(1)),
      elementKind: "header", alignment: .leading)
    let layout = CollectionLayout(
      section: LayoutSection(group: column, boundarySupplementaryItems: [header]),
      configuration: LayoutConfiguration(scrollDirection: .horizontal))
    let host = LayoutHost(
      layout: layout, size: LayoutSize(width: 375, height: 200), itemCounts: [2])
    #expect(Self.frame(host, "header") == LayoutRect(x: 0, y: 0, width: 40, height: 200))
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minX == 40)
    #expect(host.contentSize.width == 240)
  }

  @Test func leadingAlignedHeaderMirrorsRightToLeft() {
    var section = LayoutSection(group: ReferenceLayouts.rows(height: 44))
    section.boundarySupplementaryItems = [Self.item("header", .topLeading)]
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone, itemCounts: [1],
      traits: LayoutTraits(readingDirection: .rightToLeft))
    #expect(Self.frame(host, "header") == LayoutRect(x: 275, y: 0, width: 100, height: 30))
  }

  @Test func emptySectionStillShowsItsHeader() {
    let host = Self.host([Self.item("header", .top)], items: 0)
    #expect(Self.frame(host, "header") == LayoutRect(x: 137.5, y: 0, width: 100, height: 30))
    #expect(host.contentSize.height == 30)
  }

  @Test func layoutHeaderAndFooterWrapEverySection() {
    let layout = CollectionLayout(
      section: LayoutSection(group: ReferenceLayouts.rows(height: 44)),
      configuration: LayoutConfiguration(
        interSectionSpacing: 10,
        boundarySupplementaryItems: [
          Self.item("banner", .top, width: .fractionalWidth(1), height: 60),
          Self.item("legal", .bottom, width: .fractionalWidth(1), height: 20),
        ]))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1, 1])
    #expect(Self.frame(host, "banner") == LayoutRect(x: 0, y: 0, width: 375, height: 60))
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame.minY == 114)
    #expect(Self.frame(host, "legal") == LayoutRect(x: 0, y: 158, width: 375, height: 20))
    #expect(host.contentSize.height == 178)
    #expect(host.visibleAttributes.first?.elementKind == "banner")
  }

  @Test func duplicateKindsInASectionAreReported() {
    let host = Self.host([Self.item("header", .top), Self.item("header", .bottom)])
    #expect(host.errors == [.duplicateElementKind(section: 0, kind: "header")])
    #expect(host.contentSize.height == 0)
  }

  @Test func sectionMayNotReuseALayoutKind() {
    var section = LayoutSection(group: ReferenceLayouts.rows(height: 44))
    section.boundarySupplementaryItems = [Self.item("banner", .top)]
    let layout = CollectionLayout(
      section: section,
      configuration: LayoutConfiguration(boundarySupplementaryItems: [Self.item("banner", .top)]))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1])
    #expect(host.errors == [.duplicateElementKind(section: 0, kind: "banner")])
  }

  @Test func invalidAndDuplicateLayoutItemsAreLeftOutAndReported() {
    let layout = CollectionLayout(
      section: LayoutSection(group: ReferenceLayouts.rows(height: 44)),
      configuration: LayoutConfiguration(boundarySupplementaryItems: [
        Self.item("banner", .top), Self.item("banner", .bottom),
        Self.item("broken", .bottom, width: .absolute(.nan)),
      ]))
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1])
    #expect(
      host.errors == [
        .duplicateLayoutElementKind(kind: "banner"), .invalidLayoutBoundaryItem(kind: "broken"),
      ])
    #expect(host.contentSize.height == 74)
  }

  @Test func invalidHeaderSizeFailsOnlyItsSection() {
    // Three sections of two 44 pt rows under a header; only the middle header's height varies.
    func host(middleHeaderHeight: Double) -> LayoutHost {
      let layout = CollectionLayout { index, _ in
        var section = LayoutSection(group: ReferenceLayouts.rows(height: 44))
        section.boundarySupplementaryItems = [
          Self.item("header", .top, height: index == 1 ? middleHeaderHeight : 30)
        ]
        return section
      }
      return LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [2, 2, 2])
    }
    func elements(_ host: LayoutHost, section: Int) -> [LayoutAttributes] {
      let content = LayoutRect(
        x: 0, y: 0, width: host.contentSize.width, height: host.contentSize.height)
      return host.attributesForElements(in: content).filter { $0.indexPath.section == section }
    }
    let good = host(middleHeaderHeight: 30)
    let bad = host(middleHeaderHeight: -1)
    #expect(good.errors.isEmpty)
    #expect(good.contentSize.height == 354)  // 3 × (30 + 2 × 44)
    // One error, for the middle section only.
    #expect(bad.errors == [.invalidDimension(section: 1, dimension: .absolute(-1))])
    // The section before is laid out exactly as with a good header: header and both rows.
    #expect(elements(good, section: 0).count == 3)
    #expect(elements(bad, section: 0) == elements(good, section: 0))
    // The bad section is laid out empty: no header, no rows, no height.
    #expect(elements(bad, section: 1).isEmpty)
    #expect(bad.solvedLayout.frame(ofSection: 1)?.height == 0)
    // The section after is laid out exactly as with a good header, 118 pt (30 + 2 × 44)
    // higher because the section before it is empty.
    let moved = elements(good, section: 2).map { element in
      var element = element
      element.frame = element.frame.offsetBy(dx: 0, dy: -118)
      return element
    }
    #expect(moved.count == 3)
    #expect(elements(bad, section: 2) == moved)
    #expect(bad.contentSize.height == 236)  // 354 − 118
  }

  @Test func unregisteredDecorationIsLeftOutAndReported() {
    var layout = ReferenceLayouts.backgrounds
    layout.registeredDecorationKinds = ["card"]
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1])
    #expect(
      host.solvedLayout.diagnostics == [.unregisteredDecorationKind(section: 0, kind: "background")]
    )
    #expect(
      host.attributesForDecorationElement(
        ofKind: "background", at: LayoutIndexPath(item: 0, section: 0)) == nil)
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame.minY == 10)
  }
}
