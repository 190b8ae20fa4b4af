#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat
import UIKitCompatTestSupport

/// The sample's main menu ("Implementing Modern Collection Views") as `Examples` ports it
/// (`OutlineViewController`), shown in a window as the app shows it, the root of a
/// navigation controller: a sidebar list of topics that expand and collapse when tapped,
/// over the examples, each of which pushes its screen when tapped.
@Suite struct OutlineScreenPortTests {
  typealias Screen = OutlineViewController

  /// Shows `screen` as the root of a navigation controller in a 375 × 812 window, as the
  /// sample's storyboard shows it.
  static func show(_ screen: Screen) -> (UIWindow, UINavigationController) {
    let navigation = UINavigationController(rootViewController: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation)
  }

  /// What the user sees of a row: where it is, its text, its depth and its disclosure.
  struct Row: Equatable {
    var indexPath: IndexPath
    var frame: CGRect
    var text: String?
    var indentationLevel: Int
    var accessories: [UICellAccessory]
  }

  /// The visible rows, top to bottom.
  static func rows(_ screen: Screen) -> [Row] {
    guard let collectionView = screen.outlineCollectionView else { return [] }
    return collectionView.visibleCells.compactMap { cell in
      guard let cell = cell as? UICollectionViewListCell,
        let indexPath = collectionView.indexPath(for: cell)
      else { return nil }
      return Row(
        indexPath: indexPath, frame: cell.frame, text: cell.listContent?.text,
        indentationLevel: cell.indentationLevel, accessories: cell.accessories)
    }.sorted { $0.indexPath.item < $1.indexPath.item }
  }

  static var disclosure: [UICellAccessory] { [.outlineDisclosure(options: .init(style: .header))] }

  /// The rows `titles` names, from item 0: a topic (`level`, `true`) has the header-style
  /// disclosure, an example none. A sidebar list insets its rows 10 pt on both sides and
  /// starts its section 10 pt down (docs/scrolling.md, list metrics); every row here is
  /// one line of 17 pt text, 15 + 20.333 + 15 = 50.333 pt at 3×, so the least height of a
  /// list row, 52 pt (rule 40): row i is at 10 + 52 i.
  static func expectedRows(_ titles: [(String, Int, Bool)]) -> [Row] {
    titles.enumerated().map { item, row in
      Row(
        indexPath: IndexPath(item: item, section: 0),
        frame: CGRect(x: 10, y: 10 + 52 * CGFloat(item), width: 355, height: 52), text: row.0,
        indentationLevel: row.1, accessories: row.2 ? Self.disclosure : [])
    }
  }

  static let topics = [
    ("Compositional Layout", 0, true), ("Diffable Data Source", 0, true), ("Lists", 0, true),
    ("Outlines", 0, true), ("Cell Configurations", 0, true),
  ]

  /// Taps the visible row titled `title`, as a finger would.
  static func tap(_ title: String, in screen: Screen) {
    guard let row = rows(screen).first(where: { $0.text == title }) else {
      Issue.record("no visible row titled \(title)")
      return
    }
    screen.outlineCollectionView?.tapItem(at: row.indexPath)
  }

