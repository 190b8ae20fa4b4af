#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompatTestSupport
import UIKitCompat

/// The sample's "Settings: Wi-Fi" screen ("Implementing Modern Collection Views") as
/// `Examples` ports it (`WiFiSettingsViewController` over `WiFiController`), shown in a
/// window as the app shows it: an inset-grouped table view pinned to the controller's view,
/// of the configuration rows and the networks found, a Wi-Fi switch as the first row's
/// accessory view; the controller's timer becomes a `scan` the test calls.
@Suite struct WiFiSettingsScreenPortTests {
  typealias WiFiSettingsScreen = WiFiSettingsViewController

  /// Shows `screen` in a window of `size`, as a scene shows its root view controller.
  static func show(
    _ screen: WiFiSettingsScreen, size: CGSize = CGSize(width: 375, height: 812)
  ) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  struct Row: Equatable {
    var indexPath: IndexPath
    var frame: CGRect
    var text: String?
    var accessory: UITableViewCell.AccessoryType?
    var switchIsOn: Bool?
  }

  /// The rows of the configuration section with Wi-Fi on: the switch, then the current
  /// network; inset 16 pt (a compact width's margins), the first 35 pt down, each 53 pt tall
  /// (a table row showing a list configuration, measured on iOS 26.1: rule 40).
  static let configRows = [
    Row(
      indexPath: IndexPath(row: 0, section: 0), frame: CGRect(x: 16, y: 35, width: 343, height: 53),
      text: "Wi-Fi", accessory: nil, switchIsOn: true),
    Row(
      indexPath: IndexPath(row: 1, section: 0), frame: CGRect(x: 16, y: 88, width: 343, height: 53),
      text: "Home Network", accessory: .detailDisclosureButton, switchIsOn: nil),
  ]

  /// The network rows for `names`, in order: the section starts 35 pt below the
  /// configuration rows' end at 141, so row `i` is at 176 + 53 i.
  static func networkRows(_ names: [String]) -> [Row] {
    names.enumerated().map { row, name in
      Row(
        indexPath: IndexPath(row: row, section: 1),
        frame: CGRect(x: 16, y: 176 + 53 * CGFloat(row), width: 343, height: 53), text: name,
        accessory: .detailDisclosureButton, switchIsOn: nil)
    }
  }

  /// The space below the last section of an inset grouped table without a footer title.
  static let endPadding: CGFloat = 112.0 / 3

  @Test func theFirstScreenShowsTheSwitchTheCurrentNetworkAndTheNetworksInRange() {
    let screen = WiFiSettingsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let names = screen.wifiController?.allNetworks.map(\.name) ?? []
    // Twelve 53 pt networks fill 176 to 812. The fifteen rows that showed under the 44 pt
    // estimate (158 to 818) are measured, the sixteenth is still estimated. The content ends
    // 37.333 pt (112 px) below the last row: measured on iOS 26.1 for a grouped table
    // (openuikit indexpathsforrowsprobe), decided for inset grouped ones (rule 33).
    #expect(screen.rows == Self.configRows + Self.networkRows(Array(names.prefix(12))))
    let contentHeight = screen.tableView.contentSize.height
    #expect(abs(contentHeight - (176 + 15 * 53 + 44 + Self.endPadding)) < 0.001)
    #expect(screen.tableView.numberOfRows(inSection: 1) == 16)
    #expect(screen.tableView.lastError == nil)
  }

  @Test func theScreenIsTitledAndItsTableFollowsTheViewThroughARotation() {
    let screen = WiFiSettingsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "Wi-Fi")
    #expect(screen.tableView.superview === screen.view)
    #expect(screen.tableView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))

