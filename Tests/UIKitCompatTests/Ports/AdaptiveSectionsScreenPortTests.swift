#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Adaptive Sections screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`AdaptiveSectionsViewController`), shown in a window as the app shows
/// it: Distinct Sections' list, five-column and three-column grids, each section inset
/// 20 pt and each item 2 pt, whose column counts double (two, ten, six) once the container
/// is wider than 800 pt, as an iPhone in landscape (812 pt) is.
@Suite struct AdaptiveSectionsScreenPortTests {
  typealias Screen = AdaptiveSectionsViewController

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

  @Test func aCompactWindowShowsOneFiveAndThreeColumns() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Adaptive Sections")
    let collectionView = try #require(screen.collectionView)
    // 335 pt inside the insets. The list 20 + 10 · 44 + 20 = 480 tall; the grid of five
    // 67 pt columns 20 + 2 · 67 + 20 = 174, to 654; the grid of three's rows at 674, 741
    // and 808 show.
    #expect(
      collectionView.indexPathsForVisibleItems
        == Self.paths(0, 0..<10) + Self.paths(1, 0..<10) + Self.paths(2, 0..<9))
    let row = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    #expect(row.frame == CGRect(x: 22, y: 66, width: 331, height: 40))
    let five = try #require(
      collectionView.cellForItem(at: IndexPath(item: 9, section: 1)) as? TextCell)
    // Row 1, column 4: its 67 pt slot at (20 + 4 · 67, 500 + 67).
    #expect(five.frame == CGRect(x: 290, y: 569, width: 63, height: 63))
    #expect(five.label.text == "19")
    let three = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 2)))
    // Column 2 of three 111.667 pt columns.
    expectFrame(three.frame, ExpectedRect(245.333, 676, 107.667, 63))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 962))
    #expect(collectionView.lastError == nil)
  }

  @Test func rotatingToLandscapeDoublesTheColumns() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    // 812 > 800: 772 pt inside the insets. The list in two 386 pt columns, five rows:
    // 20 + 5 · 44 + 20 = 260; the grid in ten 77.2 pt columns one row 154.4 tall (0.2 · 772),
    // to 454.4; the grid of three, now six, starts below 375.
    #expect(
      collectionView.indexPathsForVisibleItems == Self.paths(0, 0..<10) + Self.paths(1, 0..<10))
    let row = try #require(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? ListCell)
    // Item 3: row 1, column 1, its slot at (20 + 386, 20 + 44).
    #expect(row.frame == CGRect(x: 408, y: 66, width: 382, height: 40))
    #expect(row.label.text == "3")
    let ten = try #require(
      collectionView.cellForItem(at: IndexPath(item: 9, section: 1)) as? TextCell)
    // Column 9: its slot at (20 + 9 · 77.2, 280).
    expectFrame(ten.frame, ExpectedRect(716.8, 282, 73.2, 150.4))
    #expect(ten.label.text == "19")
    // The ten items of the last section in two rows of six, rows a fifth of 772 tall:
    // 454.4 + 20 + 2 · 154.4 + 20.
    expectSize(collectionView.contentSize, 812, 803.2)
  }

  @Test func rotatingBackRestoresTheCompactColumns() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    window.transition(to: CGSize(width: 375, height: 812))
    let five = try #require(collectionView.cellForItem(at: IndexPath(item: 9, section: 1)))
    #expect(five.frame == CGRect(x: 290, y: 569, width: 63, height: 63))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 962))
  }

  @Test func aWideWindowShowsTheWideLayoutFromTheStart() throws {
    let screen = Screen()
    let window = Self.show(screen, size: CGSize(width: 1024, height: 768))
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    // 984 pt inside the insets: six columns of 164 pt for the last section, rows a fifth of
    // 984 (196.8) tall. The list ends at 260, the grid of ten at 260 + 20 + 196.8 + 20 =
    // 496.8, and the grid of six's first row starts at 516.8.
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 7, section: 2)) as? TextCell)
    // Row 1, column 1: its slot at (20 + 164, 516.8 + 196.8).
    expectFrame(cell.frame, ExpectedRect(186, 715.6, 160, 192.8))
    #expect(cell.label.text == "27")
  }
}
#endif
