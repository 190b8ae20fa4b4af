#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Where UIKit raises, the table view records a named error in `lastError` and changes
/// nothing, or shows a plain cell where a cell is due (rule 33).
@Suite struct TableViewBadInputTests {
  /// Rows from a classic data source whose count the test sets, each cell dequeued, or one
  /// cell for every row when `sameCell` is set; rows move when `rowsMove` is set.
  final class Rows: UITableViewDataSource {
    var count: Int
    var sameCell: UITableViewCell?
    var rowsMove = false

    init(count: Int) {
      self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      if let sameCell { return sameCell }
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = "\(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
      rowsMove
    }
  }

  /// Rows of 100 pt but row 1, whose height is no height.
  final class BadHeights: UITableViewDelegate {
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      indexPath.row == 1 ? -3 : 100
    }
  }

  /// A 320 × 440 plain table of `rows`, laid out.
  static func tableView(_ rows: Rows) -> UITableView {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.dataSource = rows
    tableView.layoutIfNeeded()
    return tableView
  }

  @Test func dequeuingAnUnregisteredIdentifierRecordsItsErrorAndGivesAPlainCell() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
    #expect(tableView.lastError == .cellReuseIdentifierNotRegistered("missing"))
    #expect(cell.reuseIdentifier == nil)
    #expect(type(of: cell) == UITableViewCell.self)
    // Without an index path UIKit answers nil, an answer rather than a failure.
    tableView.lastError = nil
    #expect(tableView.dequeueReusableCell(withIdentifier: "missing") == nil)
    #expect(tableView.lastError == nil)
  }

  @Test func registeringAClassThatIsNoTableCellChangesNothing() {
    final class Subtitle: UITableViewCell {}
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    tableView.register(Subtitle.self, forCellReuseIdentifier: "cell")
    tableView.register(UICollectionViewCell.self, forCellReuseIdentifier: "cell")
    #expect(tableView.lastError == .registeredClassNotCell(reuseIdentifier: "cell"))
    let cell = tableView.dequeueReusableCell(
      withIdentifier: "cell", for: IndexPath(row: 0, section: 0))
    #expect(cell is Subtitle)
    #expect(cell.reuseIdentifier == "cell")
  }

  @Test func aCellProviderReturningNilShowsAPlainCellAndRecordsTheRow() {
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) {
      tableView, indexPath, title in
      guard title != "missing" else { return nil }
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.textLabel?.text = title
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["a", "missing", "c"])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["a", nil, "c"])
    #expect(tableView.visibleCells.map(\.frame.minY) == [0, 44, 88])
    #expect(tableView.lastError == .cellProviderReturnedNil(IndexPath(row: 1, section: 0)))
  }

  @Test func oneCellForTwoRowsShowsAPlainCellForTheSecond() {
    let rows = Rows(count: 3)
    rows.sameCell = UITableViewCell(style: .default, reuseIdentifier: nil)
    let tableView = Self.tableView(rows)
    let cells = tableView.visibleCells
    #expect(tableView.lastError == .cellAlreadyShown(IndexPath(row: 2, section: 0)))
    #expect(cells.count == 3)
    #expect(Set(cells.map(ObjectIdentifier.init)).count == 3)
    #expect(cells.first === rows.sameCell)
  }

  @Test(arguments: [
    IndexPath(row: 20, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: -1, section: 0),
    IndexPath(indexes: [0, 1, 2]),
  ])
  func aRowTheTableDoesNotShowChangesNothing(_ indexPath: IndexPath) {
    let rows = Rows(count: 20)
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    tableView.contentOffset = CGPoint(x: 0, y: 100)

    tableView.scrollToRow(at: indexPath, at: .top, animated: false)
    #expect(tableView.lastError == .rowOutOfRange(indexPath))
    tableView.lastError = nil
    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .top)
    #expect(tableView.lastError == .rowOutOfRange(indexPath))
    tableView.lastError = nil
    tableView.tapRow(at: indexPath)
    #expect(tableView.lastError == .rowOutOfRange(indexPath))
    tableView.lastError = nil
    tableView.deselectRow(at: indexPath, animated: false)
    #expect(tableView.lastError == .rowOutOfRange(indexPath))

    #expect(tableView.contentOffset == CGPoint(x: 0, y: 100))
    #expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    #expect(tableView.cellForRow(at: indexPath) == nil)
    #expect(tableView.rectForRow(at: indexPath) == .zero)
  }

  @Test func aBatchTheDataSourceDoesNotConfirmChangesNothing() {
    let rows = Rows(count: 5)
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    let before = tableView.visibleCells
    var finished: Bool?
    // The data source still says 5 rows: 5 and an inserted one do not add up.
    tableView.performBatchUpdates({
      tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }) { finished = $0 }
    #expect(finished == false)
    #expect(
      tableView.lastError == .updateRefused(.countMismatch(section: 0, expected: 5, actual: 6)))
    #expect(tableView.numberOfRows(inSection: 0) == 5)
    #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["0", "1", "2", "3", "4"])
    #expect(tableView.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))

    tableView.lastError = nil
    tableView.insertRows(at: [IndexPath(row: 5, section: 0)], with: .fade)
    #expect(
      tableView.lastError
        == .updateRefused(.newItemOutOfRange(LayoutIndexPath(item: 5, section: 0))))
    tableView.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
    #expect(
      tableView.lastError == .updateRefused(.itemOutOfRange(LayoutIndexPath(item: 7, section: 0))))
    #expect(tableView.numberOfRows(inSection: 0) == 5)
  }

  @Test func endUpdatesWithoutBeginUpdatesChangesNothing() {
    let rows = Rows(count: 5)
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.endUpdates()
    #expect(tableView.lastError == .endUpdatesWithoutBeginUpdates)
    #expect(tableView.numberOfRows(inSection: 0) == 5)
  }

  @Test(arguments: [-5, CGFloat.nan, CGFloat.infinity])
  func aRowHeightThatIsNoHeightIsRefused(_ height: CGFloat) {
    let rows = Rows(count: 5)
    let tableView = Self.tableView(rows)
    defer { withExtendedLifetime(rows) {} }
    tableView.rowHeight = 50
    tableView.rowHeight = height
    #expect(tableView.rowHeight == 50)
    tableView.estimatedRowHeight = height
    #expect(tableView.estimatedRowHeight == UITableView.automaticDimension)
    guard case .invalidRowHeight(_, row: nil) = tableView.lastError else {
      Issue.record("expected invalidRowHeight, got \(String(describing: tableView.lastError))")
      return
    }
    #expect(tableView.visibleCells.map(\.frame.height) == [50, 50, 50, 50, 50])
  }

  @Test func aDelegateHeightThatIsNoHeightKeepsTheRowsEstimate() {
    let rows = Rows(count: 5)
    let heights = BadHeights()
    let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    tableView.delegate = heights
    tableView.dataSource = rows
    defer { withExtendedLifetime((rows, heights)) {} }
    // Row 1 keeps the 44 pt estimate; the others take 100.
    #expect(tableView.visibleCells.map(\.frame.height) == [100, 44, 100, 100, 100])
    #expect(tableView.lastError == .invalidRowHeight(-3, row: IndexPath(row: 1, section: 0)))
  }
}
#endif