    window.transition(to: CGSize(width: 812, height: 375))
    // The constraints pin the table to the view's edges; the rows keep their 16 pt insets.
    #expect(screen.tableView.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
    let rows = screen.rows
    #expect(rows.first?.frame.width == 780)
    #expect(rows.first?.switchIsOn == true)
    #expect(rows.last?.frame.maxY ?? 0 >= 375)
  }

  @Test func turningWiFiOffLeavesTheSwitchAloneAndTurningItOnBringsTheNetworksBack() {
    let screen = WiFiSettingsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let names = screen.wifiController?.allNetworks.map(\.name) ?? []
    _ = screen.tableView.visibleCells
    screen.flipWiFiSwitch()
    var switchRow = Self.configRows[0]
    switchRow.switchIsOn = false
    #expect(screen.rows == [switchRow])
    #expect(screen.tableView.numberOfSections == 1)
    #expect(screen.tableView.contentSize == CGSize(width: 375, height: 88 + Self.endPadding))
    // A scan while Wi-Fi is off finds nothing and changes nothing.
    screen.wifiController?.scan(losing: ["Attic"], finding: [])
    #expect(screen.rows == [switchRow])

    screen.flipWiFiSwitch()
    #expect(screen.rows == Self.configRows + Self.networkRows(Array(names.prefix(12))))
    #expect(screen.tableView.numberOfSections == 2)
  }

  @Test func networksThatComeAndGoMoveTheRowsBelowThem() {
    let screen = WiFiSettingsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    _ = screen.tableView.visibleCells
    screen.wifiController?.scan(losing: ["Bakery Guest", "Cafe Corner", "Pier 39"], finding: [])
    let fewer = [
      "Attic", "Dock 7", "Elm Street", "Fern Office", "Garden Shed", "Harbor Lights", "Iris Lab",
      "Juniper", "Kiln Studio", "Library Public", "Maple House", "North Wing", "Orchard",
    ]
    // 13 measured networks end at 176 + 689 = 865, the content 37.333 pt below; twelve show.
    #expect(screen.rows == Self.configRows + Self.networkRows(Array(fewer.prefix(12))))
    #expect(screen.tableView.contentSize.height == 865 + Self.endPadding)

    screen.wifiController?.scan(losing: ["Attic"], finding: ["Bakery Guest", "Pier 39"])
    let changed = [
      "Bakery Guest", "Dock 7", "Elm Street", "Fern Office", "Garden Shed", "Harbor Lights",
      "Iris Lab", "Juniper", "Kiln Studio", "Library Public", "Maple House", "North Wing",
      "Orchard", "Pier 39",
    ]
    // Pier 39, new below the screen, is estimated at 44 pt until it shows.
    #expect(screen.rows == Self.configRows + Self.networkRows(Array(changed.prefix(12))))
    #expect(screen.tableView.contentSize.height == 865 + 44 + Self.endPadding)
    #expect(screen.tableView.lastError == nil)
  }

  @Test func aSelectedNetworkStaysSelectedWhileTheNetworksAboveItGo() {
    let screen = WiFiSettingsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let tableView = screen.tableView
    _ = tableView.visibleCells
    tableView.tapRow(at: IndexPath(row: 4, section: 1))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 4, section: 1))
    #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 1))?.isSelected == true)
    #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 1))?.frame.minY == 388)

    screen.wifiController?.scan(losing: ["Attic", "Dock 7"], finding: [])
    // "Elm Street" moved up two rows and took its selection along (rule 29).
    let selected = tableView.visibleCells.filter(\.isSelected)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
    #expect(selected.map { tableView.indexPath(for: $0) } == [IndexPath(row: 2, section: 1)])
    #expect(selected.first?.listContent?.text == "Elm Street")
    #expect(selected.first?.frame == CGRect(x: 16, y: 282, width: 343, height: 53))
  }

  @Test func scrollingToTheLastNetworkShowsTheWholeNetworksSection() {
    let screen = WiFiSettingsScreen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let tableView = screen.tableView
    let names = screen.wifiController?.allNetworks.map(\.name) ?? []
    _ = tableView.visibleCells
    let last = IndexPath(row: 15, section: 1)
    tableView.scrollToRow(at: last, at: .bottom, animated: false)
    // The last row is placed by its 44 pt estimate (176 + 15 · 53 + 44 − 812 = 203), then
    // measured at 53 in the next layout pass; scrolled to again, it ends at the screen's
    // bottom edge (rule 40).
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 203))
    tableView.layoutIfNeeded()
    tableView.scrollToRow(at: last, at: .bottom, animated: false)
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 212))
    #expect(screen.rows == Self.networkRows(names))

    tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 88))
    #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 13, section: 1))
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 35))
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 12, section: 1))
  }
}

extension WiFiSettingsViewController {
  /// What the user sees of each visible row: its index path, frame, text and accessory.
  var rows: [WiFiSettingsScreenPortTests.Row] {
    tableView.visibleCells.compactMap { cell in
      tableView.indexPath(for: cell).map {
        WiFiSettingsScreenPortTests.Row(
          indexPath: $0, frame: cell.frame, text: cell.listContent?.text,
          accessory: cell.accessoryView is UISwitch ? nil : cell.accessoryType,
          switchIsOn: (cell.accessoryView as? UISwitch)?.isOn)
      }
    }
  }

  /// Flips the switch in the Wi-Fi row, as the user's finger would.
  func flipWiFiSwitch() {
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    (cell?.accessoryView as? UISwitch)?.toggle()
  }
}
#endif
