#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Synchronization
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Table cells are reused as the collection view's are (rule 31): scrolling through many
/// rows makes no more cells than are shown at once, plus the few a step brings in.
@Suite struct TableViewReuseTests {
  /// A cell counting how many of its kind were made, subclassed as UIKit code does.
  final class CountingCell: UITableViewCell {
    static let made = Mutex(0)
    var row = -1
    var reuses = 0

    required init(style: CellStyle, reuseIdentifier: String?) {
      Self.made.withLock { $0 += 1 }
      super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func prepareForReuse() {
      reuses += 1
      row = -1
    }
  }

  /// A classic data source of numbered rows.
  final class Numbers: UITableViewDataSource {
    let count: Int

    init(count: Int) {
      self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "number", for: indexPath)
      (cell as? CountingCell)?.row = indexPath.row
      return cell
    }
  }

  @Test func scrollingTenThousandRowsMakesOnlyTheCellsShownAtOnce() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
    tableView.register(CountingCell.self, forCellReuseIdentifier: "number")
    let numbers = Numbers(count: 10_000)
    tableView.dataSource = numbers
    // The table holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(numbers) {} }

    let madeBefore = CountingCell.made.withLock { $0 }
    var mostShown = 0
    var shownRows = Set<Int>()
    let end = tableView.contentSize.height - 812
    // Steps of 400 pt, less than the 812 pt shown, so that every row shows on the way.
    for offset in Array(stride(from: 0, to: end, by: 400)) + [end] {
      tableView.contentOffset = CGPoint(x: 0, y: offset)
      let cells = tableView.visibleCells.compactMap { $0 as? CountingCell }
      mostShown = max(mostShown, cells.count)
      for cell in cells { shownRows.insert(cell.row) }
    }
    let made = CountingCell.made.withLock { $0 } - madeBefore
    // 10,000 rows of 44 pt; 812 pt show at most 20 of them at once.
    #expect(tableView.contentSize.height == 440_000)
    #expect(mostShown == 20)
    #expect(made <= mostShown + 3)
    #expect(shownRows.count == 10_000)
    #expect(tableView.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses ?? 0 > 0 })
    #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 9_999, section: 0))
  }

  @Test func aCellMadeByTheDataSourceIsPooledUnderItsIdentifier() {
    /// The classic pattern: dequeue without an index path, else make a cell.
    final class ValueRows: UITableViewDataSource {
      var made = 0

      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        let cell =
          tableView.dequeueReusableCell(withIdentifier: "value")
          ?? {
            made += 1
            return UITableViewCell(style: .value1, reuseIdentifier: "value")
          }()
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = "\(indexPath.row * 10)"
        return cell
      }
    }
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let rows = ValueRows()
    tableView.dataSource = rows
    defer { withExtendedLifetime(rows) {} }
    #expect(tableView.visibleCells.count == 10)
    tableView.contentOffset = CGPoint(x: 0, y: 440)
    let cells = tableView.visibleCells
    #expect(cells.map { $0.textLabel?.text } == (10..<20).map { "Row \($0)" })
    #expect(cells.map { $0.detailTextLabel?.text } == (10..<20).map { "\($0 * 10)" })
    #expect(cells.allSatisfy { $0.style == .value1 && $0.reuseIdentifier == "value" })
    // The ten cells of the first screen served the second.
    #expect(rows.made == 10)
    #expect(tableView.lastError == nil)
  }
}
#endif
