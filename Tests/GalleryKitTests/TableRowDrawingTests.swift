#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import GalleryKit
import Testing
import UIKitCompat

/// The renderer draws a table view's rows from their labels when they have no content
/// configuration, with their accessory types, under their section titles.
@Suite struct TableRowDrawingTests {
  /// A table of one section written with labels, as pre-iOS 14 code is.
  final class Rows: UITableViewDataSource {
    let rows: [(text: String, detail: String, accessory: UITableViewCell.AccessoryType)] = [
      ("Ask to Join", "Notify", .disclosureIndicator),
      ("Auto-Join", "On", .checkmark),
      ("Private Address", "Off", .detailButton),
    ]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = rows[indexPath.row].text
      cell.detailTextLabel?.text = rows[indexPath.row].detail
      cell.accessoryType = rows[indexPath.row].accessory
      return cell
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      "Options"
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      "Applies to every network."
    }
  }

  final class ValueCell: UITableViewCell {
    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
      nil
    }
  }

  @Test func labelsAccessoryTypesAndSectionTitlesAreDrawn() {
    let scale = GalleryScale()
    let tableView = UITableView(
      frame: CGRect(
        x: 0, y: 0, width: 40 * scale.pointsPerColumn, height: 18 * scale.pointsPerLine),
      style: .plain)
    tableView.register(ValueCell.self, forCellReuseIdentifier: "cell")
    let rows = Rows()
    tableView.dataSource = rows
    let screen = Screen(title: "Options", tableView: tableView)
    var canvas = Canvas(width: 40, height: 20)
    ScreenRenderer(scale: scale).draw(screen, into: &canvas, top: 0)
    let lines = canvas.text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty && !$0.hasPrefix("─") }
    #expect(
      lines == [
        "Options",
        "Ask to Join                  Notify  ›",
        "Auto-Join                        On  ✓",
        "Private Address                 Off  ⓘ",
        "Applies to every network.",
      ])
    #expect(tableView.lastError == nil)
  }
}
#endif
