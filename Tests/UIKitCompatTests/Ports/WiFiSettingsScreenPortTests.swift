#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// The sample's "Settings: Wi-Fi" screen ("Implementing Modern Collection Views"), ported
/// with its structure: a `WiFiController` that finds networks, an inset-grouped table view
/// driven by a `UITableViewDiffableDataSource` of two sections (the configuration rows and
/// the networks found), a Wi-Fi switch as the first row's accessory view. Left out, for they
/// mean nothing headless: the view controller life cycle, constraints and the navigation
/// title; the controller's timer becomes a `scan` the test calls, and the switch a
/// headless one of the screen's own.
@Suite struct WiFiSettingsScreenPortTests {
  /// The sample's `WiFiController`: the networks in range, found by scans.
  final class WiFiController {
    struct Network: Hashable, Sendable {
      let name: String
      let identifier = UUID()

      func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
      }

      static func == (lhs: Network, rhs: Network) -> Bool {
        lhs.identifier == rhs.identifier
      }
    }

    typealias UpdateHandler = (WiFiController) -> Void

    var scanForNetworks = true
    var wifiEnabled = true
    private(set) var availableNetworks: Set<Network> = []
    private let updateHandler: UpdateHandler

    /// Every network the screen may find; the first scan finds them all, as the sample's.
    let allNetworks = [
      "Attic", "Bakery Guest", "Cafe Corner", "Dock 7", "Elm Street", "Fern Office",
      "Garden Shed", "Harbor Lights", "Iris Lab", "Juniper", "Kiln Studio", "Library Public",
      "Maple House", "North Wing", "Orchard", "Pier 39",
    ].map { Network(name: $0) }

    init(updateHandler: @escaping UpdateHandler) {
      self.updateHandler = updateHandler
      availableNetworks = Set(allNetworks)
    }

