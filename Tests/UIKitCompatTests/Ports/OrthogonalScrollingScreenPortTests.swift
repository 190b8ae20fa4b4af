#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Orthogonal Sections screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`OrthogonalScrollingViewController`), shown in a window as the app
/// shows it: five sections of 30 items, each a row 0.4 · 812 = 324.8 pt tall that scrolls
/// sideways, continuously, through ten groups 0.85 · 375 = 318.75 pt wide: a leading
/// `TextCell` 0.7 of the group (223.125) beside a vertical pair 95.625 wide sharing its
/// height (162.4 each), every item inset 10 pt.
@Suite struct OrthogonalScrollingScreenPortTests {
  typealias Screen = OrthogonalScrollingViewController

  static func paths(_ section: Int, _ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: section) }
  }

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(_ screen: Screen, size: CGSize = CGSize(width: 375, height: 812)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  @Test func eachRowShowsAGroupAndTheStartOfTheNext() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Orthogonal Sections")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.orthogonalScrollingSections == [0, 1, 2, 3, 4])
    #expect(collectionView.orthogonalScrollingBehavior(inSection: 0) == .continuous)
    // Rows at 0, 324.8 and 649.6; in each, group 0 and the leading item of group 1, at
    // 318.75 + 10; the pair of group 1 starts at 318.75 + 223.125 + 10, past 375. The third
    // row's lower pair item starts at 649.6 + 162.4 = 812, below the view.
    #expect(
      collectionView.indexPathsForVisibleItems
        == Self.paths(0, 0..<4) + Self.paths(1, 0..<4)
        + [0, 1, 3].map {
          IndexPath(item: $0, section: 2)
        })
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? TextCell)
    #expect(cell.label.text == "1, 2")
    expectFrame(cell.frame, ExpectedRect(233.125, 497.2, 75.625, 142.4))
    let next = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
    expectFrame(next.frame, ExpectedRect(328.75, 10, 203.125, 304.8))
    // Five rows: 5 · 324.8; ten groups a row: 3187.5 − 375 to scroll through.
    expectSize(collectionView.contentSize, 375, 1624)
    #expect(collectionView.orthogonalScrollingOffsetRange(inSection: 0) == 0...2812.5)
    #expect(collectionView.lastError == nil)
  }

  @Test func draggingARowMovesOnlyThatRowAndItRestsWhereItWasLeft() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.dragOrthogonalSection(0, by: 300)
    collectionView.endDraggingOrthogonalSection(0, withVelocity: 0)
    collectionView.advance(by: 3)
    // Continuous: no snapping, and no velocity to carry it on.
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == 300)
    #expect(collectionView.orthogonalScrollingOffset(inSection: 1) == 0)
    #expect(collectionView.contentOffset == .zero)
    // 300 to 675 of the row: item 0 (10 to 213.125) has gone, item 6 (637.5 + 10) came in.
    #expect(
      collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }
        == Self.paths(0, 1..<7))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TextCell)
    #expect(cell.label.text == "0, 3")
    expectFrame(cell.frame, ExpectedRect(28.75, 10, 203.125, 304.8))
    let row1 = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)))
    expectFrame(row1.frame, ExpectedRect(10, 334.8, 203.125, 304.8))
  }

  @Test func scrollingToAnItemScrollsItsRow() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.scrollToItem(at: IndexPath(item: 28, section: 2), at: .right, animated: false)
    // Item 28, the upper of group 9's pair, ends at 9 · 318.75 + 308.75 = 3177.5: the row
    // scrolls by 3177.5 − 375, and the view not at all.
    #expect(collectionView.orthogonalScrollingOffset(inSection: 2) == 2802.5)
    #expect(collectionView.contentOffset == .zero)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 28, section: 2)) as? TextCell)
    #expect(cell.label.text == "2, 28")
    expectFrame(cell.frame, ExpectedRect(299.375, 659.6, 75.625, 142.4))
  }
}
#endif
