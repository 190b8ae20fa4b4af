#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's List window as `MacExamples` ports it: 94 numbered `ListItem` rows of
/// 20 pt, full width, in a 320 × 600 window, clicked, scrolled and resized as on a Mac.
@Suite struct ListWindowPortTests {
  static func section() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(20)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func theWindowShowsThirtyNumberedRowsOfTwentyPoints() throws {
    let controller = ListWindowController(windowNibName: "ListWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 320, height: 600))
    // Rows are 320 × 20 at y = 20·i: rows 0–29 fill the 600 pt exactly; row 30 starts at 600.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<30))
    #expect(
      collectionView.frameForItem(at: Self.path(0)) == NSRect(x: 0, y: 0, width: 320, height: 20))
    #expect(
      collectionView.frameForItem(at: Self.path(29))
        == NSRect(x: 0, y: 580, width: 320, height: 20))
    #expect(
      collectionView.frameForItem(at: Self.path(93))
        == NSRect(x: 0, y: 1860, width: 320, height: 20))
    // 94 rows of 20 pt.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 1880))
    let items = collectionView.visibleItems()
    #expect(items.map { $0.textField?.stringValue } == (0..<30).map { "\($0)" })
    let row = try #require(items[12] as? ListItem)
    #expect(row.view.frame == NSRect(x: 0, y: 240, width: 320, height: 20))
    #expect(row.imageView?.image != nil)
    #expect(row.view.layer != nil)
    #expect(row.view.layer?.backgroundColor == nil)
    #expect(row.textField?.textColor == .labelColor)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = ListWindowController(windowNibName: "ListWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [94]
    ) { _, _ in Self.section() }
    #expect(expected.count == 94)
    #expect(controller.collectionView.allItemFrames == expected)
  }

  @Test func clicksSelectRowsAndColourTheirBackground() throws {
    let controller = ListWindowController(windowNibName: "ListWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    collectionView.clickItem(at: Self.path(2))
    #expect(collectionView.selectionIndexPaths == [Self.path(2)])
    let two = try #require(collectionView.item(at: Self.path(2)) as? ListItem)
    #expect(two.isSelected)
    #expect(two.view.layer?.backgroundColor == NSColor.selectedControlColor.cgColor)
    #expect(two.textField?.textColor == .selectedControlTextColor)
    collectionView.clickItem(at: Self.path(4), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(2), Self.path(4)])
    // A shift-click adds the rows from the last one clicked (4) to this one.
    collectionView.clickItem(at: Self.path(7), modifierFlags: .shift)
    #expect(collectionView.selectionIndexPaths == Set([2, 4, 5, 6, 7].map(Self.path)))
    collectionView.clickItem(at: Self.path(2), modifierFlags: .command)
    #expect(!two.isSelected)
    #expect(two.view.layer?.backgroundColor == nil)
    #expect(two.textField?.textColor == .labelColor)
    collectionView.clickItem(at: Self.path(20))
    #expect(collectionView.selectionIndexPaths == [Self.path(20)])
    collectionView.clickEmptySpace()
    #expect(collectionView.selectionIndexPaths.isEmpty)
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingShowsLaterRowsAndStopsAtTheEnd() throws {
    let controller = ListWindowController(windowNibName: "ListWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 1000))
    // Rows 50 (y 1000) to 79 (y 1580).
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 1000, width: 320, height: 600))
    #expect(collectionView.shownIndexPaths == indexPaths(50..<80))
    #expect(collectionView.item(at: Self.path(50))?.textField?.stringValue == "50")
    // Past the end the scroll stops at 1880 − 600 = 1280: rows 64 to 93.
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 1500))
    #expect(scrollView.documentVisibleRect.minY == 1280)
    #expect(collectionView.shownIndexPaths == indexPaths(64..<94))
    #expect(collectionView.item(at: Self.path(93))?.textField?.stringValue == "93")
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aResizedWindowKeepsFullWidthRows() throws {
    let controller = ListWindowController(windowNibName: "ListWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 500, height: 300))
    let collectionView = controller.collectionView
    #expect(collectionView.frame.size == NSSize(width: 500, height: 300))
    #expect(
      collectionView.frameForItem(at: Self.path(3))
        == NSRect(x: 0, y: 60, width: 500, height: 20))
    #expect(collectionView.item(at: Self.path(3))?.view.frame.width == 500)
    // 300 pt show rows 0–14.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<15))
    #expect(collectionView.lastError == nil)
  }
}
#endif
