#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Nested Groups window as `MacExamples` ports it: 100 `TextItem`s in groups
/// of a large item beside a column of two, in a 320 × 600 window, scrolled and clicked as a
/// Mac user does.
@Suite struct NestedGroupsWindowPortTests {
  static func section() -> NSCollectionLayoutSection {
    let inset = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let leadingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    leadingItem.contentInsets = inset
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
    trailingItem.contentInsets = inset
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      subitem: trailingItem, count: 2)
    let nestedGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup])
    return NSCollectionLayoutSection(group: nestedGroup)
  }

  @Test func theWindowShowsThreeGroupsOfALargeItemBesideTwo() throws {
    let controller = NestedGroupsWindowController(windowNibName: "NestedGroupsWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 320, height: 600))
    // Groups are 320 × 240 (40 % of 600) at 0, 240 and 480; in the third, item 8 starts at
    // 480 + 120 + 10 = 610, below the window.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<8))
    let items = collectionView.visibleItems()
    #expect(items.map { $0.textField?.stringValue } == (0..<8).map { "0, \($0)" })
    // The leading item is 70 % of 320 = 224 wide and 240 tall, inset 10 on every side.
    #expect(items[0].view.frame == NSRect(x: 10, y: 10, width: 204, height: 220))
    // The column is 30 % of 320 = 96 wide at x 224; count 2 splits its 240 into two 120 pt
    // items, each inset 10.
    #expect(items[1].view.frame == NSRect(x: 234, y: 10, width: 76, height: 100))
    #expect(items[2].view.frame == NSRect(x: 234, y: 130, width: 76, height: 100))
    // The second group starts at 240.
    #expect(items[3].view.frame == NSRect(x: 10, y: 250, width: 204, height: 220))
    #expect(items[5].view.frame == NSRect(x: 234, y: 370, width: 76, height: 100))
    #expect(items.allSatisfy { ($0.view as? NSBox)?.cornerRadius == 8 })
    #expect(items.allSatisfy { $0 is TextItem })
    // 100 items fill 33 groups and one more holding item 99: 34 × 240.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 8160))
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = NestedGroupsWindowController(windowNibName: "NestedGroupsWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [100]
    ) { _, _ in Self.section() }
    #expect(controller.collectionView.allItemFrames == expected)
    #expect(expected.count == 100)
  }

  @Test func scrollingShowsTheGroupsBelowDownToTheLastItem() throws {
    let controller = NestedGroupsWindowController(windowNibName: "NestedGroupsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let scrollView = try #require(collectionView.enclosingScrollView)
    // Group 10 starts at 10 × 240 = 2400 and holds items 30–32; groups 10–12 fill the view,
    // but for item 38, which starts at 2880 + 130 = 3010.
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 2400))
    #expect(scrollView.documentVisibleRect == NSRect(x: 0, y: 2400, width: 320, height: 600))
    #expect(collectionView.shownIndexPaths == indexPaths(30..<38))
    let thirty = try #require(collectionView.item(at: IndexPath(item: 30, section: 0)))
    #expect(thirty.textField?.stringValue == "0, 30")
    #expect(thirty.view.frame == NSRect(x: 10, y: 2410, width: 204, height: 220))
    // Past the end the scroll stops at 8160 − 600 = 7560: groups 31 (7440) to 33 (7920),
    // but for item 94, which ends at 7440 + 110 = 7550.
    scrollView.contentView.scroll(to: NSPoint(x: 0, y: 10_000))
    #expect(scrollView.documentVisibleRect.origin == NSPoint(x: 0, y: 7560))
    #expect(
      collectionView.shownIndexPaths
        == [93, 95, 96, 97, 98, 99].map {
          IndexPath(item: $0, section: 0)
        })
    let last = try #require(collectionView.item(at: IndexPath(item: 99, section: 0)))
    #expect(last.textField?.stringValue == "0, 99")
    #expect(last.view.frame == NSRect(x: 10, y: 7930, width: 204, height: 220))
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func clicksSelectAsTheWindowsFlagsAllow() throws {
    let controller = NestedGroupsWindowController(windowNibName: "NestedGroupsWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    let path = { IndexPath(item: $0, section: 0) }
    collectionView.clickItem(at: path(4))
    collectionView.clickItem(at: path(0), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [path(0), path(4)])
    let four = try #require(collectionView.item(at: path(4)) as? TextItem)
    #expect(four.isSelected)
    #expect((four.view as? NSBox)?.fillColor == .selectedControlColor)
    collectionView.clickItem(at: path(2))
    #expect(collectionView.selectionIndexPaths == [path(2)])
    #expect((four.view as? NSBox)?.fillColor == .cornflowerBlue)
    #expect(collectionView.lastError == nil)
  }
}
#endif
