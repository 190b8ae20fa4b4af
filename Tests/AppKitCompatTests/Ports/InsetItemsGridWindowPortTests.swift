#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Inset Items Grid window as `MacExamples` ports it: the Grid's rows of
/// five 64 pt squares, each `TextItem` drawn 5 pt inside its square, clicked, scrolled and
/// resized as on a Mac.
@Suite struct InsetItemsGridWindowPortTests {
  static func section() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    return NSCollectionLayoutSection(group: group)
  }

  static func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }

  @Test func theWindowShowsInsetSquaresInRowsOfFive() throws {
    let controller = InsetItemsGridWindowController(windowNibName: "InsetItemsGridWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.backgroundColors == [.windowBackgroundColor])
    // Squares of 320 / 5 = 64 pt; item k sits in row k / 5, column k % 5, at
    // (64·column + 5, 64·row + 5), 64 − 2·5 = 54 pt a side.
    #expect(
      collectionView.frameForItem(at: Self.path(0)) == NSRect(x: 5, y: 5, width: 54, height: 54))
    #expect(
      collectionView.frameForItem(at: Self.path(7))
        == NSRect(x: 133, y: 69, width: 54, height: 54))
    #expect(
      collectionView.frameForItem(at: Self.path(93))
        == NSRect(x: 197, y: 1157, width: 54, height: 54))
    // Row 9's inset squares (581…635) are partly shown; row 10 starts at 645.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<50))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 19 * 64))
    let items = collectionView.visibleItems()
    #expect(items.map { $0.textField?.stringValue } == (0..<50).map { "\($0)" })
    let box = try #require(items[7].view as? NSBox)
    #expect(box.frame == NSRect(x: 133, y: 69, width: 54, height: 54))
    #expect(box.fillColor == .cornflowerBlue)
    #expect(box.cornerRadius == 0)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = InsetItemsGridWindowController(windowNibName: "InsetItemsGridWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [94]
    ) { _, _ in Self.section() }
    #expect(expected.count == 94)
    #expect(controller.collectionView.allItemFrames == expected)
  }

  @Test func clicksSelectTheSquaresAndNotTheGapsBetween() throws {
    let controller = InsetItemsGridWindowController(windowNibName: "InsetItemsGridWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    // The 5 pt inset is a gap no item covers; 10 pt in is item 0.
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 2, y: 2)) == nil)
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 62, y: 30)) == nil)
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 10, y: 10)) == Self.path(0))
    #expect(collectionView.indexPathForItem(at: NSPoint(x: 70, y: 70)) == Self.path(6))
    collectionView.clickItem(at: Self.path(6))
    let six = try #require(collectionView.item(at: Self.path(6)) as? TextItem)
    #expect(six.isSelected)
    #expect((six.view as? NSBox)?.fillColor == .selectedControlColor)
    collectionView.clickItem(at: Self.path(12), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(6), Self.path(12)])
    collectionView.clickItem(at: Self.path(9), modifierFlags: .shift)
    #expect(collectionView.selectionIndexPaths == Set([6, 9, 10, 11, 12].map(Self.path)))
    collectionView.clickItem(at: Self.path(0))
    #expect(collectionView.selectionIndexPaths == [Self.path(0)])
    #expect(!six.isSelected)
    #expect((six.view as? NSBox)?.fillColor == .cornflowerBlue)
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingShowsOnlyRowsWhoseInsetSquaresMeetTheView() throws {
    let controller = InsetItemsGridWindowController(windowNibName: "InsetItemsGridWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 300))
    // Showing 300…900: row 3's squares end at 251, row 4's span 261…315, row 13's start at
    // 837 and row 14's at 901.
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 300, width: 320, height: 600))
    #expect(collectionView.shownIndexPaths == indexPaths(20..<70))
    #expect(collectionView.item(at: Self.path(69))?.textField?.stringValue == "69")
    // Row 13: 64·13 + 5.
    #expect(collectionView.item(at: Self.path(69))?.view.frame.minY == 837)
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aWiderWindowGivesWiderSquaresWithTheSameInset() throws {
    let controller = InsetItemsGridWindowController(windowNibName: "InsetItemsGridWindow")
    let window = try #require(controller.shown())
    window.setContentSize(NSSize(width: 400, height: 600))
    let collectionView = controller.collectionView
    // Squares of 80 pt, 70 pt inside the inset: item 6 is row 1, column 1.
    #expect(
      collectionView.frameForItem(at: Self.path(6))
        == NSRect(x: 85, y: 85, width: 70, height: 70))
    // Row 7's squares span 565…635; row 8's start at 645.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<40))
    #expect(collectionView.lastError == nil)
  }
}
#endif
