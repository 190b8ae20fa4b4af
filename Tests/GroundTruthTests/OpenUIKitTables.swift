#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The table views of Vercantez/openuikit's `indexpathsforrowsprobe` (`main.swift`), written
/// here from what it does: a 320 × 200 table made with a frame and never put in a window,
/// rows 44 pt tall (`rowHeight`), a data source giving each section's row count and a plain
/// cell per row, no titles. The probe also sets `sectionHeaderHeight` (28 or 0) and
/// `sectionFooterHeight` (0), which UIKitCompat does not spell; without titles no header or
/// footer shows either way.
enum OpenUIKitTables {
  static var all: [String: GroundTruthLayout] {
    [
      "openuikit.table.plainTen": table(.plain, rows: [10]),
      "openuikit.table.plainTwoSections": table(.plain, rows: [2, 3]),
      "openuikit.table.plainEmpty": table(.plain, rows: [0]),
      "openuikit.table.groupedTwoSections": table(.grouped, rows: [2, 2]),
    ]
  }

  /// The probe's data source: `rows[section]` rows in each section.
  final class Rows: UITableViewDataSource {
    let rows: [Int]

    init(_ rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows[section]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  private static func table(_ style: UITableView.Style, rows: [Int]) -> GroundTruthLayout {
    GroundTruthLayout(table: {
      let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: style)
      let dataSource = Rows(rows)
      table.dataSource = dataSource
      table.rowHeight = 44
      table.reloadData()
      table.layoutIfNeeded()
      return (table, dataSource)
    })
  }
}
#endif
