#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Settings: Wi-Fi ("Implementing Modern Collection Views"), written as its
/// `WiFiSettingsViewController` is: a view controller titled "Wi-Fi" whose inset-grouped
/// table view is pinned to its view's edges by constraints and driven by a
/// `UITableViewDiffableDataSource` of two sections (the configuration rows and the networks
/// found by a ``WiFiController``), a Wi-Fi switch as the first row's accessory view. The
/// controller's timer becomes scans a caller runs.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = WiFiSettingsViewController()
/// window.makeKeyAndVisible()  // the switch, the current network, the networks in range
/// ```
public final class WiFiSettingsViewController: UIViewController {
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
  public let tableView = UITableView(frame: .zero, style: .insetGrouped)
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UITableViewDiffableDataSource<Section, Item>?
  // Port: lint refuses implicitly unwrapped optionals; an empty snapshot at first.
  /// The snapshot last applied.
  public var currentSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
  // Port: lint refuses implicitly unwrapped optionals.
  /// The controller finding the networks, once the view is loaded.
  public var wifiController: WiFiController?
  /// The Wi-Fi switch's row and the current network's.
  public lazy var configurationItems: [Item] = {
    // Port: our own name for the current network.
    return [
      Item(title: "Wi-Fi", type: .wifiEnabled),
      Item(title: "Home Network", type: .currentNetwork),
    ]
  }()

  /// Titles the screen, builds the table, starts the controller and shows what it knows.
  public override func viewDidLoad() {
    super.viewDidLoad()
    self.navigationItem.title = "Wi-Fi"
    configureTableView()
    configureDataSource()
    updateUI(animated: false)
  }
}

extension WiFiSettingsViewController {
  func configureDataSource() {
    // Port: our own networks, all in range at first, where the sample's are random.
    wifiController = WiFiController(networks: Self.networkNames) {
      [weak self] (controller: WiFiController) in
      guard let self = self else { return }
      self.updateUI()
    }

    self.dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) {
      [weak self] (tableView: UITableView, indexPath: IndexPath, item: Item) -> UITableViewCell? in
      guard let self = self, let wifiController = self.wifiController else { return nil }

      let cell = tableView.dequeueReusableCell(
        withIdentifier: WiFiSettingsViewController.reuseIdentifier,
        for: indexPath)

      var content = cell.defaultContentConfiguration()
      // A network's row.
      if item.isNetwork {
        content.text = item.title
        cell.accessoryType = .detailDisclosureButton
        cell.accessoryView = nil

        // The configuration rows.
        // Port: the last case; the sample traps in a branch no item reaches.
      } else {
        content.text = item.title
        if item.type == .wifiEnabled {
          let enableWifiSwitch = UISwitch()
          enableWifiSwitch.isOn = wifiController.wifiEnabled
          // Port: no target-action or #selector; a UIAction calls the method.
          enableWifiSwitch.addAction(
            UIAction { [weak self] action in
              guard let wifiSwitch = action.sender as? UISwitch else { return }
              self?.toggleWifi(wifiSwitch)
            }, for: .touchUpInside)
          cell.accessoryView = enableWifiSwitch
        } else {
          cell.accessoryView = nil
          cell.accessoryType = .detailDisclosureButton
        }
      }
      cell.contentConfiguration = content
      return cell
    }
    // Port: the data source is optional; it was made just above.
    self.dataSource?.defaultRowAnimation = .fade

    wifiController?.scanForNetworks = true
  }

  /// Applies a snapshot of what the controller knows: the configuration rows (the current
  /// network only while Wi-Fi is on) and, while Wi-Fi is on, the networks by name.
  public func updateUI(animated: Bool = true) {
    guard let controller = self.wifiController else { return }

    let configItems = configurationItems.filter {
      !($0.type == .currentNetwork && !controller.wifiEnabled)
    }

    currentSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()

    currentSnapshot.appendSections([.config])
    currentSnapshot.appendItems(configItems, toSection: .config)

    if controller.wifiEnabled {
      let sortedNetworks = controller.availableNetworks.sorted { $0.name < $1.name }
      let networkItems = sortedNetworks.map { Item(network: $0) }
      currentSnapshot.appendSections([.networks])
      currentSnapshot.appendItems(networkItems, toSection: .networks)
    }

    // Port: the data source is optional; it is there once the view is loaded.
    self.dataSource?.apply(currentSnapshot, animatingDifferences: animated)
  }
}

extension WiFiSettingsViewController {
  func configureTableView() {
    view.addSubview(tableView)
    tableView.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.topAnchor.constraint(equalTo: view.topAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    tableView.register(
      UITableViewCell.self, forCellReuseIdentifier: WiFiSettingsViewController.reuseIdentifier)
  }

  // Port: no @objc; the switch's action calls it.
  /// Turns Wi-Fi on or off as the switch now says, and shows it.
  func toggleWifi(_ wifiEnabledSwitch: UISwitch) {
    wifiController?.wifiEnabled = wifiEnabledSwitch.isOn
    updateUI()
  }
}
#endif
