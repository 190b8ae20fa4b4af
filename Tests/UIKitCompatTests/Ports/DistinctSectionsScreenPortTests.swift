#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Distinct Sections screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`DistinctSectionsViewController`), shown in a window as the app shows
/// it: three sections of ten items laid out by their kind, each inset 20 pt (335 pt wide
/// inside), every item inset 2 pt in its slot: a list of 44 pt `ListCell` rows, then
/// `TextCell`s five a row, then three a row, the grid rows a fifth of 335 pt tall (67).
@Suite struct DistinctSectionsScreenPortTests {
  typealias Screen = DistinctSectionsViewController

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

  @Test func eachSectionIsLaidOutByItsKind() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Distinct Sections")
    let collectionView = try #require(screen.collectionView)
    // The list: 20 + 10 · 44 + 20 = 480; the five-column grid: 20 + 2 · 67 + 20 = 174, to
    // 654; the three-column grid's rows at 674, 741 and 808 show, the fourth at 875 does not.
    #expect(
      collectionView.indexPathsForVisibleItems
        == Self.paths(0, 0..<10) + Self.paths(1, 0..<10) + Self.paths(2, 0..<9))
    // A list row: its 335 × 44 slot at (20, 20 + 44 · 3) less 2 pt on every side.
    let row = try #require(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? ListCell)
    #expect(row.frame == CGRect(x: 22, y: 154, width: 331, height: 40))
    #expect(row.label.text == "3")
    // Five columns of 67 pt: item 6 is row 1, column 1, its slot at (87, 567).
    let five = try #require(
      collectionView.cellForItem(at: IndexPath(item: 6, section: 1)) as? TextCell)
    #expect(five.frame == CGRect(x: 89, y: 569, width: 63, height: 63))
    #expect(five.label.text == "16")
    // Three columns of 335 / 3 = 111.667 pt: item 4 is row 1, column 1, its slot at
    // (131.667, 741).
    let three = try #require(
      collectionView.cellForItem(at: IndexPath(item: 4, section: 2)) as? TextCell)
    expectFrame(three.frame, ExpectedRect(133.667, 743, 107.667, 63))
    #expect(three.label.text == "24")
    // 654 + 20 + 4 · 67 + 20.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 962))
    #expect(collectionView.lastError == nil)
  }

  @Test func theListShowsListCellsAndTheGridsTextCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let cells = collectionView.visibleCells
    #expect(cells.prefix(10).allSatisfy { $0 is ListCell })
    #expect(cells.dropFirst(10).allSatisfy { $0 is TextCell })
    let texts = cells.map { ($0 as? ListCell)?.label.text ?? ($0 as? TextCell)?.label.text }
    #expect(texts == (0..<29).map { "\($0)" })
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) as? TextCell)
    #expect(cell.label.textAlignment == .center)
    #expect(cell.label.font == UIFont.preferredFont(forTextStyle: .title1))
  }

  @Test func scrollingToTheEndShowsTheLastRowOfThree() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 140)
    collectionView.layoutIfNeeded()
    // 140 to 952: list rows from the third (its cell 110 to 150) on.
    #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 2, section: 0))
    #expect(collectionView.indexPathsForVisibleItems.count == 28)
    let last = try #require(
      collectionView.cellForItem(at: IndexPath(item: 9, section: 2)) as? TextCell)
    // Row 3 alone in its row, in the first column: its slot at (20, 674 + 3 · 67).
    expectFrame(last.frame, ExpectedRect(22, 877, 107.667, 63))
    #expect(last.label.text == "29")
  }

  @Test func tappingAnItemSelectsThenDeselectsIt() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 2, section: 1))
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
  }
}
#endif
