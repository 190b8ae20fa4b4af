#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Settings: Wi-Fi ("Implementing Modern Collection Views"), as its
/// `WiFiSettingsViewController` is written: a `WiFiController` that finds networks, an
/// inset-grouped table view driven by a `UITableViewDiffableDataSource` of two sections (the
/// configuration rows and the networks found), a Wi-Fi switch as the first row's accessory
/// view. Left out, for they mean nothing headless: the view controller life cycle,
/// constraints and the navigation title; the controller's timer becomes scans a caller
/// runs, and the switch a ``WiFiSwitch``.
///
/// The sample's implicitly unwrapped properties are set in the initializer (the house lint
/// refuses `!`), the controller's update handler reaches the screen weakly, as the sample's
/// does, and the bounds are an iPhone's.
public final class WiFiSettingsViewController {
  /// The configuration rows, then the networks in range.
  public enum Section: CaseIterable, Sendable {
    case config, networks
  }

  /// What a row is.
  public enum ItemType: Sendable {
    case wifiEnabled, currentNetwork, availableNetwork
  }

  /// A row: a configuration row, or a network by its identity.
  public struct Item: Hashable, Sendable {
    /// The row's text.
    public let title: String
    /// What the row is.
    public let type: ItemType
    /// The network the row shows, if it shows one.
    public let network: WiFiController.Network?
    private let identifier: UUID

    /// A configuration row titled `title`, an identity of its own.
    public init(title: String, type: ItemType) {
      self.title = title
      self.type = type
      network = nil
      identifier = UUID()
    }

    /// The row of `network`, which has the network's identity.
    public init(network: WiFiController.Network) {
      title = network.name
      type = .availableNetwork
      self.network = network
      identifier = network.identifier
    }

    /// Whether the row is a configuration row.
    public var isConfig: Bool { type == .currentNetwork || type == .wifiEnabled }
    /// Whether the row shows a network.
    public var isNetwork: Bool { type == .availableNetwork }

    /// Hashes the row's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
  }

  /// The reuse identifier of every row.
  public static let reuseIdentifier = "reuse-identifier"
  /// Every network the screen may find; the names are made up, and all are in range at
  /// first, as the sample's first scan finds them all.
  public static let networkNames = [
    "Attic", "Bakery Guest", "Cafe Corner", "Dock 7", "Elm Street", "Fern Office",
    "Garden Shed", "Harbor Lights", "Iris Lab", "Juniper", "Kiln Studio", "Library Public",
    "Maple House", "North Wing", "Orchard", "Pier 39",
  ]

  /// The screen's table view.
  public let tableView: UITableView
  /// The data source feeding the view; the view holds it weakly, as UIKit's does.
  public var dataSource: UITableViewDiffableDataSource<Section, Item>?
  /// The controller finding the networks.
  public var wifiController: WiFiController?
  /// The Wi-Fi switch's row and the current network's.
  public let configurationItems = [
    Item(title: "Wi-Fi", type: .wifiEnabled),
    Item(title: "Home Network", type: .currentNetwork),
  ]

  /// The screen with its first snapshot applied.
  public init() {
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
    wifiController = WiFiController(networks: Self.networkNames) { [weak self] _ in
      self?.updateUI()
    }
    dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
      [weak self] tableView, indexPath, item in
      guard let self, let wifiController = self.wifiController else { return nil }
      let cell = tableView.dequeueReusableCell(
        withIdentifier: WiFiSettingsViewController.reuseIdentifier, for: indexPath)
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

  /// Applies a snapshot of what the controller knows: the configuration rows (the current
  /// network only while Wi-Fi is on) and, while Wi-Fi is on, the networks by name.
  public func updateUI(animated: Bool = true) {
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
}
#endif