  @Test func theMenuShowsItsFiveTopicsCollapsedInASidebar() throws {
    let screen = Screen()
    let (window, navigation) = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(navigation.topViewController === screen)
    #expect(screen.navigationItem.title == "Modern Collection Views")
    let collectionView = try #require(screen.outlineCollectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.backgroundColor == .systemGroupedBackground)

    #expect(Self.rows(screen) == Self.expectedRows(Self.topics))
    #expect(
      collectionView.indexPathsForVisibleItems.sorted()
        == (0..<5).map { IndexPath(item: $0, section: 0) })
    // The section snapshot holds the whole menu, 36 items; five show.
    let snapshot = try #require(screen.dataSource?.snapshot(for: .main))
    #expect(snapshot.items.count == 36)
    #expect(snapshot.visibleItems.map(\.title) == Self.topics.map(\.0))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 270))
    #expect(collectionView.lastError == nil)
  }

  @Test func aTopicIsAHeadlineOnAClearBackgroundAndAnExampleASidebarRow() throws {
    let screen = Screen()
    let (window, _) = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.outlineCollectionView)
    Self.tap("Lists", in: screen)
    let topic = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
    let example = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))

    // Both rows take a sidebar section's default content (rule 35), the topic's text set in
    // the headline style.
    var topicContent = UIListContentConfiguration.sidebarCell()
    topicContent.text = "Lists"
    topicContent.textProperties.font = .preferredFont(forTextStyle: .headline)
    #expect(topic.listContent == topicContent)
    var exampleContent = UIListContentConfiguration.sidebarCell()
    exampleContent.text = "Simple List"
    #expect(example.listContent == exampleContent)
    #expect(topic.backgroundConfiguration == .clear())
    #expect(example.backgroundConfiguration == .clear())
  }

  @Test func tappingTopicsExpandsTheirRowsIndentedAndTappingAgainCollapsesThem() throws {
    let screen = Screen()
    let (window, _) = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.outlineCollectionView)

    Self.tap("Compositional Layout", in: screen)
    #expect(
      Self.rows(screen)
        == Self.expectedRows([
          ("Compositional Layout", 0, true), ("Getting Started", 1, true),
          ("Advanced Layouts", 1, true), ("Conference App", 1, true),
          ("Diffable Data Source", 0, true), ("Lists", 0, true), ("Outlines", 0, true),
          ("Cell Configurations", 0, true),
        ]))
    // A header-style row toggles and is never selected (rule 35).
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)

    Self.tap("Getting Started", in: screen)
    Self.tap("Per-Section Layout", in: screen)
    let expanded = Self.expectedRows([
      ("Compositional Layout", 0, true), ("Getting Started", 1, true), ("Grid", 2, false),
      ("Inset Items Grid", 2, false), ("Two-Column Grid", 2, false),
      ("Per-Section Layout", 2, true), ("Distinct Sections", 3, false),
      ("Adaptive Sections", 3, false), ("Advanced Layouts", 1, true), ("Conference App", 1, true),
      ("Diffable Data Source", 0, true), ("Lists", 0, true), ("Outlines", 0, true),
      ("Cell Configurations", 0, true),
    ])
    #expect(Self.rows(screen) == expanded)
    // 10 + 14 · 52 = 738: the menu still fits on the screen.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 738))

    // Collapsing a topic hides what is under it; expanding it again shows its topics as they
    // were left, Per-Section Layout still expanded.
    Self.tap("Compositional Layout", in: screen)
    #expect(Self.rows(screen) == Self.expectedRows(Self.topics))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 270))
    Self.tap("Compositional Layout", in: screen)
    #expect(Self.rows(screen) == expanded)
  }

  @Test func expandingTopicsScrollsTheMenuPastTheScreen() throws {
    let screen = Screen()
    let (window, _) = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.outlineCollectionView)
    for topic in ["Cell Configurations", "Outlines", "Lists", "Diffable Data Source"] {
      Self.tap(topic, in: screen)
    }
    Self.tap("Compositional Layout", in: screen)
    Self.tap("Advanced Layouts", in: screen)
    // 5 topics, 3 + 4 rows under Compositional Layout, 4 + 4 + 2 + 1 under the others: 23
    // rows, of which rows 0 to 15 show (row 15 at 10 + 15 · 52 = 790). Each row came in on
    // screen and was measured there; those pushed below keep their 52 pt (rule 21a), so the
    // content is 10 + 23 · 52 = 1206 with no row left at the 44 pt estimate.
    let rows = Self.rows(screen)
    #expect(rows.count == 16)
    #expect(rows[3].text == "Supplementary Views" && rows[3].indentationLevel == 2)
    #expect(rows.last?.text == "Reorderable List")
    #expect(rows.last?.indentationLevel == 1)
    #expect(rows.last?.frame == CGRect(x: 10, y: 790, width: 355, height: 52))
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1206))

    // Scrolled to the end: 1206 − 812 = 394. Conference App (row 7, 374 to 426) is the first
    // row in sight; the last example ends the content.
    collectionView.contentOffset.y = collectionView.contentSize.height - 812
    collectionView.layoutIfNeeded()
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1206))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 394))
    let end = Self.rows(screen)
    #expect(end.first?.text == "Conference App")
    #expect(end.last?.text == "Custom Configurations")
    #expect(end.last?.indentationLevel == 1)
    #expect(end.last?.frame == CGRect(x: 10, y: 1154, width: 355, height: 52))
  }

  @Test func tappingAnExamplePushesItsScreenAndLeavesTheRowDeselected() throws {
    let screen = Screen()
    let (window, navigation) = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.outlineCollectionView)
    Self.tap("Compositional Layout", in: screen)
    Self.tap("Getting Started", in: screen)
    Self.tap("Grid", in: screen)

    let grid = try #require(navigation.topViewController as? GridViewController)
    #expect(navigation.viewControllers.count == 2)
    #expect(grid.navigationController === navigation)
    #expect(grid.navigationItem.title == "Grid")
    #expect(grid.view.superview === navigation.view)
    #expect(grid.view.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(screen.view.superview == nil)
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)

    // Back: the menu is as it was left, Getting Started open, no row selected.
    navigation.popViewController(animated: true)
    #expect(navigation.topViewController === screen)
    #expect(screen.view.superview === navigation.view)
    #expect(
      Self.rows(screen).map(\.text).prefix(3) == [
        "Compositional Layout", "Getting Started", "Grid",
      ])
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
  }

  @Test func theInsertionSortExamplePushesTheVisualizerSizedToTheScreen() throws {
    let screen = Screen()
    let (window, navigation) = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    Self.tap("Diffable Data Source", in: screen)
    #expect(
      Self.rows(screen).map(\.text) == [
        "Compositional Layout", "Diffable Data Source", "Mountains Search", "Settings: Wi-Fi",
        "Insertion Sort Visualization", "UITableView: Editing", "Lists", "Outlines",
        "Cell Configurations",
      ])
    Self.tap("Insertion Sort Visualization", in: screen)
    let visualizer = try #require(navigation.topViewController as? InsertionSortViewController)
    let collectionView = try #require(visualizer.insertionCollectionView)
    // The pushed screen's view fills the navigation controller's, 375 × 812: 23 rows of 23.
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(collectionView.numberOfSections == 23)
    #expect(collectionView.numberOfItems(inSection: 22) == 23)
    #expect(visualizer.navigationItem.rightBarButtonItem?.title == "Sort")
  }

  @Test func everyExampleOfTheMenuMakesTheScreenPortedForIt() throws {
    let screen = Screen()
    var examples: [(String, String)] = []
    func collect(_ items: [Screen.OutlineItem]) {
      for item in items {
        if let make = item.outlineViewController {
          #expect(item.subitems.isEmpty)
          examples.append((item.title, String(describing: type(of: make()))))
        }
        collect(item.subitems)
      }
    }
    collect(screen.menuItems)
    let expected = [
      ("Grid", "GridViewController"), ("Inset Items Grid", "InsetItemsGridViewController"),
      ("Two-Column Grid", "TwoColumnViewController"),
      ("Distinct Sections", "DistinctSectionsViewController"),
      ("Adaptive Sections", "AdaptiveSectionsViewController"),
      ("Item Badges", "ItemBadgeSupplementaryViewController"),
      ("Section Headers/Footers", "SectionHeadersFootersViewController"),
      ("Pinned Section Headers", "PinnedSectionHeaderFooterViewController"),
      ("Section Background Decoration", "SectionDecorationViewController"),
      ("Nested Groups", "NestedGroupsViewController"),
      ("Orthogonal Sections", "OrthogonalScrollingViewController"),
      ("Orthogonal Section Behaviors", "OrthogonalScrollBehaviorViewController"),
      ("Videos", "ConferenceVideoSessionsViewController"),
      ("News", "ConferenceNewsFeedViewController"),
      ("Mountains Search", "MountainsViewController"),
      ("Settings: Wi-Fi", "WiFiSettingsViewController"),
      ("Insertion Sort Visualization", "InsertionSortViewController"),
      ("UITableView: Editing", "TableViewEditingViewController"),
      ("Simple List", "SimpleListViewController"),
      ("Reorderable List", "ReorderableListViewController"),
      ("List Appearances", "ListAppearancesViewController"),
      ("List with Custom Cells", "CustomCellListViewController"),
      ("Emoji Explorer", "EmojiExplorerViewController"),
      ("Emoji Explorer - List", "EmojiExplorerListViewController"),
      ("Custom Configurations", "CustomConfigurationViewController"),
    ]
    #expect(examples.map(\.0) == expected.map(\.0))
    #expect(examples.map(\.1) == expected.map(\.1))
  }
}
#endif
