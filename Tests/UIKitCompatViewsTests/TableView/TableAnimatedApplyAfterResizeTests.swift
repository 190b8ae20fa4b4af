#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A table made taller and then given a new section by an animated apply shows every row
/// its new height reaches, as a new table of the same data does (found by FuzzViews).
@Suite struct TableAnimatedApplyAfterResizeTests {
  @Test func aTallerTableShowsTheRowsItsNewHeightReaches() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 240, height: 320), style: .grouped)
    table.rowHeight = 71
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) {
      table, indexPath, _ in
      table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([1_000, 1_001])
    snapshot.appendItems([0], toSection: 1_000)
    snapshot.appendItems([10, 35, 40], toSection: 1_001)
    dataSource.applySnapshotUsingReloadData(snapshot)
    table.advance(by: 10)
    table.layoutIfNeeded()
    table.frame = CGRect(x: 0, y: 0, width: 140, height: 420)
    table.advance(by: 10)
    table.layoutIfNeeded()
    snapshot.appendSections([1_002])
    snapshot.appendItems([2, 41, 3, 34], toSection: 1_002)
    dataSource.apply(snapshot, animatingDifferences: true)
    table.advance(by: 10)
    table.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 0, section: 2))
  }
}
#endif
