#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Inset Items Grid screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`InsetItemsGridViewController`), shown in a window as the app shows
/// it: the Grid's 75 pt square slots, five a row, each `TextCell` inset 5 pt inside its slot,
/// 94 numbered items.
@Suite struct InsetItemsGridScreenPortTests {
  typealias Screen = InsetItemsGridViewController

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

  @Test func theFirstScreenShowsElevenRowsOfInsetCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    // Rows 75 pt tall (0.2 · 375): rows 0 to 10 start above 812 (10 · 75 = 750).
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<55))
    #expect(cells.map(\.label.text) == (0..<55).map { "\($0)" })
    // Item 7: row 1, column 2, its 75 pt slot at (150, 75) less 5 pt on every side.
    #expect(cells[7].frame == CGRect(x: 155, y: 80, width: 65, height: 65))
    #expect(cells[0].frame == CGRect(x: 5, y: 5, width: 65, height: 65))
    #expect(cells[54].frame == CGRect(x: 305, y: 755, width: 65, height: 65))
    // 19 rows for 94 items: 19 · 75.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1425))
    #expect(collectionView.lastError == nil)
  }

  @Test func theScreenIsTitledAndItsCellsAreSetUpAsTheRegistrationSays() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Inset Items Grid")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.backgroundColor == .systemBackground)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 12, section: 0)) as? TextCell)
    #expect(cell.label.text == "12")
    // The label's constraints keep it 10 pt inside the 65 pt content view.
    #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 45, height: 45))
    #expect(cell.label.font == UIFont.preferredFont(forTextStyle: .title1))
    #expect(cell.label.textAlignment == .center)
    #expect(
      cell.contentView.backgroundColor
        == UIColor(
          displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0))
  }

  @Test func rotatingTheWindowKeepsTheInsetsAroundLargerCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    // Slots 162.4 pt (0.2 · 812), cells 10 pt smaller; three rows start above 375
    // (2 · 162.4 = 324.8).
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<15))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)))
    expectFrame(cell.frame, ExpectedRect(167.4, 167.4, 152.4, 152.4))
  }

  @Test func scrollingShowsTheRowsInView() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 613)
    collectionView.layoutIfNeeded()
    // 613 to 1425: row 8 (600 to 675) is the first; its cells (605 to 670) still show.
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(40..<94))
    #expect(cells.first?.frame == CGRect(x: 5, y: 605, width: 65, height: 65))
    #expect(cells.last?.label.text == "93")
    #expect(cells.last?.frame == CGRect(x: 230, y: 1355, width: 65, height: 65))
  }
}
#endif
