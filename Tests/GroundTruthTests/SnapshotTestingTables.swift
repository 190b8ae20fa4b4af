#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The table of pointfreeco/swift-snapshot-testing's `testAssertMultipleSnapshot`
/// (`Tests/SnapshotTestingTests/SnapshotTestingTests.swift`), written here from what it does:
/// a `UITableViewController` (a plain table filling the controller's view, which fills the
/// configuration's window) whose data source gives one section of 10 rows, each a registered
/// `UITableViewCell` of the default style whose `textLabel` shows the row's number. It sets
/// neither `rowHeight` nor `estimatedRowHeight`: UIKit's defaults. UIKitCompat has no
/// `UITableViewController`; the table is made at the window's size, and the host gives it
/// the window's safe area, as the controller's view gets it.
enum SnapshotTestingTables {
  static var all: [String: GroundTruthLayout] {
    ["snapshotTesting.tableViewController": tableViewController()]
  }

  /// The test controller's data source: 10 rows, each labelled with its number.
  final class NumberedRows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      10
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "\(indexPath.row)"
      return cell
    }
  }

  private static func tableViewController() -> GroundTruthLayout {
    GroundTruthLayout(table: { fixture in
      let frame = CGRect(x: 0, y: 0, width: fixture.viewport.width, height: fixture.viewport.height)
      let table = UITableView(frame: frame, style: .plain)
      table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      let dataSource = NumberedRows()
      table.dataSource = dataSource
      return (table, dataSource)
    })
  }
}
#endif