    /// The sample's timer-driven random update, with the networks that go and come named:
    /// a scan finds nothing while Wi-Fi or scanning is off.
    func scan(losing lost: Set<String>, finding found: Set<String>) {
      guard wifiEnabled, scanForNetworks else { return }
      availableNetworks = availableNetworks.filter { !lost.contains($0.name) }
        .union(allNetworks.filter { found.contains($0.name) })
      updateHandler(self)
    }
  }

  /// The switch the sample puts in the first row: on or off, calling its action when the
  /// user flips it.
  final class WiFiSwitch {
    var isOn: Bool
    let action: (WiFiSwitch) -> Void

    init(isOn: Bool, action: @escaping (WiFiSwitch) -> Void) {
      self.isOn = isOn
      self.action = action
    }

    func flip() {
      isOn.toggle()
      action(self)
    }
  }

  /// The screen: the sample's `WiFiSettingsViewController`, its bounds an iPhone's. The
  /// sample's implicitly unwrapped properties are set in the initializer (the house lint
  /// refuses `!`), and the controller's update handler reaches the screen weakly, as the
  /// sample's does.
  final class WiFiSettingsScreen {
    enum Section: CaseIterable {
      case config, networks
    }

    enum ItemType {
      case wifiEnabled, currentNetwork, availableNetwork
    }

    struct Item: Hashable {
      let title: String
      let type: ItemType
      let network: WiFiController.Network?
      private let identifier: UUID

      init(title: String, type: ItemType) {
        self.title = title
        self.type = type
        network = nil
        identifier = UUID()
      }

      init(network: WiFiController.Network) {
        title = network.name
        type = .availableNetwork
        self.network = network
        identifier = network.identifier
      }

      var isConfig: Bool { type == .currentNetwork || type == .wifiEnabled }
      var isNetwork: Bool { type == .availableNetwork }

      func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
      }
    }

    static let reuseIdentifier = "reuse-identifier"

    let tableView: UITableView
    var dataSource: UITableViewDiffableDataSource<Section, Item>?
    var wifiController: WiFiController?
    let configurationItems = [
      Item(title: "Wi-Fi", type: .wifiEnabled),
      Item(title: "Home Network", type: .currentNetwork),
    ]

    init() {
      tableView = Self.configureTableView()
      configureDataSource()
      updateUI(animated: false)
    }

    static func configureTableView() -> UITableView {
      let tableView = UITableView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .insetGrouped)
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: reuseIdentifier)
      return tableView
    }

    func configureDataSource() {
      wifiController = WiFiController { [weak self] _ in
        self?.updateUI()
      }
      dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
        [weak self] tableView, indexPath, item in
        guard let self, let wifiController = self.wifiController else { return nil }
        let cell = tableView.dequeueReusableCell(
          withIdentifier: WiFiSettingsScreen.reuseIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        if item.isNetwork {
          cell.accessoryType = .detailDisclosureButton
          cell.accessoryView = nil
        } else if item.type == .wifiEnabled {
          cell.accessoryView = WiFiSwitch(isOn: wifiController.wifiEnabled) { [weak self] in
            self?.toggleWifi($0)
          }
        } else {
          cell.accessoryView = nil
          cell.accessoryType = .detailDisclosureButton
        }
        cell.contentConfiguration = content
        return cell
      }
      dataSource?.defaultRowAnimation = .fade
      wifiController?.scanForNetworks = true
    }

    func updateUI(animated: Bool = true) {
      guard let controller = wifiController else { return }
      let configItems = configurationItems.filter {
        !($0.type == .currentNetwork && !controller.wifiEnabled)
      }
      var currentSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
      currentSnapshot.appendSections([.config])
      currentSnapshot.appendItems(configItems, toSection: .config)
      if controller.wifiEnabled {
        let sortedNetworks = controller.availableNetworks.sorted { $0.name < $1.name }
        currentSnapshot.appendSections([.networks])
        currentSnapshot.appendItems(sortedNetworks.map(Item.init(network:)), toSection: .networks)
      }
      dataSource?.apply(currentSnapshot, animatingDifferences: animated)
    }

    func toggleWifi(_ wifiEnabledSwitch: WiFiSwitch) {
      wifiController?.wifiEnabled = wifiEnabledSwitch.isOn
      updateUI()
    }

    /// What the user sees of each visible row: its index path, frame, text and accessory.
    var rows: [Row] {
      tableView.visibleCells.compactMap { cell in
        tableView.indexPath(for: cell).map {
          Row(
            indexPath: $0, frame: cell.frame, text: cell.contentConfiguration?.text,
            accessory: cell.accessoryView is WiFiSwitch ? nil : cell.accessoryType,
            switchIsOn: (cell.accessoryView as? WiFiSwitch)?.isOn)
        }
      }
    }

    /// Flips the switch in the Wi-Fi row, as the user's finger would.
    func flipWiFiSwitch() {
      let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
      (cell?.accessoryView as? WiFiSwitch)?.flip()
    }
  }

  struct Row: Equatable {
    var indexPath: IndexPath
    var frame: CGRect
    var text: String?
    var accessory: UITableViewCell.AccessoryType?
    var switchIsOn: Bool?
  }

  /// The rows of the configuration section with Wi-Fi on: the switch, then the current
  /// network; inset 16 pt (a compact width's margins), the first 35 pt down.
  static let configRows = [
    Row(
      indexPath: IndexPath(row: 0, section: 0), frame: CGRect(x: 16, y: 35, width: 343, height: 44),
      text: "Wi-Fi", accessory: nil, switchIsOn: true),
    Row(
      indexPath: IndexPath(row: 1, section: 0), frame: CGRect(x: 16, y: 79, width: 343, height: 44),
      text: "Home Network", accessory: .detailDisclosureButton, switchIsOn: nil),
  ]

  /// The network rows for `names`, in order: the section starts 35 pt below the
  /// configuration rows' end at 123, so row `i` is at 158 + 44 i.
  static func networkRows(_ names: [String]) -> [Row] {
    names.enumerated().map { row, name in
      Row(
        indexPath: IndexPath(row: row, section: 1),
        frame: CGRect(x: 16, y: 158 + 44 * CGFloat(row), width: 343, height: 44), text: name,
        accessory: .detailDisclosureButton, switchIsOn: nil)
    }
  }

  @Test func theFirstScreenShowsTheSwitchTheCurrentNetworkAndTheNetworksInRange() {
    let screen = WiFiSettingsScreen()
    let names = screen.wifiController?.allNetworks.map(\.name) ?? []
    // 16 networks take 158 to 862; the screen ends at 812, inside the 15th (774 to 818).
    #expect(screen.rows == Self.configRows + Self.networkRows(Array(names.prefix(15))))
    #expect(screen.tableView.contentSize == CGSize(width: 375, height: 862))
    #expect(screen.tableView.numberOfRows(inSection: 1) == 16)
    #expect(screen.tableView.lastError == nil)
  }

  @Test func turningWiFiOffLeavesTheSwitchAloneAndTurningItOnBringsTheNetworksBack() {
    let screen = WiFiSettingsScreen()
    let names = screen.wifiController?.allNetworks.map(\.name) ?? []
    _ = screen.tableView.visibleCells
    screen.flipWiFiSwitch()
    var switchRow = Self.configRows[0]
    switchRow.switchIsOn = false
    #expect(screen.rows == [switchRow])
    #expect(screen.tableView.numberOfSections == 1)
    #expect(screen.tableView.contentSize == CGSize(width: 375, height: 79))
    // A scan while Wi-Fi is off finds nothing and changes nothing.
    screen.wifiController?.scan(losing: ["Attic"], finding: [])
    #expect(screen.rows == [switchRow])

    screen.flipWiFiSwitch()
    #expect(screen.rows == Self.configRows + Self.networkRows(Array(names.prefix(15))))
    #expect(screen.tableView.numberOfSections == 2)
  }

  @Test func networksThatComeAndGoMoveTheRowsBelowThem() {
    let screen = WiFiSettingsScreen()
    _ = screen.tableView.visibleCells
    screen.wifiController?.scan(losing: ["Bakery Guest", "Cafe Corner", "Pier 39"], finding: [])
    let fewer = [
      "Attic", "Dock 7", "Elm Street", "Fern Office", "Garden Shed", "Harbor Lights", "Iris Lab",
      "Juniper", "Kiln Studio", "Library Public", "Maple House", "North Wing", "Orchard",
    ]
    // 13 networks end at 158 + 572 = 730: everything shows.
    #expect(screen.rows == Self.configRows + Self.networkRows(fewer))
    #expect(screen.tableView.contentSize.height == 730)

    screen.wifiController?.scan(losing: ["Attic"], finding: ["Bakery Guest", "Pier 39"])
    let changed = [
      "Bakery Guest", "Dock 7", "Elm Street", "Fern Office", "Garden Shed", "Harbor Lights",
      "Iris Lab", "Juniper", "Kiln Studio", "Library Public", "Maple House", "North Wing",
      "Orchard", "Pier 39",
    ]
    #expect(screen.rows == Self.configRows + Self.networkRows(changed))
    #expect(screen.tableView.contentSize.height == 774)
    #expect(screen.tableView.lastError == nil)
  }

  @Test func aSelectedNetworkStaysSelectedWhileTheNetworksAboveItGo() {
    let screen = WiFiSettingsScreen()
    let tableView = screen.tableView
    _ = tableView.visibleCells
    tableView.tapRow(at: IndexPath(row: 4, section: 1))
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 4, section: 1))
    #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 1))?.isSelected == true)
    #expect(tableView.cellForRow(at: IndexPath(row: 4, section: 1))?.frame.minY == 334)

    screen.wifiController?.scan(losing: ["Attic", "Dock 7"], finding: [])
    // "Elm Street" moved up two rows and took its selection along (rule 29).
    let selected = tableView.visibleCells.filter(\.isSelected)
    #expect(tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 1))
    #expect(selected.map { tableView.indexPath(for: $0) } == [IndexPath(row: 2, section: 1)])
    #expect(selected.first?.contentConfiguration?.text == "Elm Street")
    #expect(selected.first?.frame == CGRect(x: 16, y: 246, width: 343, height: 44))
  }

  @Test func scrollingToTheLastNetworkShowsTheWholeNetworksSection() {
    let screen = WiFiSettingsScreen()
    let tableView = screen.tableView
    let names = screen.wifiController?.allNetworks.map(\.name) ?? []
    _ = tableView.visibleCells
    tableView.scrollToRow(at: IndexPath(row: 15, section: 1), at: .bottom, animated: false)
    // The content is 862 tall and the screen 812: scrolled by 50, the Wi-Fi row (35 to 79)
    // still shows, by 29 pt.
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 50))
    #expect(screen.rows == Self.configRows + Self.networkRows(names))

    tableView.scrollToRow(at: IndexPath(row: 1, section: 0), at: .none, animated: false)
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 50))
    tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
    #expect(tableView.contentOffset == CGPoint(x: 0, y: 35))
    #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 15, section: 1))
  }
}
#endif
