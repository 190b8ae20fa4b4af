#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Two-Column Grid screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`TwoColumnViewController`), shown in a window as the app shows it:
/// rows of two 44 pt `TextCell`s 10 pt apart, 10 pt apart from the next row and 10 pt in from
/// the sides, 94 numbered items.
@Suite struct TwoColumnScreenPortTests {
  typealias Screen = TwoColumnViewController

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

  @Test func theFirstScreenShowsSixteenRowsOfTwoCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Two-Column Grid")
    let collectionView = try #require(screen.collectionView)
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    // A row every 54 pt (44 + 10): row 15 starts at 810, just above 812.
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<32))
    #expect(cells.map(\.label.text) == (0..<32).map { "\($0)" })
    // Two columns share 355 pt less the 10 pt between them (rule 9): 172.5 each.
    #expect(cells[0].frame == CGRect(x: 10, y: 0, width: 172.5, height: 44))
    #expect(cells[1].frame == CGRect(x: 192.5, y: 0, width: 172.5, height: 44))
    #expect(cells[5].frame == CGRect(x: 192.5, y: 108, width: 172.5, height: 44))
    #expect(cells[30].frame == CGRect(x: 10, y: 810, width: 172.5, height: 44))
    // 47 rows: 47 · 44 + 46 · 10.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 2528))
    #expect(collectionView.lastError == nil)
  }

  @Test func aCellsLabelFillsItLessTenPoints() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? TextCell)
    #expect(cell.label.text == "3")
    #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 152.5, height: 24))
    #expect(cell.label.font == UIFont.preferredFont(forTextStyle: .title1))
  }

  @Test func rotatingTheWindowWidensTheColumns() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    // (792 − 10) / 2 = 391 pt columns; rows 0 to 6 start above 375 (6 · 54 = 324).
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<14))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 13, section: 0)))
    #expect(cell.frame == CGRect(x: 411, y: 324, width: 391, height: 44))
  }

  @Test func scrollingToTheEndShowsTheLastRow() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.scrollToItem(at: IndexPath(item: 93, section: 0), at: .bottom, animated: false)
    // The last row ends the content: 2528 − 812.
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 1716))
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 93, section: 0)) as? TextCell)
    #expect(cell.label.text == "93")
    // Row 46 at 46 · 54.
    #expect(cell.frame == CGRect(x: 192.5, y: 2484, width: 172.5, height: 44))
    // 1716 is inside row 31 (1674 to 1718): items 62 on show.
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 62, section: 0))
  }
}
#endif
