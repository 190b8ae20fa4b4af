#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's Item Badges screen ("Implementing Modern Collection Views") as `Examples`
/// ports it (`ItemBadgeSupplementaryViewController`), shown in a window as the app shows it:
/// 100 `TextCell`s four a row in a section inset 20 pt (335 pt inside), each in a slot a
/// quarter of that wide (83.75) and a fifth tall (67), inset 5 pt, and each carrying a
/// 20 × 20 pt `BadgeSupplementaryView` whose top trailing corner sits on the cell's, moved
/// by 30 % of its size out (6 pt right, 6 pt up; rule 17). The counts are random, 0 to 2; a
/// badge of 0 is hidden.
@Suite struct ItemBadgesScreenPortTests {
  typealias Screen = ItemBadgeSupplementaryViewController

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

  static func badges(_ collectionView: UICollectionView) -> [BadgeSupplementaryView] {
    collectionView.visibleSupplementaryViews(ofKind: Screen.badgeElementKind)
      .compactMap { $0 as? BadgeSupplementaryView }
  }

  @Test func theFirstScreenShowsTwelveRowsOfFourCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Item Badges")
    let collectionView = try #require(screen.collectionView)
    let cells = collectionView.visibleCells.compactMap { $0 as? TextCell }
    // Rows at 20 + 67 · r: row 11's cells start at 762, row 12's at 829.
    #expect(collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<48))
    #expect(cells.map(\.label.text) == (0..<48).map { "\($0)" })
    #expect(cells[0].frame == CGRect(x: 25, y: 25, width: 73.75, height: 57))
    // Item 5: row 1, column 1, its slot at (20 + 83.75, 20 + 67).
    #expect(cells[5].frame == CGRect(x: 108.75, y: 92, width: 73.75, height: 57))
    // 20 + 25 rows · 67 + 20.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1715))
    #expect(collectionView.lastError == nil)
  }

  @Test func eachCellCarriesABadgeOnItsTopTrailingCorner() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Screen.badgeElementKind)
        == Self.indexPaths(0..<48))
    let first = try #require(
      collectionView.supplementaryView(
        forElementKind: Screen.badgeElementKind, at: IndexPath(item: 0, section: 0)))
    // Flush with cell 0's top trailing corner (98.75 − 20, 25), then 6 pt right and up.
    #expect(first.frame == CGRect(x: 84.75, y: 19, width: 20, height: 20))
    let sixth = try #require(
      collectionView.supplementaryView(
        forElementKind: Screen.badgeElementKind, at: IndexPath(item: 5, section: 0)))
    // Cell 5 ends at 182.5: 182.5 − 20 + 6, and 92 − 6.
    #expect(sixth.frame == CGRect(x: 168.5, y: 86, width: 20, height: 20))
    // Badges draw over the cells.
    let attributes = collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
      ofKind: Screen.badgeElementKind, at: IndexPath(item: 5, section: 0))
    #expect(attributes?.zIndex == 1)
  }

  @Test func aBadgeShowsItsItemsCountAndHidesWhenItIsZero() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    let paths = collectionView.indexPathsForVisibleSupplementaryElements(
      ofKind: Screen.badgeElementKind)
    #expect(paths.count == 48)
    for indexPath in paths {
      let model = try #require(dataSource.itemIdentifier(for: indexPath))
      let badge = try #require(
        collectionView.supplementaryView(forElementKind: Screen.badgeElementKind, at: indexPath)
          as? BadgeSupplementaryView)
      #expect(model.title == "\(indexPath.item)")
      #expect((0..<3).contains(model.badgeCount))
      #expect(badge.label.text == "\(model.badgeCount)")
      #expect(badge.isHidden == (model.badgeCount == 0))
    }
    let badge = try #require(Self.badges(collectionView).first)
    #expect(badge.backgroundColor == .green)
    #expect(badge.label.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(badge.label.textColor == .black)
    // Centred by its constraints: a body line 22 pt tall (17 pt text) on the badge's centre.
    #expect(badge.label.center == CGPoint(x: 10, y: 10))
  }

  @Test func scrollingShowsTheBadgesOfTheItemsComingIn() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    collectionView.contentOffset = CGPoint(x: 0, y: 903)
    collectionView.layoutIfNeeded()
    // 903 to 1715: row 13 (its cells 896 to 953) is the first.
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Screen.badgeElementKind)
        == Self.indexPaths(52..<100))
    let last = try #require(
      collectionView.supplementaryView(
        forElementKind: Screen.badgeElementKind, at: IndexPath(item: 99, section: 0))
        as? BadgeSupplementaryView)
    // Item 99: row 24, column 3; its cell (276.25, 1633) ends at 350: 350 − 20 + 6.
    #expect(last.frame == CGRect(x: 336, y: 1627, width: 20, height: 20))
    let model = try #require(dataSource.itemIdentifier(for: IndexPath(item: 99, section: 0)))
    #expect(last.label.text == "\(model.badgeCount)")
    #expect(last.isHidden == (model.badgeCount == 0))
  }

  @Test func badgesLeavingTheScreenAreReusedForTheBadgesComingIn() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let first = Set(Self.badges(collectionView).map(ObjectIdentifier.init))
    // The sample registers its badge under a kind of its own, not the layout's: the views
    // still go back to the registration's pool and come out again.
    collectionView.contentOffset = CGPoint(x: 0, y: 903)
    collectionView.layoutIfNeeded()
    let later = Set(Self.badges(collectionView).map(ObjectIdentifier.init))
    #expect(!first.isEmpty && !later.isEmpty)
    #expect(!later.isDisjoint(with: first))
    // Scrolled back and down again in steps, the 100 items' badges are shown by as many
    // views as the screen ever holds at once, not one each.
    var everShown = first.union(later)
    for offset in stride(from: 0, through: 903, by: 43) {
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
      everShown.formUnion(Self.badges(collectionView).map(ObjectIdentifier.init))
    }
    #expect(everShown.count < 60)
  }

  @Test func rotatingTheWindowMovesTheBadgesWithTheirCells() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    window.transition(to: CGSize(width: 812, height: 375))
    // 772 pt inside: slots 193 wide and 154.4 tall, cells 183 × 144.4.
    let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
    expectFrame(cell.frame, ExpectedRect(218, 25, 183, 144.4))
    let badge = try #require(
      collectionView.supplementaryView(
        forElementKind: Screen.badgeElementKind, at: IndexPath(item: 1, section: 0)))
    // 218 + 183 − 20 + 6.
    #expect(badge.frame == CGRect(x: 387, y: 19, width: 20, height: 20))
  }
}
#endif
