#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Row and section changes through UIKit's table spellings, with a classic data source
/// that changes its data first, as UIKit asks (rule 33).
@Suite struct TableViewUpdatesTests {
  /// Titled sections of named rows; a delegate-sized row height per name.
  final class Sections: UITableViewDataSource, UITableViewDelegate {
    var sections: [(title: String?, rows: [String])]
    var heights: [String: CGFloat] = [:]
    var cellsAsked = 0

    init(_ sections: [(title: String?, rows: [String])]) {
      self.sections = sections
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      cellsAsked += 1
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].title
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heights[sections[indexPath.section].rows[indexPath.row]] ?? tableView.rowHeight
    }
  }

  static func tableView(_ sections: Sections, style: UITableView.Style = .plain) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = sections
    tableView.delegate = sections
    tableView.layoutIfNeeded()
    return tableView
  }

  /// The visible rows as "text y".
  static func rows(_ tableView: UITableView) -> [String] {
    tableView.visibleCells.map { "\($0.textLabel?.text ?? "-") \(Int($0.frame.minY))" }
  }

  @Test func changesBetweenBeginAndEndUpdatesApplyAsOneBatch() {
    let sections = Sections([(nil, ["a", "b", "c"])])
    let tableView = Self.tableView(sections)
    defer { withExtendedLifetime(sections) {} }
    var completions: [Bool] = []
    sections.sections[0].rows = ["b", "c", "d", "e"]
    tableView.beginUpdates()
    tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
    tableView.beginUpdates()
    tableView.performBatchUpdates({
      tableView.insertRows(
        at: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)], with: .bottom)
    }) { completions.append($0) }
    tableView.endUpdates()
    // Nothing happens until the outer pair closes.
    #expect(tableView.numberOfRows(inSection: 0) == 3)
    #expect(completions.isEmpty)
    tableView.endUpdates()
    #expect(completions == [true])
    #expect(tableView.numberOfRows(inSection: 0) == 4)
    #expect(Self.rows(tableView) == ["b 0", "c 44", "d 88", "e 132"])
    #expect(tableView.lastError == nil)
  }

  @Test func anInsertedTitledSectionComesWithItsHeader() {
    let sections = Sections([("Fruit", ["apple"])])
    let tableView = Self.tableView(sections, style: .grouped)
    defer { withExtendedLifetime(sections) {} }
    sections.sections.insert(("Nuts", ["pecan", "walnut"]), at: 0)
    tableView.insertSections(IndexSet(integer: 0), with: .automatic)
    // Grouped headers are 24 pt and 17.667 pt lie below a section (the list rule measured on
    // iOS 26.1, openuikit listheaderprobe; 59 pt headers were derived by hand): "Nuts" from
    // 0, its rows from 24; "Fruit" from 112 + 17.667.
    #expect(Self.rows(tableView) == ["pecan 24", "walnut 68", "apple 153"])
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Nuts")
    #expect(tableView.headerView(forSection: 1)?.frame.minY == 112 + 53.0 / 3)
    #expect(tableView.headerView(forSection: 1)?.textLabel?.text == "Fruit")

    sections.sections.remove(at: 0)
    tableView.deleteSections(IndexSet(integer: 0), with: .fade)
    #expect(Self.rows(tableView) == ["apple 24"])
    #expect(tableView.headerView(forSection: 0)?.textLabel?.text == "Fruit")
  }

  @Test func aFixedRowHeightSizesEveryRowAndChangingItLaysThemOutAgain() {
    let sections = Sections([(nil, ["a", "b", "c"])])
    sections.heights["b"] = 100
    let tableView = Self.tableView(sections)
    defer { withExtendedLifetime(sections) {} }
    #expect(Self.rows(tableView) == ["a 0", "b 44", "c 144"])
    tableView.tapRow(at: IndexPath(row: 0, section: 0))
    tableView.rowHeight = 60
    #expect(Self.rows(tableView) == ["a 0", "b 60", "c 160"])
    #expect(tableView.contentSize.height == 220)
    // Every section was reloaded, and reloaded rows leave the selection (rule 29).
    #expect(tableView.indexPathForSelectedRow == nil)
  }

  @Test func aZeroEstimateLaysRowsOutAtTheListsEstimateUntilTheyShow() {
    let sections = Sections([(nil, (0..<1_000).map { "\($0)" })])
    let tableView = Self.tableView(sections)
    defer { withExtendedLifetime(sections) {} }
    sections.cellsAsked = 0
    tableView.estimatedRowHeight = 0
    // 480 pt show 11 rows of 44; the 989 others wait at the estimate, not at zero, and
    // are neither asked for nor measured. The new estimate reloads the rows, and that batch
    // measures the 11 with cells asked for then, which the next pass shows (rule 21a).
    #expect(tableView.visibleCells.count == 11)
    #expect(sections.cellsAsked == 11)
    #expect(tableView.contentSize.height == 44_000)
    #expect(tableView.lastError == nil)
  }

  @Test func reloadedRowsAreMeasuredAgainWhileReloadDataKeepsTheirHeights() {
    let sections = Sections([(nil, ["a", "b", "c"])])
    let tableView = Self.tableView(sections)
    defer { withExtendedLifetime(sections) {} }
    sections.heights["b"] = 80
    tableView.reloadData()
    // The same counts: nothing says which row is which, and heights stay (rule 21a).
    #expect(Self.rows(tableView) == ["a 0", "b 44", "c 88"])
    tableView.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    #expect(Self.rows(tableView) == ["a 0", "b 44", "c 124"])
  }

  /// A row cell as tall as its text asks: "tall" rows 90 pt, the others 40.
  final class TextSizedCell: UITableViewCell {
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      layoutAttributes.size.height = textLabel?.text == "tall" ? 90 : 40
      return layoutAttributes
    }
  }

  @Test func aRowInsertedAtTheTopIsMeasuredByACellConfiguredForIt() {
    let sections = Sections([(nil, ["a", "b", "c"])])
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    tableView.register(TextSizedCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = sections
    tableView.layoutIfNeeded()
    defer { withExtendedLifetime(sections) {} }
    #expect(Self.rows(tableView) == ["a 0", "b 40", "c 80"])
    sections.sections[0].rows.insert("tall", at: 0)
    tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    // The batch measures the row it shows at the top with a cell the data source configures
    // for "tall", not with the cell still showing "a" there (rule 21a).
    #expect(Self.rows(tableView) == ["tall 0", "a 90", "b 130", "c 170"])
  }

  @Test func movedRowsKeepTheirSelection() {
    let sections = Sections([(nil, ["a", "b", "c", "d"])])
    let tableView = Self.tableView(sections)
    defer { withExtendedLifetime(sections) {} }
    tableView.tapRow(at: IndexPath(row: 0, section: 0))
    sections.sections[0].rows = ["b", "c", "a", "d"]
    tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(Self.rows(tableView) == ["b 0", "c 44", "a 88", "d 132"])
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(tableView.visibleCells.map(\.isSelected) == [false, false, true, false])
  }
}
#endif
