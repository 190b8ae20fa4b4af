#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Section Headers and Footers window as `MacExamples` ports it: five
/// sections of five 44 pt `TextItem` rows 5 pt apart, each between a `TitleSupplementaryView`
/// header and footer naming its section, clicked, scrolled and resized as on a Mac.
///
/// The headers and footers are estimated at 44 pt. Headless, `TitleSupplementaryView` has no
/// fitting size (its label measures nothing), so the engine keeps the estimate: every header
/// and footer below is 44 pt tall, where AppKit would measure the XIB's 18 pt label plus its
/// 10 pt margins.
@Suite struct SectionHeadersFootersWindowPortTests {
  static let header = SectionHeadersFootersWindowController.sectionHeaderElementKind
  static let footer = SectionHeadersFootersWindowController.sectionFooterElementKind

  static func section() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: header, alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: footer, alignment: .bottom),
    ]
    return section
  }

  static func path(_ item: Int, _ section: Int) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  /// Section s spans 328 pt from 328·s: a 44 pt header, five 44 pt rows 5 apart (240), a
  /// 44 pt footer.
  static func top(_ section: Int) -> CGFloat { 328 * CGFloat(section) }

  @Test func theWindowShowsTwoSectionsBetweenTheirHeadersAndFooters() throws {
    let controller = SectionHeadersFootersWindowController(
      windowNibName: "SectionHeadersFootersWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    #expect(window.contentMinSize == NSSize(width: 240, height: 240))
    let collectionView = controller.collectionView
    #expect(collectionView.backgroundColors == [.windowBackgroundColor])
    // Rows 300 pt wide inside the 10 pt sides; item i of section s at 328·s + 44 + 49·i.
    #expect(
      collectionView.frameForItem(at: Self.path(0, 0))
        == NSRect(x: 10, y: 44, width: 300, height: 44))
    #expect(
      collectionView.frameForItem(at: Self.path(4, 1))
        == NSRect(x: 10, y: 328 + 44 + 196, width: 300, height: 44))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 5 * 328))
    // Section 1's rows end at 612: both sections' items show, section 1's footer does not.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<5) + indexPaths(0..<5, section: 1))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.header)
        == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer)
        == [IndexPath(item: 0, section: 0)])
    let items = collectionView.visibleItems()
    #expect(
      items.map { $0.textField?.stringValue }
        == ["0,0", "0,1", "0,2", "0,3", "0,4", "1,0", "1,1", "1,2", "1,3", "1,4"])
    #expect(collectionView.lastError == nil)
  }

  @Test func headersAndFootersNameTheirSectionAndKeepTheirEstimate() throws {
    let controller = SectionHeadersFootersWindowController(
      windowNibName: "SectionHeadersFootersWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    let first = IndexPath(item: 0, section: 0)
    let second = IndexPath(item: 0, section: 1)
    let header0 = try #require(
      collectionView.supplementaryView(forElementKind: Self.header, at: first)
        as? TitleSupplementaryView)
    #expect(header0.label.stringValue == "Header for section 0")
    #expect(header0.label.textColor == .headerTextColor)
    // Full width inside the section's 10 pt sides, at the section's top; 44 pt, the estimate.
    #expect(header0.frame == NSRect(x: 10, y: 0, width: 300, height: 44))
    let footer0 = try #require(
      collectionView.supplementaryView(forElementKind: Self.footer, at: first)
        as? TitleSupplementaryView)
    #expect(footer0.label.stringValue == "Footer for section 0")
    // After the last row (240 + 44): 284.
    #expect(footer0.frame == NSRect(x: 10, y: 284, width: 300, height: 44))
    let header1 = try #require(
      collectionView.supplementaryView(forElementKind: Self.header, at: second)
        as? TitleSupplementaryView)
    #expect(header1.label.stringValue == "Header for section 1")
    #expect(header1.frame == NSRect(x: 10, y: 328, width: 300, height: 44))
    #expect(
      collectionView.layoutAttributesForSupplementaryElement(ofKind: Self.footer, at: second)?
        .frame == NSRect(x: 10, y: 612, width: 300, height: 44))
    #expect(collectionView.supplementaryView(forElementKind: Self.footer, at: second) == nil)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = SectionHeadersFootersWindowController(
      windowNibName: "SectionHeadersFootersWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [5, 5, 5, 5, 5]
    ) { _, _ in Self.section() }
    #expect(expected.count == 25)
    #expect(controller.collectionView.allItemFrames == expected)
  }

  @Test func scrollingToTheEndShowsTheLastSectionsTitles() throws {
    let controller = SectionHeadersFootersWindowController(
      windowNibName: "SectionHeadersFootersWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 2000))
    // Kept within 1640 − 600 = 1040. Section 3 (from 984): its header (984…1028) is gone,
    // its first row (1028…1072) shows; all of section 4 shows.
    #expect(scrollView.documentVisibleRect.minY == 1040)
    #expect(
      collectionView.shownIndexPaths == indexPaths(0..<5, section: 3)
        + indexPaths(0..<5, section: 4))
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.header)
        == [IndexPath(item: 0, section: 4)])
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.footer)
        == [IndexPath(item: 0, section: 3), IndexPath(item: 0, section: 4)])
    let footer4 = try #require(
      collectionView.supplementaryView(
        forElementKind: Self.footer, at: IndexPath(item: 0, section: 4))
        as? TitleSupplementaryView)
    #expect(footer4.label.stringValue == "Footer for section 4")
    #expect(footer4.frame == NSRect(x: 10, y: 1596, width: 300, height: 44))
    let header4 = try #require(
      collectionView.supplementaryView(
        forElementKind: Self.header, at: IndexPath(item: 0, section: 4))
        as? TitleSupplementaryView)
    #expect(header4.label.stringValue == "Header for section 4")
    #expect(collectionView.item(at: Self.path(0, 3))?.textField?.stringValue == "3,0")
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func clicksSelectRowsAcrossSections() throws {
    let controller = SectionHeadersFootersWindowController(
      windowNibName: "SectionHeadersFootersWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    // A click on a header is on no item.
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 100, y: 20)) == nil)
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 100, y: 50)) == Self.path(0, 0))
    collectionView.clickItem(at: Self.path(3, 0))
    collectionView.clickItem(at: Self.path(1, 1), modifierFlags: .shift)
    #expect(
      collectionView.selectionIndexPaths
        == [Self.path(3, 0), Self.path(4, 0), Self.path(0, 1), Self.path(1, 1)])
    let row = try #require(collectionView.item(at: Self.path(0, 1)) as? TextItem)
    #expect((row.view as? NSBox)?.fillColor == .selectedControlColor)
    collectionView.clickItem(at: Self.path(0, 1), modifierFlags: .command)
    #expect(!row.isSelected)
    #expect(collectionView.selectionIndexPaths.count == 3)
    #expect(collectionView.lastError == nil)
  }

  @Test func theNarrowestWindowNarrowsRowsAndTitles() throws {
    let controller = SectionHeadersFootersWindowController(
      windowNibName: "SectionHeadersFootersWindow")
    let window = try #require(controller.shown())
    window.setContentSize(window.contentMinSize)
    let collectionView = controller.collectionView
    #expect(collectionView.frame.size == NSSize(width: 240, height: 240))
    #expect(
      collectionView.frameForItem(at: Self.path(0, 0))
        == NSRect(x: 10, y: 44, width: 220, height: 44))
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: Self.header, at: IndexPath(item: 0, section: 0))
        as? TitleSupplementaryView)
    #expect(header.frame == NSRect(x: 10, y: 0, width: 220, height: 44))
    // 240 pt show the header and rows 0–3 (row 3 spans 191…235).
    #expect(collectionView.shownIndexPaths == indexPaths(0..<4))
    #expect(collectionView.lastError == nil)
  }
}
#endif
