#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatTestSupport
import UIKitCompatLayout
import UIKitCompatViews

/// `UITableViewDiffableDataSource` in UIKit's spellings: identifiers, snapshots, the async
/// applies, and the defaults a subclass overrides (rule 33).
@Suite struct TableViewDiffableDataSourceTests {
  /// Allows editing, as UIKit code subclasses the data source to.
  final class EditableDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
      itemIdentifier(for: indexPath) != "locked"
    }
  }

  static func screen() -> (UITableView, EditableDataSource) {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let dataSource = EditableDataSource(tableView: tableView) { tableView, indexPath, title in
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessoryType = .checkmark
      return cell
    }
    return (tableView, dataSource)
  }

  static func snapshot(_ sections: [String: [String]]) -> NSDiffableDataSourceSnapshot<
    String, String
  > {
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    for section in sections.keys.sorted() {
      snapshot.appendSections([section])
      snapshot.appendItems(sections[section] ?? [], toSection: section)
    }
    return snapshot
  }

  @Test func theDataSourceIsTheTablesAndAnswersForItsSnapshot() async {
    let (tableView, dataSource) = Self.screen()
    #expect(tableView.dataSource === dataSource)
    #expect(tableView.numberOfSections == 0)
    await dataSource.apply(Self.snapshot(["a": ["one", "locked"], "b": ["two"]]))
    #expect(tableView.numberOfSections == 2)
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "locked")
    #expect(dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == nil)
    #expect(dataSource.indexPath(for: "two") == IndexPath(row: 0, section: 1))
    #expect(dataSource.sectionIdentifier(for: 1) == "b")
    #expect(dataSource.index(for: "b") == 1)
    #expect(dataSource.snapshot().itemIdentifiers == ["one", "locked", "two"])
    #expect(dataSource.defaultRowAnimation == .automatic)
    #expect(
      tableView.visibleCells.map { $0.listContent?.text } == ["one", "locked", "two"])
    #expect(tableView.visibleCells.map(\.accessoryType) == [.checkmark, .checkmark, .checkmark])
    // Inset grouped: the first section from 35, the second 35 below the first's end at 141;
    // rows showing a list configuration are 53 pt tall in a table (iOS 26.1, rule 40).
    #expect(tableView.visibleCells.map(\.frame.minY) == [35, 88, 176])
    #expect(tableView.visibleCells.map(\.frame.height) == [53, 53, 53])
  }

  @Test func aSubclassDecidesWhichRowsAreEditableAndNoneMoves() {
    let (tableView, dataSource) = Self.screen()
    dataSource.applySnapshotUsingReloadData(Self.snapshot(["a": ["one", "locked"]]))
    let first = IndexPath(row: 0, section: 0)
    let locked = IndexPath(row: 1, section: 0)
    #expect(dataSource.tableView(tableView, canEditRowAt: first))
    #expect(!dataSource.tableView(tableView, canEditRowAt: locked))
    #expect(!dataSource.tableView(tableView, canMoveRowAt: first))
    #expect(dataSource.tableView(tableView, titleForHeaderInSection: 0) == nil)
  }

  @Test func reloadingWithoutDiffingShowsTheNewSnapshotAndDropsTheSelection() async {
    let (tableView, dataSource) = Self.screen()
    await dataSource.apply(Self.snapshot(["a": ["one", "two"]]), animatingDifferences: false)
    tableView.tapRow(at: IndexPath(row: 1, section: 0))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    await dataSource.applySnapshotUsingReloadData(Self.snapshot(["a": ["three", "two"]]))
    #expect(tableView.indexPathForSelectedRow == nil)
    #expect(tableView.visibleCells.map { $0.listContent?.text } == ["three", "two"])
  }

  @Test func aDiffedApplyKeepsTheSelectionOnItsItem() {
    let (tableView, dataSource) = Self.screen()
    dataSource.apply(Self.snapshot(["a": ["one", "two"]]), animatingDifferences: false)
    tableView.tapRow(at: IndexPath(row: 1, section: 0))
    var completed = false
    dataSource.apply(Self.snapshot(["a": ["zero", "one", "two"]])) { completed = true }
    #expect(completed)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
  }

  @Test func rowIndexPathsAreItemIndexPaths() {
    var indexPath = IndexPath(row: 4, section: 2)
    #expect(indexPath == IndexPath(item: 4, section: 2))
    #expect(indexPath.row == 4)
    indexPath.row = 7
    #expect(indexPath.item == 7)
    #expect(indexPath.section == 2)
  }

  @Test func cellStylesGiveTheirLabelsAndContentConfigurations() {
    let styles: [UITableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
    let cells = styles.map { UITableViewCell(style: $0, reuseIdentifier: nil) }
    #expect(cells.map { $0.detailTextLabel == nil } == [true, false, false, false])
    #expect(cells.allSatisfy { $0.textLabel != nil })
    #expect(
      cells.map { $0.defaultContentConfiguration() } == [
        .cell(), .subtitleCell(), .valueCell(), .valueCell(),
      ])
    let made = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(made.style == .default)
    #expect(made.frame.height == 20)
    #expect(made.reuseIdentifier == nil)
  }
}
#endif
