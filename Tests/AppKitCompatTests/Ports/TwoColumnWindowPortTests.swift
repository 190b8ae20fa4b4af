#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Two-Column window as `MacExamples` ports it: 94 numbered `TextItem`s two
/// to a 44 pt row, 10 pt apart each way, inside 10 pt side margins, clicked, scrolled and
/// resized as on a Mac.
@Suite struct TwoColumnWindowPortTests {
  static func section() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    return section
  }

  static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func theWindowShowsTwelveRowsOfTwoColumns() throws {
    let controller = TwoColumnWindowController(windowNibName: "TwoColumnWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.backgroundColors == [.windowBackgroundColor])
    // Inside the margins 300 pt hold two columns 10 apart: (300 − 10) / 2 = 145 pt, at x 10
    // and 10 + 145 + 10 = 165; row i at y 54·i (44 + 10).
    #expect(
      collectionView.frameForItem(at: Self.path(0))
        == NSRect(x: 10, y: 0, width: 145, height: 44))
    #expect(
      collectionView.frameForItem(at: Self.path(5))
        == NSRect(x: 165, y: 108, width: 145, height: 44))
    #expect(
      collectionView.frameForItem(at: Self.path(93))
        == NSRect(x: 165, y: 46 * 54, width: 145, height: 44))
    // Row 11 spans 594…638; row 12 starts at 648.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<24))
    // 47 rows: 47·44 + 46·10.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 2528))
    let items = collectionView.visibleItems()
    #expect(items.map { $0.textField?.stringValue } == (0..<24).map { "\($0)" })
    let box = try #require(items[23].view as? NSBox)
    #expect(box.frame == NSRect(x: 165, y: 594, width: 145, height: 44))
    #expect(box.fillColor == .cornflowerBlue)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = TwoColumnWindowController(windowNibName: "TwoColumnWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [94]
    ) { _, _ in Self.section() }
    #expect(expected.count == 94)
    #expect(controller.collectionView.allItemFrames == expected)
  }

  @Test func clicksSelectItemsAndNotTheSpacingBetween() throws {
    let controller = TwoColumnWindowController(windowNibName: "TwoColumnWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    // The 10 pt gutter (155…165) and the row gap (44…54) hold no item.
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 160, y: 20)) == nil)
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 100, y: 50)) == nil)
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 200, y: 60)) == Self.path(3))
    collectionView.clickItem(at: Self.path(3))
    collectionView.clickItem(at: Self.path(10), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(3), Self.path(10)])
    let ten = try #require(collectionView.item(at: Self.path(10)) as? TextItem)
    #expect(ten.showsAsHighlighted)
    #expect(ten.textField?.textColor == .selectedControlTextColor)
    collectionView.clickItem(at: Self.path(3), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(10)])
    // A shift-click runs from the item last clicked, 3, though that click deselected it
    // (AppKitCompat's decision), to 13.
    collectionView.clickItem(at: Self.path(13), modifierFlags: .shift)
    #expect(collectionView.selectionIndexPaths == Set((3...13).map(Self.path)))
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingShowsTheRowsBelow() throws {
    let controller = TwoColumnWindowController(windowNibName: "TwoColumnWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 1000))
    // Showing 1000…1600: row 18 spans 972…1016, row 29 starts at 1566, row 30 at 1620.
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 1000, width: 320, height: 600))
    #expect(collectionView.shownIndexPaths == indexPaths(36..<60))
    #expect(collectionView.item(at: Self.path(36))?.textField?.stringValue == "36")
    #expect(collectionView.item(at: Self.path(36))?.view.frame.minY == 972)
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aWiderWindowWidensBothColumns() throws {
    let controller = TwoColumnWindowController(windowNibName: "TwoColumnWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 500, height: 600))
    let collectionView = controller.collectionView
    // (500 − 20 − 10) / 2 = 235 pt columns at x 10 and 255; rows keep 44 pt.
    #expect(
      collectionView.frameForItem(at: Self.path(1))
        == NSRect(x: 255, y: 0, width: 235, height: 44))
    #expect(collectionView.item(at: Self.path(1))?.view.frame.width == 235)
    #expect(collectionView.shownIndexPaths == indexPaths(0..<24))
    #expect(collectionView.lastError == nil)
  }
}
#endif
