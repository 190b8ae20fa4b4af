#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Grid screen ("Implementing Modern Collection Views") as `Examples` ports it
/// (`GridViewController`), shown in a window as the app shows it: a `CellRegistration` of
/// `TextCell`s, a diffable data source over a `UICollectionView` filling the controller's
/// view, 94 numbered items in rows of five.
///
/// The cells are 75 pt squares edge to edge, the sample's Grid; before the view controller
/// port they were inset by 5 pt, which is the sample's Inset Items Grid.
@Suite struct GridScreenPortTests {
  typealias GridScreen = GridViewController

  static func indexPaths(_ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(
    _ screen: GridScreen, size: CGSize = CGSize(width: 375, height: 812)
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  @Test func theFirstScreenShowsElevenRowsOfConfiguredCells() throws {
    let screen = GridScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<55))
    #expect(cells.count == 55)
    #expect(cells.map(\.label.text) == (0..<55).map { "\($0)" })
    // Item 7: row 1, column 2, a 75 pt square.
    #expect(cells[7].frame == CGRect(x: 150, y: 75, width: 75, height: 75))
    #expect(cells[54].frame == CGRect(x: 300, y: 750, width: 75, height: 75))
    #expect(collectionView.lastError == nil)
  }

  @Test func theScreenIsTitledAndItsCellsAreSetUpAsTheRegistrationSays() throws {
    let screen = GridScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Grid")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.superview === screen.view)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.backgroundColor == .black)
    let cell = try #require(
      collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) as? TextCell)
    // The label's constraints keep it 10 pt inside the 75 pt content view.
    #expect(cell.label.frame == CGRect(x: 10, y: 10, width: 55, height: 55))
    #expect(cell.label.font == UIFont.preferredFont(forTextStyle: .title1))
    #expect(cell.label.textAlignment == .center)
    #expect(
      cell.contentView.backgroundColor
        == UIColor(
          displayP3Red: 100.0 / 255.0, green: 149.0 / 255.0, blue: 237.0 / 255.0, alpha: 1.0))
  }

  @Test func rotatingTheWindowResizesTheGridToTheNewBounds() throws {
    let screen = GridScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    // The autoresizing mask keeps the grid filling the view; rows are now 162.4 pt tall
    // (0.2 · 812), so three of them, fifteen items, fill the 375 pt.
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<15))
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)))
    #expect(abs(cell.frame.minX - 162.4) < 1e-9 && abs(cell.frame.minY - 162.4) < 1e-9)
    #expect(abs(cell.frame.width - 162.4) < 1e-9)
  }

  @Test func scrollingShowsTheRowsInViewAndReusesTheCellsThatLeft() throws {
    let screen = GridScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let first = Set(collectionView.visibleCells.map(ObjectIdentifier.init))
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    collectionView.layoutIfNeeded()
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(20..<75))
    #expect(cells.map(\.label.text) == (20..<75).map { "\($0)" })
    #expect(cells[0].frame == CGRect(x: 0, y: 300, width: 75, height: 75))
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    // The 20 cells that left came back for the 20 items that came in: no new cell.
    #expect(Set(cells.map(ObjectIdentifier.init)) == first)
  }

  @Test func tappingAnItemSelectsItsCell() throws {
    let screen = GridScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 12, section: 0))
    collectionView.tapItem(at: IndexPath(item: 13, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 13, section: 0)])
    let selected = collectionView.visibleCells.filter(\.isSelected)
    #expect(selected.map { collectionView.indexPath(for: $0) } == [IndexPath(item: 13, section: 0)])
    #expect((selected.first as? TextCell)?.label.text == "13")
    #expect(collectionView.visibleCells.filter(\.isHighlighted).isEmpty)
  }

  @Test func aNewSnapshotIsShownAfterTheNextLayout() async throws {
    let screen = GridScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<GridScreen.Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array((100..<110).reversed()))
    await dataSource.apply(snapshot, animatingDifferences: false)
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(cells.map(\.label.text) == (100..<110).reversed().map { "\($0)" })
    #expect(collectionView.numberOfItems(inSection: 0) == 10)
  }
}
#endif
