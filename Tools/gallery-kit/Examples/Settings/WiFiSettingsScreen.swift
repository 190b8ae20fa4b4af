#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Settings: Wi-Fi, written as its `WiFiSettingsViewController` is: an
/// inset-grouped `UITableView` fed by a `UITableViewDiffableDataSource` of two sections, the
/// configuration rows (the Wi-Fi switch, the current network) and the networks in range.
///
/// Space flips the switch, which takes the networks section and the current network away
/// and brings them back; a scan every ``scanInterval`` seconds of the session's clock (`r`
/// scans at once) changes the networks in range; Enter on a network joins it, and it shows
/// with a checkmark as the current network.
final class WiFiSettingsScreen: Screen, UITableViewDelegate {
  static let example = Example(
    "Settings: Wi-Fi", slug: "settings-wifi", category: .diffableDataSource
  ) { size in
    WiFiSettingsScreen(size: size)
  }

  enum Section: Hashable, Sendable {
    case config, networks
  }

  enum Item: Hashable, Sendable {
    case wifiEnabled
    case currentNetwork(String)
    case availableNetwork(String)
  }

  /// Seconds between two scans while Wi-Fi is on, as the sample's timer.
  static let scanInterval = 2.0
  static let reuseIdentifier = "reuse-identifier"
  /// Every network a scan may find; the names are made up. Lighthouse and Rooftop are out
  /// of range at first, and Home Network is joined.
  static let networkNames = [
    "Home Network", "Bike Repair", "Bookbinders", "Ferry Dock", "Greenhouse", "Lighthouse",
    "Night Train", "Old Mill", "Quiet Room", "Rooftop", "Studio B", "Tea Shop",
  ]

  let tableView: UITableView
  let controller = WiFiController(
    networks: networkNames, outOfRange: ["Lighthouse", "Rooftop"], currentNetwork: "Home Network")
  private var dataSource: WiFiSettingsDataSource?
  private let wifiSwitch = UISwitch()
  private var untilScan = scanInterval

  init(size: CGSize) {
    tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .insetGrouped)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.reuseIdentifier)
    super.init(
      title: "Settings: Wi-Fi", tableView: tableView,
      hints: "space Wi-Fi  r rescan  enter join")
    wifiSwitch.isOn = controller.wifiEnabled
    wifiSwitch.addAction(
      UIAction { [weak self] _ in self?.toggleWifi() }, for: .valueChanged)
    configureDataSource()
    tableView.delegate = self
    updateUI(animated: false)
  }

  private func configureDataSource() {
    dataSource = WiFiSettingsDataSource(tableView: tableView) {
      [weak self] tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(
        withIdentifier: Self.reuseIdentifier, for: indexPath)
      var content = cell.defaultContentConfiguration()
      cell.accessoryView = nil
      cell.accessoryType = .none
      switch item {
      case .wifiEnabled:
        content.text = "Wi-Fi"
        cell.accessoryView = self?.wifiSwitch
      case .currentNetwork(let name):
        content.text = name
        cell.accessoryType = .checkmark
      case .availableNetwork(let name):
        content.text = name
        cell.accessoryType = .detailDisclosureButton
      }
      cell.contentConfiguration = content
      return cell
    }
    dataSource?.defaultRowAnimation = .fade
  }

  /// Applies a snapshot of what the controller knows, the focus following its row.
  private func updateUI(animated: Bool = true) {
    guard let dataSource else { return }
    let focused = focusedItem.flatMap(dataSource.itemIdentifier(for:))
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.config])
    snapshot.appendItems([.wifiEnabled], toSection: .config)
    if controller.wifiEnabled {
      let current = controller.currentNetwork
      if let current {
        snapshot.appendItems([.currentNetwork(current.name)], toSection: .config)
      }
      snapshot.appendSections([.networks])
      snapshot.appendItems(
        controller.availableNetworks.filter { $0 != current }.map(\.name).sorted()
          .map(Item.availableNetwork), toSection: .networks)
    }
    dataSource.apply(snapshot, animatingDifferences: animated)
    focusedItem = focused.flatMap(dataSource.indexPath(for:))
  }

  private func toggleWifi() {
    controller.wifiEnabled = wifiSwitch.isOn
    untilScan = Self.scanInterval
    updateUI()
  }

  private func scan() {
    guard controller.wifiEnabled else { return }
    controller.scan()
    untilScan = Self.scanInterval
    updateUI()
  }

  override func handle(_ key: Key) -> Bool {
    switch key {
    case .character(" "): wifiSwitch.toggle()
    case .character("r"): scan()
    default: return false
    }
    return true
  }

  /// Enter taps the row, as a finger would; the delegate decides what it does.
  override func select(_ indexPath: IndexPath) -> Selection {
    tableView.tapRow(at: indexPath)
    return .none
  }

  /// Runs the scan timer: every scan due in `seconds`, then one snapshot of the outcome.
  override func advance(by seconds: Double) {
    guard controller.wifiEnabled else { return }
    untilScan -= seconds
    guard untilScan <= 0 else { return }
    while untilScan <= 0 {
      controller.scan()
      untilScan += Self.scanInterval
    }
    updateUI()
  }

  // MARK: - UITableViewDelegate

  /// A tapped network is joined and shows as the current network, focused; like iOS
  /// Settings, no row stays selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard case .availableNetwork(let name) = dataSource?.itemIdentifier(for: indexPath) else {
      return
    }
    guard let network = controller.allNetworks.first(where: { $0.name == name }) else { return }
    controller.join(network)
    updateUI()
    focusedItem = dataSource?.indexPath(for: .currentNetwork(name))
  }
}
#endif
