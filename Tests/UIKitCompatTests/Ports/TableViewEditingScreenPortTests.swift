#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's "UITableView: Editing" screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`TableViewEditingViewController`), shown in a window as the app shows it, and edited as a user edits it, through the Edit
/// button, the rows' deletion controls, their reorder controls and a swipe (rule 41).
///
/// The frames are the inset-grouped table's (rule 33, `docs/scrolling.md#list-metrics`):
/// rows inset 16 pt, each 70.667 pt tall at 3× (a name over its height, 15 + 20.333 +
/// 20.333 + 15: rule 40), each section under a 40 pt header (16 above the title, 18, 6
/// below) and above a 28 pt footer, and the next header right below that footer. The
/// window has no safe area, so the table fills its 375 × 812 pt.
@Suite struct TableViewEditingScreenPortTests {
  typealias TableViewEditingScreen = TableViewEditingViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(
    _ screen: TableViewEditingScreen, size: CGSize = CGSize(width: 375, height: 812)
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  struct Row: Equatable, CustomStringConvertible {
    var indexPath: IndexPath
    var frame: CGRect
    var text: String?
    var secondaryText: String?

    var description: String {
      "\(indexPath) \(text ?? "-") \(secondaryText ?? "-") \(frame)"
    }
  }

  /// The visible rows, in index-path order.
  static func rows(_ screen: TableViewEditingScreen) -> [Row] {
    let tableView = screen.tableView
    return tableView.visibleCells.compactMap { cell in
      tableView.indexPath(for: cell).map {
        Row(
          indexPath: $0, frame: onPixels(cell.frame), text: cell.listContent?.text,
          secondaryText: cell.listContent?.secondaryText)
      }
    }
  }

  /// The mountains of the screen's sections, the visited first, each with its height as the
  /// sample's formatter writes it (groups of three, en-US: "8,485M").
  static let visited = [
    ("Makalu", "8,485M"), ("Cho Oyu", "8,188M"), ("Dhaulagiri", "8,167M"), ("Manaslu", "8,163M"),
  ]
  static let bucketList = [
    ("Mount Everest", "8,849M"), ("K2", "8,611M"), ("Kangchenjunga", "8,586M"),
    ("Lhotse", "8,516M"),
  ]

  /// A row's height: two lines of body text between 15 pt margins, at 3× (rule 40).
  static let rowHeight: CGFloat = 212.0 / 3

  /// `rect` on the 3× pixel grid, so that frames summed in a different order compare equal.
  static func onPixels(_ rect: CGRect) -> CGRect {
    func snap(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
    return CGRect(
      x: snap(rect.minX), y: snap(rect.minY), width: snap(rect.width), height: snap(rect.height))
  }

  /// The rows showing `sections` of (name, height) pairs: each section's header 40 pt tall,
  /// its rows of ``rowHeight`` below it, then its 28 pt footer.
  static func expectedRows(_ sections: [[(String, String)]]) -> [Row] {
    var rows: [Row] = []
    var y: CGFloat = 0
    for (section, mountains) in sections.enumerated() {
      y += 40
      for (row, mountain) in mountains.enumerated() {
        rows.append(
          Row(
            indexPath: IndexPath(row: row, section: section),
            frame: onPixels(CGRect(x: 16, y: y, width: 343, height: rowHeight)),
            text: mountain.0, secondaryText: mountain.1))
        y += rowHeight
      }
      y += 28
    }
    return rows
  }

  /// The header and footer frames and titles of the shown sections.
  static func titles(_ screen: TableViewEditingScreen) -> [String] {
    let tableView = screen.tableView
    return (0..<tableView.numberOfSections).flatMap { section in
      [tableView.headerView(forSection: section), tableView.footerView(forSection: section)].map {
        "\($0?.textLabel?.text ?? "-") \(Int(($0?.frame.minY ?? -1).rounded())) \(Int(($0?.frame.height ?? -1).rounded()))"
      }
    }
  }

  /// The names in the data source's snapshot, section by section.
  static func snapshotNames(_ screen: TableViewEditingScreen) -> [[String]] {
    guard let snapshot = screen.dataSource?.snapshot() else { return [] }
    return snapshot.sectionIdentifiers.map { section in
      snapshot.itemIdentifiers(inSection: section).map(\.name)
    }
  }

  static func editButton(_ screen: TableViewEditingScreen) -> UIBarButtonItem? {
    screen.navigationItem.rightBarButtonItems?.first
  }
}

extension TableViewEditingScreenPortTests {
  @Test func theFirstScreenShowsTheVisitedMountainsAndTheBucketListUnderTheirTitles() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "UITableView: Editing")
    #expect(screen.navigationItem.rightBarButtonItems?.map(\.title) == ["Edit"])
    #expect(screen.tableView.superview === screen.view)
    #expect(screen.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))
    #expect(screen.tableView.style == .insetGrouped)
    #expect(!screen.tableView.isEditing)

    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, Self.bucketList]))
    // Section 0: header 0–40, rows 40–322.667, footer to 350.667; section 1 from there to
    // 701.333 (titles' positions rounded to the point).
    #expect(
      Self.titles(screen) == [
        "Visited 0 40", "Trips I've made! 323 28", "Bucket List 351 40",
        "Need to do this before I go! 673 28",
      ])
    #expect(screen.tableView.headerView(forSection: 1)?.frame.minX == 16)
    // The last section ends at its footer, nothing below it (rule 33).
    #expect(screen.tableView.contentSize.width == 375)
    #expect(abs(screen.tableView.contentSize.height - (2 * 68 + 8 * Self.rowHeight)) < 0.001)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 4)
    #expect(screen.tableView.numberOfRows(inSection: 1) == 4)
    #expect(screen.tableView.lastError == nil)
  }

  @Test func theEditButtonTogglesEditingAndItsTitle() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let edit = try #require(Self.editButton(screen))
    edit.tap()
    #expect(screen.tableView.isEditing)
    let done = try #require(Self.editButton(screen))
    #expect(done !== edit)
    #expect(screen.navigationItem.rightBarButtonItems?.map(\.title) == ["Done"])
    #expect(screen.tableView.visibleCells.map(\.configurationState.isEditing).count == 8)
    #expect(screen.tableView.visibleCells.allSatisfy { $0.configurationState.isEditing })
    // Editing moves no row: the table's controls sit inside the rows.
    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, Self.bucketList]))

    done.tap()
    #expect(!screen.tableView.isEditing)
    #expect(screen.navigationItem.rightBarButtonItems?.map(\.title) == ["Edit"])
    #expect(screen.tableView.visibleCells.allSatisfy { !$0.configurationState.isEditing })
  }

  @Test func deletingARowInEditingRemovesExactlyThatMountain() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    try #require(Self.editButton(screen)).tap()
    let kept = Set(screen.tableView.visibleCells.map(ObjectIdentifier.init))

    screen.tableView.tapEditingControl(ofRowAt: IndexPath(row: 1, section: 0))
    let visited = [Self.visited[0], Self.visited[2], Self.visited[3]]
    #expect(
      Self.snapshotNames(screen) == [visited.map(\.0), Self.bucketList.map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([visited, Self.bucketList]))
    // Section 0 is a row shorter: its footer at 252, section 1 from 280 to 630.667.
    #expect(
      Self.titles(screen) == [
        "Visited 0 40", "Trips I've made! 252 28", "Bucket List 280 40",
        "Need to do this before I go! 603 28",
      ])
    #expect(abs(screen.tableView.contentSize.height - (2 * 68 + 7 * Self.rowHeight)) < 0.001)
    // The rows that stay keep their cells; the table stays in editing mode.
    #expect(Set(screen.tableView.visibleCells.map(ObjectIdentifier.init)).isSubset(of: kept))
    #expect(screen.tableView.isEditing)

    screen.tableView.tapEditingControl(ofRowAt: IndexPath(row: 3, section: 1))
    #expect(
      Self.snapshotNames(screen) == [visited.map(\.0), Self.bucketList.prefix(3).map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([visited, Array(Self.bucketList.prefix(3))]))
    #expect(screen.tableView.lastError == nil)
  }

  @Test func outsideEditingTheControlsAreRefusedAndASwipeDeletes() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    screen.tableView.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0))
    #expect(screen.tableView.lastError == .notEditing(IndexPath(row: 0, section: 0)))
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(screen.tableView.lastError == .notEditing(IndexPath(row: 0, section: 0)))
    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, Self.bucketList]))

    // The data source lets every row be edited and commits deletions, so a swipe from the
    // trailing edge offers UIKit's default Delete, whose tap deletes the row.
    let swipe = screen.tableView.swipeActions(
      forRowAt: IndexPath(row: 0, section: 1), from: .trailing)
    #expect(swipe?.actions.map(\.title) == ["Delete"])
    #expect(swipe?.actions.map(\.style) == [.destructive])
    #expect(
      screen.tableView.swipeActions(forRowAt: IndexPath(row: 0, section: 1), from: .leading)
        == nil)
    let performed = screen.tableView.swipeRow(at: IndexPath(row: 0, section: 1), from: .trailing)
    #expect(performed == true)
    let bucketList = Array(Self.bucketList.dropFirst())
    #expect(Self.snapshotNames(screen) == [Self.visited.map(\.0), bucketList.map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, bucketList]))
  }

  @Test func movingARowDownItsSectionPutsItWhereItIsDropped() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    try #require(Self.editButton(screen)).tap()

    // Makalu dropped at row 2: the sample's moveRowAt inserts it after Dhaulagiri, the row
    // there before the move.
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    let visited = [Self.visited[1], Self.visited[2], Self.visited[0], Self.visited[3]]
    #expect(Self.snapshotNames(screen) == [visited.map(\.0), Self.bucketList.map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([visited, Self.bucketList]))

    // And back up to the top: inserted before Cho Oyu.
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, Self.bucketList]))

    // Dropped where it started, the row is not reported and nothing changes.
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 1, section: 1), to: IndexPath(row: 1, section: 1))
    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, Self.bucketList]))
    #expect(screen.tableView.lastError == nil)
  }

  @Test func movingARowAcrossSectionsMovesTheFootersAndHeadersBelowIt() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    try #require(Self.editButton(screen)).tap()

    // Cho Oyu dropped at the bucket list's row 2: before Kangchenjunga, the row there.
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 2, section: 1))
    var visited = [Self.visited[0], Self.visited[2], Self.visited[3]]
    var bucketList = [
      Self.bucketList[0], Self.bucketList[1], Self.visited[1], Self.bucketList[2],
      Self.bucketList[3],
    ]
    #expect(Self.snapshotNames(screen) == [visited.map(\.0), bucketList.map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([visited, bucketList]))
    // Section 0 ends a row higher, section 1 a row lower: the content as tall as before.
    #expect(
      Self.titles(screen) == [
        "Visited 0 40", "Trips I've made! 252 28", "Bucket List 280 40",
        "Need to do this before I go! 673 28",
      ])
    #expect(abs(screen.tableView.contentSize.height - (2 * 68 + 8 * Self.rowHeight)) < 0.001)

    // Mount Everest dropped one past the visited mountains' last row: no row is there, so
    // the sample appends it to the section.
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 1), to: IndexPath(row: 3, section: 0))
    visited.append(bucketList.removeFirst())
    #expect(Self.snapshotNames(screen) == [visited.map(\.0), bucketList.map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([visited, bucketList]))
    #expect(screen.tableView.lastError == nil)
  }

  @Test func theScreenIsFreedOnceItsWindowLetsItGoAfterEveryKindOfEdit() throws {
    weak var freed: TableViewEditingScreen?
    weak var freedDataSource: TableViewEditingScreen.DataSource?
    do {
      let screen = TableViewEditingScreen()
      let window = Self.show(screen)
      screen.tableView.swipeRow(at: IndexPath(row: 0, section: 1), from: .trailing)
      try #require(Self.editButton(screen)).tap()
      screen.tableView.tapEditingControl(ofRowAt: IndexPath(row: 0, section: 0))
      screen.tableView.dragReorderControl(
        ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 1))
      #expect(screen.tableView.lastError == nil)
      freed = screen
      freedDataSource = screen.dataSource
      window.rootViewController = nil
    }
    // Neither the cell provider, the button's action nor a swipe's keeps the screen.
    #expect(freed == nil)
    #expect(freedDataSource == nil)
  }

  @Test func aDropNoRowCanTakeIsRefusedAndChangesNothing() throws {
    let screen = TableViewEditingScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    try #require(Self.editButton(screen)).tap()
    // In its own section a row goes to row 3 at most; row 4 is one past the end.
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
    #expect(screen.tableView.lastError == .invalidMoveDestination(IndexPath(row: 4, section: 0)))
    screen.tableView.dragReorderControl(
      ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
    #expect(screen.tableView.lastError == .invalidMoveDestination(IndexPath(row: 0, section: 2)))
    #expect(Self.snapshotNames(screen) == [Self.visited.map(\.0), Self.bucketList.map(\.0)])
    #expect(Self.rows(screen) == Self.expectedRows([Self.visited, Self.bucketList]))
  }
}
#endif
