#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Nested Groups screen ("Implementing Modern Collection Views") as `Examples`
/// ports it (`NestedGroupsViewController`), shown in a window as the app shows it: groups
/// 0.4 · 812 = 324.8 pt tall, each a leading `TextCell` 0.7 · 375 = 262.5 pt wide beside a
/// vertical group 112.5 pt wide of two items that share its height (rule 9: 162.4 each),
/// every item inset 10 pt; 100 items.
@Suite struct NestedGroupsScreenPortTests {
  typealias Screen = NestedGroupsViewController

  static func indexPaths(_ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  @Test func theFirstScreenShowsThreeGroupsOfALargeItemBesideTwo() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Nested Groups")
    let collectionView = try #require(screen.collectionView)
    // Groups at 0, 324.8 and 649.6; the third's lower pair item starts at 812, below.
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<8))
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(cells.map(\.label.text) == (0..<8).map { "0, \($0)" })
    expectFrame(cells[0].frame, ExpectedRect(10, 10, 242.5, 304.8))
    // The trailing group at x 262.5: two 112.5 × 162.4 slots less 10 pt a side.
    expectFrame(cells[1].frame, ExpectedRect(272.5, 10, 92.5, 142.4))
    expectFrame(cells[2].frame, ExpectedRect(272.5, 172.4, 92.5, 142.4))
    expectFrame(cells[3].frame, ExpectedRect(10, 334.8, 242.5, 304.8))
    expectFrame(cells[7].frame, ExpectedRect(272.5, 659.6, 92.5, 142.4))
    // 34 groups for 100 items, the last holding item 99 alone: 34 · 324.8.
    expectSize(collectionView.contentSize, 375, 11043.2)
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingToTheLastItemShowsItAloneInItsGroup() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: false)
    // Item 99's frame ends at 33 · 324.8 + 314.8 = 11033.2: 11033.2 − 812.
    #expect(abs(collectionView.contentOffset.y - 10221.2) < 1e-6)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 99, section: 0)) as? TextCell)
    #expect(cell.label.text == "0, 99")
    expectFrame(cell.frame, ExpectedRect(10, 10728.4, 242.5, 304.8))
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99, section: 0))
  }

  @Test func rotatingTheWindowReshapesTheGroups() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    // Groups 0.4 · 375 = 150 tall; the leading item 0.7 · 812 = 568.4 wide, the pair
    // 243.6 wide at 568.4, each 75 tall; groups at 0, 150 and 300 show, less the third's
    // lower pair item, at 375.
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<8))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 5, section: 0)))
    expectFrame(cell.frame, ExpectedRect(578.4, 235, 223.6, 55))
  }

  @Test func tappingAnItemSelectsThenDeselectsIt() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 4, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == nil)
  }
}
#endif
