#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's List Appearances screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`ListAppearancesViewController`), shown in a window as the app
/// shows it: five outline sections whose appearance the bar button cycles through.
@Suite struct ListAppearancesScreenPortTests {
  typealias Screen = ListAppearancesViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func rows(_ collectionView: UICollectionView) -> [UICollectionViewListCell] {
    collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }.sorted {
      let (a, b) = (collectionView.indexPath(for: $0), collectionView.indexPath(for: $1))
      return (a?.section ?? 0, a?.item ?? 0) < (b?.section ?? 0, b?.item ?? 0)
    }
  }

  static let sectionTitles = ["Section 0", "Item 0", "Item 1", "Item 2"]

  @Test func thePlainListShowsExpandedSectionsOfFullWidthRows() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "List Appearances")
    #expect(screen.navigationItem.rightBarButtonItem?.title == "Plain")
    #expect(screen.appearance == .plain)
    let collectionView = try #require(screen.collectionView)

    // Plain sections follow one another with no spacing; each is a heading and three items
    // of 52 pt (rule 40), 208 pt. Section 3's last item starts at 3 · 208 + 156 = 780.
    let rows = Self.rows(collectionView)
    #expect(rows.count == 16)
    #expect(rows.prefix(4).map { $0.listContent?.text } == Self.sectionTitles)
    #expect(rows[4].listContent?.text == "Section 1")
    #expect(rows[0].frame == CGRect(x: 0, y: 0, width: 375, height: 52))
    #expect(rows[5].frame == CGRect(x: 0, y: 260, width: 375, height: 52))
    #expect(rows[15].frame == CGRect(x: 0, y: 780, width: 375, height: 52))
    #expect(rows[0].accessories == [.outlineDisclosure()])
    #expect(rows[1].accessories == [.disclosureIndicator()])
    #expect(rows[1].indentationLevel == 1 && rows[0].indentationLevel == 0)
    // The 16 rows shown were measured at 52 pt; section 4's four rows are still estimated
    // at 44 pt.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 16 * 52 + 4 * 44))
  }

  @Test func theButtonCyclesThroughTheFiveAppearancesAndBack() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    var titles: [String?] = []
    var appearances: [UICollectionLayoutListConfiguration.Appearance] = []
    for _ in 0..<5 {
      screen.navigationItem.rightBarButtonItem?.tap()
      titles.append(screen.navigationItem.rightBarButtonItem?.title)
      appearances.append(screen.appearance)
    }
    #expect(titles == ["Sidebar Plain", "Sidebar", "Grouped", "Inset Grouped", "Plain"])
    #expect(appearances == [.sidebarPlain, .sidebar, .grouped, .insetGrouped, .plain])
  }

  @Test func aSidebarDropsTheChevronsAndGroupedListsSpaceTheirSections() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let button = try #require(screen.navigationItem.rightBarButtonItem)
    #expect(button.title == "Plain")
    button.tap()
    // The sample applies the current snapshot again, unanimated, and expects the section
    // provider and the cell registrations to run anew. The engine diffs it (since iOS 15
    // an unanimated apply diffs rather than reloads, docs/data-sources.md), finds nothing
    // changed and neither lays out nor reconfigures: whether UIKit invalidates the layout
    // on an empty diff is not documented, so this stays a known issue to settle.
    withKnownIssue("an unchanged snapshot applied again neither lays out nor reconfigures") {
      // Sidebar plain: the items lose their chevrons; the headings keep their disclosure.
      let sidebarPlain = Self.rows(collectionView)
      #expect(sidebarPlain.prefix(4).map { $0.listContent?.text } == Self.sectionTitles)
      #expect(sidebarPlain[0].accessories == [.outlineDisclosure()])
      #expect(sidebarPlain[1].accessories == [])

      // Grouped, two taps on: chevrons again, full-width rows, 35 pt above each section,
      // so section 1 starts at 35 + 208 + 35 = 278.
      screen.navigationItem.rightBarButtonItem?.tap()
      screen.navigationItem.rightBarButtonItem?.tap()
      let grouped = Self.rows(collectionView)
      #expect(grouped[1].accessories == [.disclosureIndicator()])
      #expect(grouped[0].frame == CGRect(x: 0, y: 35, width: 375, height: 52))
      #expect(grouped[4].frame == CGRect(x: 0, y: 278, width: 375, height: 52))

      // Inset grouped: the same rows inset 16 pt each side.
      screen.navigationItem.rightBarButtonItem?.tap()
      let inset = Self.rows(collectionView)
      #expect(inset[0].frame == CGRect(x: 16, y: 35, width: 343, height: 52))
      #expect(inset[4].frame == CGRect(x: 16, y: 278, width: 343, height: 52))
    }
    #expect(screen.appearance == .insetGrouped)
  }

  @Test func theSelectedRowStaysSelectedWhenTheAppearanceChanges() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let path = IndexPath(item: 2, section: 1)
    collectionView.tapItem(at: path)
    #expect(collectionView.indexPathsForSelectedItems == [path])
    screen.navigationItem.rightBarButtonItem?.tap()
    #expect(collectionView.indexPathsForSelectedItems == [path])
    #expect(collectionView.cellForItem(at: path)?.isSelected == true)
  }

  @Test func tappingAHeadingCollapsesItsSection() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    let dataSource = try #require(screen.dataSource)
    // The header row's outline disclosure toggles the heading.
    collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(dataSource.snapshot().numberOfItems(inSection: 0) == 1)
    let rows = Self.rows(collectionView)
    // Section 1 now follows the lone 52 pt heading.
    #expect(rows[1].listContent?.text == "Section 1")
    #expect(rows[1].frame == CGRect(x: 0, y: 52, width: 375, height: 52))
    collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(dataSource.snapshot().numberOfItems(inSection: 0) == 4)
  }
}
#endif
