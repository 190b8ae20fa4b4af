#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A Wi-Fi check box and the joined network, then the networks in range by name, which
/// change as the ``WIFIController`` scans: the sample's Wi-Fi Settings window.
public final class WiFiSettingsWindowController: NSWindowController {

  // Port: the identifiers are `Sendable`, as diffable identifiers must be here.
  /// The configuration rows, then the networks in range.
  public enum Section: CaseIterable, Sendable {
    case config, networks
  }

  /// What a row shows.
  public enum ItemType: Sendable {
    case wifiEnabled, currentNetwork, availableNetwork
  }

  /// A row: a configuration row with an identity of its own, or a network by the network's.
  public struct Item: Hashable, Sendable {
    /// The row's text.
    public let title: String
    /// What the row shows.
    public let type: ItemType
    /// The network the row shows, if it shows one.
    public let network: WIFIController.Network?

    init(title: String, type: ItemType) {
      self.title = title
      self.type = type
      self.network = nil
      self.identifier = UUID()
    }

    init(network: WIFIController.Network) {
      self.title = network.name
      self.type = .availableNetwork
      self.network = network
      self.identifier = network.identifier
    }

    /// Whether the row is a configuration row.
    public var isConfig: Bool {
      let configItems: [ItemType] = [.currentNetwork, .wifiEnabled]
      return configItems.contains(type)
    }

    /// Whether the row shows a network in range.
    public var isNetwork: Bool {
      return type == .availableNetwork
    }

    private let identifier: UUID

    /// Hashes the row's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(self.identifier)
    }
  }

  // Port: the XIB's outlet is made here and placed by `loadWindow()`.
  /// The collection view the window shows.
  public let collectionView = NSCollectionView(frame: .zero)
  // Port: optionals rather than implicitly unwrapped (house lint); the snapshot starts empty;
  // the controller is readable, for a test to scan.
  private var dataSource: NSCollectionViewDiffableDataSource<Section, Item>? = nil
  private var currentSnapshot = NSDiffableDataSourceSnapshot<Section, Item>()
  /// What finds the networks, once the window is loaded.
  public private(set) var wifiController: WIFIController? = nil
  private lazy var configurationItems: [Item] = {
    // Port: our own name for the joined network.
    return [
      Item(title: "Wi-Fi", type: .wifiEnabled),
      Item(title: "Home Network", type: .currentNetwork),
    ]
  }()

  /// An identifier the window keeps and does not use, as the sample's does.
  public static let reuseIdentifier = NSUserInterfaceItemIdentifier("reuse-identifier")

  // Port: the window the XIB describes, built in code, with the XIB's collection view flags
  // (not selectable).
  public override func loadWindow() {
    window = SampleWindow.make(size: NSSize(width: 400, height: 600), showing: collectionView)
    collectionView.isSelectable = false
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureCollectionView()
    configureDataSource()
    updateUI(animated: false)
  }

  func configureCollectionView() {
    // Port: a missing nib registers nothing, where the sample's force unwrap traps.
    guard let itemNib = NSNib(nibNamed: "WiFiNetworkItem", bundle: nil) else { return }
    collectionView.register(itemNib, forItemWithIdentifier: WiFiNetworkItem.reuseIdentifier)
    collectionView.collectionViewLayout = createLayout()
  }
}

extension WiFiSettingsWindowController {

  private func configureDataSource() {

    wifiController = WIFIController { [weak self] (controller: WIFIController) in
      guard let self = self else { return }
      self.updateUI()
    }

    dataSource = NSCollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView,
      // Port: `[weak self]`; the sample's provider holds the controller, which holds the data
      // source, which holds the provider: a cycle that outlives the window.
      itemProvider: {
        [weak self] (collectionView: NSCollectionView, indexPath: IndexPath, item: Item)
          -> NSCollectionViewItem? in
        guard
          let collectionViewItem = collectionView.makeItem(
            withIdentifier: WiFiNetworkItem.reuseIdentifier,
            for: indexPath) as? WiFiNetworkItem
        else { fatalError() }

        collectionViewItem.textField?.stringValue = item.title

        // A network's row.
        if item.isNetwork {
          collectionViewItem.imageView?.isHidden = true
          collectionViewItem.textField?.isHidden = false
          collectionViewItem.checkBox.isHidden = true
          // The configuration rows.
        } else if item.isConfig {
          if item.type == .wifiEnabled {
            collectionViewItem.textField?.stringValue = "Wi-Fi Enabled"
            // Port: `checkBox.target = self` and `checkBox.action = #selector(toggleWifi(_:))`
            // become the button's action handler.
            collectionViewItem.checkBox.actionHandler = { [weak self] control in
              guard let checkBox = control as? NSButton else { return }
              self?.toggleWifi(checkBox)
            }
            // Port: the controller is optional; it is there before any item is made.
            collectionViewItem.checkBox.state =
              self?.wifiController?.wifiEnabled == true ? .on : .off
            collectionViewItem.checkBox.isHidden = false
            collectionViewItem.imageView?.isHidden = true
            collectionViewItem.textField?.isHidden = false
          } else {
            collectionViewItem.imageView?.isHidden = false
            collectionViewItem.checkBox.isHidden = true
            collectionViewItem.textField?.isHidden = false
          }
        } else {
          fatalError("A row that is neither a network nor a configuration row")
        }

        return collectionViewItem
      })
  }

  private func updateUI(animated: Bool = true) {
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

    // Port: the data source is optional; it is there after configureDataSource().
    self.dataSource?.apply(currentSnapshot, animatingDifferences: animated)
  }

  private func createLayout() -> NSCollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(19))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 10)

    let layout = NSCollectionViewCompositionalLayout(section: section)
    return layout
  }

  // Port: no `@IBAction`; the check box's action handler calls it.
  func toggleWifi(_ wifiEnabledCheckBox: NSButton) {
    wifiController?.wifiEnabled = wifiEnabledCheckBox.state == .on
    updateUI()
  }
}
#endif
