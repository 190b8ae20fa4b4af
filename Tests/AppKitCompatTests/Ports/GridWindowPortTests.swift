#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Grid window as `MacExamples` ports it: 94 numbered `TextItem`s in rows
/// of five squares, in a 320 × 600 window, clicked and scrolled as a Mac user does.
@Suite struct GridWindowPortTests {
  static func section() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  @Test func theWindowShowsTenRowsOfFiveNumberedSquares() throws {
    let controller = GridWindowController(windowNibName: "GridWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 320, height: 600))
    // 64 pt squares: rows at 0, 64, …, 576; the tenth row (576…640) is partly shown.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<50))
    let items = collectionView.visibleItems()
    #expect(items.map { $0.textField?.stringValue } == (0..<50).map { "\($0)" })
    #expect(items[7].view.frame == NSRect(x: 128, y: 64, width: 64, height: 64))
    #expect(items[7].view is NSBox)
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 19 * 64))
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = GridWindowController(windowNibName: "GridWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [94]
    ) { _, _ in Self.section() }
    #expect(controller.collectionView.allItemFrames == expected)
    #expect(expected.count == 94)
  }

  @Test func clicksSelectAsOnAMac() throws {
    let controller = GridWindowController(windowNibName: "GridWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    let path = { IndexPath(item: $0, section: 0) }
    collectionView.clickItem(at: path(3))
    #expect(collectionView.selectionIndexPaths == [path(3)])
    let three = try #require(collectionView.item(at: path(3)) as? TextItem)
    #expect(three.isSelected)
    #expect(three.highlightState == .none)
    #expect((three.view as? NSBox)?.fillColor == .selectedControlColor)
    #expect(three.textField?.textColor == .selectedControlTextColor)
    collectionView.clickItem(at: path(5), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [path(3), path(5)])
    collectionView.clickItem(at: path(8))
    #expect(collectionView.selectionIndexPaths == [path(8)])
    #expect(!three.isSelected)
    #expect((three.view as? NSBox)?.fillColor == .cornflowerBlue)
    collectionView.clickItem(at: path(11), modifierFlags: .shift)
    #expect(collectionView.selectionIndexPaths == Set((8...11).map(path)))
    collectionView.clickItem(at: path(9), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [path(8), path(10), path(11)])
    collectionView.clickEmptySpace()
    #expect(collectionView.selectionIndexPaths.isEmpty)
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingShowsTheRowsBelowAndReusesItems() throws {
    let controller = GridWindowController(windowNibName: "GridWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let firstItems = Set(collectionView.visibleItems().map(ObjectIdentifier.init))
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 640))
    // Rows 10 (640) to 19 (1216, the last, holding items 90–93).
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 616, width: 320, height: 600))
    #expect(collectionView.shownIndexPaths == indexPaths(45..<94))
    let reused = collectionView.visibleItems().filter { firstItems.contains(ObjectIdentifier($0)) }
    #expect(!reused.isEmpty)
    #expect(
      collectionView.item(at: IndexPath(item: 93, section: 0))?.textField?.stringValue == "93")
    withExtendedLifetime(window) {}
  }

  @Test func aWiderWindowGivesWiderSquares() throws {
    let controller = GridWindowController(windowNibName: "GridWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 400, height: 600))
    let collectionView = controller.collectionView
    #expect(collectionView.frame.size == NSSize(width: 400, height: 600))
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 6, section: 0))
        == NSRect(x: 80, y: 80, width: 80, height: 80))
    #expect(collectionView.shownIndexPaths == indexPaths(0..<40))
  }
}
#endif
