#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Orthogonal Scrolling window as `MacExamples` ports it: one row of 30
/// `TextItem`s in groups as tall as the 320 × 600 window, scrolled sideways as a trackpad
/// swipe does.
@Suite struct OrthogonalScrollingWindowPortTests {
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
    let containerGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalHeight(1.4), heightDimension: .fractionalHeight(1.0)),
      subitems: [leadingItem, trailingGroup])
    let section = NSCollectionLayoutSection(group: containerGroup)
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  @Test func theWindowShowsTheRowsFirstLargeItem() throws {
    let controller = OrthogonalScrollingWindowController(
      windowNibName: "OrthogonalScrollingWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 320, height: 600))
    // A group is 1.4 × 600 = 840 wide and 600 tall; its leading item, 70 % of 840 = 588
    // wide, fills the 320 pt view alone.
    #expect(collectionView.shownIndexPaths == indexPaths(0..<1))
    let first = try #require(collectionView.item(at: IndexPath(item: 0, section: 0)))
    #expect(first.textField?.stringValue == "0, 0")
    #expect((first.view as? NSBox)?.cornerRadius == 8)
    // 588 × 600 inset 10 on every side.
    #expect(first.view.frame == NSRect(x: 10, y: 10, width: 568, height: 580))
    // The column is 30 % of 840 = 252 wide at x 588; count 2 splits 600 into two 300 pt
    // items, each inset 10.
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 1, section: 0))
        == NSRect(x: 598, y: 10, width: 232, height: 280))
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 2, section: 0))
        == NSRect(x: 598, y: 310, width: 232, height: 280))
    // The second group starts at 840.
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 3, section: 0))
        == NSRect(x: 850, y: 10, width: 568, height: 580))
    // The row does not scroll the window: the content is the view's size.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 320, height: 600))
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 0)
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = OrthogonalScrollingWindowController(
      windowNibName: "OrthogonalScrollingWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 320, height: 600), counts: [30]
    ) { _, _ in Self.section() }
    #expect(controller.collectionView.allItemFrames == expected)
    #expect(expected.count == 30)
  }

  @Test func swipingTheRowShowsTheItemsAlongIt() throws {
    let controller = OrthogonalScrollingWindowController(
      windowNibName: "OrthogonalScrollingWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    // 300…620 of the row: the leading item (0…588) and the column (588…840).
    collectionView.scrollOrthogonalSection(0, by: 300)
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 300)
    #expect(collectionView.shownIndexPaths == indexPaths(0..<3))
    #expect(
      collectionView.visibleItems().map { $0.textField?.stringValue } == ["0, 0", "0, 1", "0, 2"])
    // 3660…3980: group 4 (3360…4200), its leading item ending at 3948.
    collectionView.scrollOrthogonalSection(0, by: 3360)
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 3660)
    #expect(collectionView.shownIndexPaths == indexPaths(12..<15))
    #expect(
      collectionView.visibleItems().map { $0.textField?.stringValue }
        == ["0, 12", "0, 13", "0, 14"])
    // The row ends at 10 × 840 = 8400, its last offset 8400 − 320 = 8080: group 9
    // (7560…8400), whose leading item ends at 8148.
    collectionView.scrollOrthogonalSection(0, by: 4420)
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 8080)
    #expect(collectionView.shownIndexPaths == indexPaths(27..<30))
    // The window itself did not scroll.
    #expect(collectionView.visibleRect == NSRect(x: 0, y: 0, width: 320, height: 600))
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aSwipePastTheEndComesToRestAtTheEnd() throws {
    let controller = OrthogonalScrollingWindowController(
      windowNibName: "OrthogonalScrollingWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    collectionView.scrollOrthogonalSection(0, by: 10_000)
    // A swipe past the end bounces back to the row's last offset, 8080, as AppKit's does.
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 8080)
    #expect(collectionView.shownIndexPaths.last == IndexPath(item: 29, section: 0))
  }

  @Test func clicksSelectNothingAsTheWindowIsNotSelectable() throws {
    let controller = OrthogonalScrollingWindowController(
      windowNibName: "OrthogonalScrollingWindow")
    _ = controller.shown()
    let collectionView = controller.collectionView
    collectionView.clickItem(at: IndexPath(item: 0, section: 0))
    #expect(collectionView.selectionIndexPaths.isEmpty)
    let first = try #require(collectionView.item(at: IndexPath(item: 0, section: 0)) as? TextItem)
    #expect(!first.isSelected)
    #expect((first.view as? NSBox)?.fillColor == .cornflowerBlue)
  }
}
#endif
