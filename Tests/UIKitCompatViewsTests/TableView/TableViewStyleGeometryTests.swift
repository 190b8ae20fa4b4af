#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Each style lays its rows, titled headers, footers and separators out as the list
/// appearance of the same name (rule 33).
@Suite struct TableViewStyleGeometryTests {
  /// A diffable data source subclassed for titles, as UIKit code gives them: each section
  /// is headed by its identifier, and the first has a footer.
  final class TitledDataSource: UITableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
      -> String?
    {
      section == 0 ? "Two rows" : nil
    }
  }

  /// What one style shows for sections "A" (rows 1 and 2, a footer) and "B" (row 3).
  struct Expected: Sendable, CustomStringConvertible {
    var style: UITableView.Style
    var headers: [CGRect]
    var rows: [CGRect]
    var footer: CGRect
    var separators: [String]
    var contentHeight: CGFloat

    var description: String { "\(style)" }
  }

  static let styles = [
    // Headers of 28 (5 + 18 + 5), pinned; a separator below every row, 20 pt in.
    Expected(
      style: .plain,
      headers: [
        CGRect(x: 0, y: 0, width: 375, height: 28), CGRect(x: 0, y: 144, width: 375, height: 28),
      ],
      rows: [
        CGRect(x: 0, y: 28, width: 375, height: 44), CGRect(x: 0, y: 72, width: 375, height: 44),
        CGRect(x: 0, y: 172, width: 375, height: 44),
      ],
      footer: CGRect(x: 0, y: 116, width: 375, height: 28),
      separators: [
        "bottom [0, 0] (20.0, 71.0, 355.0, 1.0)", "bottom [0, 1] (20.0, 115.0, 355.0, 1.0)",
        "bottom [1, 0] (20.0, 215.0, 355.0, 1.0)",
      ],
      contentHeight: 216),
    // Headers of 24 (18, 6 below), no top padding; full-width lines above a section's first
    // row and below its last, 20 pt in between rows; 17.667 pt below a section without a
    // footer. The list rule measured on iOS 26.1 (openuikit listheaderprobe: headers without
    // top padding, 17.667 pt below each section); these styles first expected headers of 59
    // (35 above the text) and no space below, derived by hand. No titled table was measured.
    Expected(
      style: .grouped,
      headers: [
        CGRect(x: 0, y: 0, width: 375, height: 24), CGRect(x: 0, y: 140, width: 375, height: 24),
      ],
      rows: [
        CGRect(x: 0, y: 24, width: 375, height: 44), CGRect(x: 0, y: 68, width: 375, height: 44),
        CGRect(x: 0, y: 164, width: 375, height: 44),
      ],
      footer: CGRect(x: 0, y: 112, width: 375, height: 28),
      separators: [
        "top [0, 0] (0.0, 24.0, 375.0, 1.0)", "bottom [0, 0] (20.0, 67.0, 355.0, 1.0)",
        "bottom [0, 1] (0.0, 111.0, 375.0, 1.0)", "top [1, 0] (0.0, 164.0, 375.0, 1.0)",
        "bottom [1, 0] (0.0, 207.0, 375.0, 1.0)",
      ],
      contentHeight: 208 + 53.0 / 3),
    // As grouped, inset 16 pt (a compact width's margins), headers of 40 (16 above the text);
    // lines between rows only, inset 16 pt on both sides (iOS 26.1, openuikit
    // listseparatorprobe).
    Expected(
      style: .insetGrouped,
      headers: [
        CGRect(x: 16, y: 0, width: 343, height: 40), CGRect(x: 16, y: 156, width: 343, height: 40),
      ],
      rows: [
        CGRect(x: 16, y: 40, width: 343, height: 44), CGRect(x: 16, y: 84, width: 343, height: 44),
        CGRect(x: 16, y: 196, width: 343, height: 44),
      ],
      footer: CGRect(x: 16, y: 128, width: 343, height: 28),
      separators: ["bottom [0, 0] (32.0, 83.0, 311.0, 1.0)"],
      contentHeight: 240 + 53.0 / 3),
  ]

  static func tableView(_ style: UITableView.Style) -> (UITableView, TitledDataSource) {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: style)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = TitledDataSource(tableView: tableView) { tableView, indexPath, number in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "\(number)"
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2], toSection: "A")
    snapshot.appendItems([3], toSection: "B")
    dataSource.apply(snapshot, animatingDifferences: false)
    return (tableView, dataSource)
  }

  /// The separators in the visible rect, top to bottom, as
  /// "bottom [section, row] (x, y, width, height)".
  static func separators(_ tableView: UITableView) -> [String] {
    let kinds = [
      UICollectionLayoutListConfiguration.topSeparatorElementKind: "top",
      UICollectionLayoutListConfiguration.bottomSeparatorElementKind: "bottom",
    ]
    return tableView.layoutAttributesForElements(in: tableView.bounds)
      .compactMap { attributes -> (CGFloat, String)? in
        guard let kind = attributes.representedElementKind.flatMap({ kinds[$0] }) else {
          return nil
        }
        let frame = attributes.frame
        return (
          frame.minY,
          "\(kind) \(attributes.indexPath) (\(frame.minX), \(frame.minY), \(frame.width), "
            + "\(frame.height))"
        )
      }
      .sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
  }

  @Test(arguments: styles)
  func rowsHeadersFootersAndSeparatorsFollowTheListAppearance(_ expected: Expected) {
    let (tableView, dataSource) = Self.tableView(expected.style)
    defer { withExtendedLifetime(dataSource) {} }
    #expect(tableView.visibleCells.map(\.frame) == expected.rows)
    #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["1", "2", "3"])
    #expect([0, 1].map { tableView.headerView(forSection: $0)?.frame } == expected.headers)
    #expect([0, 1].map { tableView.headerView(forSection: $0)?.textLabel?.text } == ["A", "B"])
    #expect(tableView.footerView(forSection: 0)?.frame == expected.footer)
    #expect(tableView.footerView(forSection: 0)?.textLabel?.text == "Two rows")
    #expect(tableView.footerView(forSection: 1) == nil)
    #expect(Self.separators(tableView) == expected.separators)
    #expect(abs(tableView.contentSize.height - expected.contentHeight) < 1e-9)
    #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == expected.rows[1])
  }

  @Test func sectionsWithoutTitlesHaveNoHeadersAndGroupedOnesStand35PointsApart() {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .grouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) {
      tableView, indexPath, _ in
      tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1], toSection: "A")
    snapshot.appendItems([2], toSection: "B")
    dataSource.apply(snapshot, animatingDifferences: false)
    // 35 above each section: rows at 35 and 35 + 44 + 35 = 114. The content ends 112 px
    // (37.333 pt) below the last row, as a grouped table without titles does on iOS 26.1
    // (openuikit indexpathsforrowsprobe); the hand-derived 158 ended at the row.
    #expect(tableView.visibleCells.map(\.frame.minY) == [35, 114])
    #expect(tableView.headerView(forSection: 0) == nil)
    #expect(tableView.contentSize.height == 158 + 112.0 / 3)
  }

  @Test func separatorStyleNoneHidesTheSeparators() {
    let (tableView, dataSource) = Self.tableView(.plain)
    defer { withExtendedLifetime(dataSource) {} }
    #expect(Self.separators(tableView).count == 3)
    tableView.separatorStyle = .none
    #expect(Self.separators(tableView).isEmpty)
    #expect(tableView.visibleCells.map(\.frame.minY) == [28, 72, 172])
  }

  @Test func plainHeadersStayInViewWhileTheirSectionScrollsBy() {
    let (tableView, dataSource) = Self.tableView(.plain)
    defer { withExtendedLifetime(dataSource) {} }
    tableView.frame.size.height = 100
    tableView.contentOffset = CGPoint(x: 0, y: 50)
    // Section A runs from 0 to 144; its header pins to the top of the visible rect.
    #expect(
      tableView.headerView(forSection: 0)?.frame == CGRect(x: 0, y: 50, width: 375, height: 28))
    #expect(tableView.indexPathsForVisibleRows == [[0, 0], [0, 1]])
  }
}
#endif
