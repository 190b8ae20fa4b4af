#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import MacExamples
import Testing

/// The Mac sample's Wi-Fi Settings window as `MacExamples` ports it: the Wi-Fi check box and
/// the joined network, then our 16 networks by name, in a 400 × 600 window; the check box
/// clicked off and on, and the networks churned by scans a test runs.
@Suite struct WiFiSettingsWindowPortTests {
  static let networkNames = [
    "Attic", "Bakery Guest", "Cafe Corner", "Dock 7", "Elm Street", "Fern Office",
    "Garden Shed", "Harbor Lights", "Iris Lab", "Juniper", "Kiln Studio", "Library Public",
    "Maple House", "North Wing", "Orchard", "Pier 39",
  ]

  static func section() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(19)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 10, bottom: 2, trailing: 10)
    return section
  }

  /// The row at `item` of `section`, as a Wi-Fi row.
  static func row(_ collectionView: NSCollectionView, _ section: Int, _ item: Int)
    -> WiFiNetworkItem?
  {
    collectionView.item(at: IndexPath(item: item, section: section)) as? WiFiNetworkItem
  }

  /// The names the networks section shows, in order.
  static func networkRows(_ collectionView: NSCollectionView) -> [String?] {
    (0..<collectionView.numberOfItems(inSection: 1)).map {
      row(collectionView, 1, $0)?.textField?.stringValue
    }
  }

  /// A network row's frame: the section starts at 47 (2 + 19 + 5 + 19 + 2), then 2 of inset,
  /// then a 19 pt row every 24.
  static func networkFrame(_ index: Int) -> NSRect {
    NSRect(x: 10, y: 49 + 24 * CGFloat(index), width: 380, height: 19)
  }

  @Test func theWindowShowsTheWiFiCheckBoxTheJoinedNetworkAndTheNetworksByName() throws {
    let controller = WiFiSettingsWindowController(windowNibName: "WiFiSettingsWindow")
    let window = try #require(controller.shown())
    #expect(window.isVisible)
    let collectionView = controller.collectionView
    #expect(collectionView.frame == NSRect(x: 0, y: 0, width: 400, height: 600))
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(collectionView.numberOfItems(inSection: 1) == 16)
    // Everything fits: 47 + 2 + 16 × 19 + 15 × 5 + 2 = 430 < 600.
    #expect(
      collectionView.shownIndexPaths == indexPaths(0..<2, section: 0)
        + indexPaths(0..<16, section: 1))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 430))

    let wifi = try #require(Self.row(collectionView, 0, 0))
    #expect(wifi.textField?.stringValue == "Wi-Fi Enabled")
    #expect(!wifi.checkBox.isHidden)
    #expect(wifi.checkBox.state == .on)
    #expect(wifi.imageView?.isHidden == true)
    // 400 less 10 + 10 of insets; 2 from the top.
    #expect(wifi.view.frame == NSRect(x: 10, y: 2, width: 380, height: 19))

    let joined = try #require(Self.row(collectionView, 0, 1))
    #expect(joined.textField?.stringValue == "Home Network")
    #expect(joined.checkBox.isHidden)
    #expect(joined.imageView?.isHidden == false)
    #expect(joined.imageView?.image?.name == NSImage.menuOnStateTemplateName)
    #expect(joined.view.frame == NSRect(x: 10, y: 26, width: 380, height: 19))

    #expect(Self.networkRows(collectionView) == Self.networkNames)
    let attic = try #require(Self.row(collectionView, 1, 0))
    #expect(attic.checkBox.isHidden)
    #expect(attic.imageView?.isHidden == true)
    #expect(attic.textField?.isHidden == false)
    #expect(attic.view.frame == Self.networkFrame(0))
    #expect(Self.row(collectionView, 1, 15)?.view.frame == Self.networkFrame(15))
    #expect(collectionView.lastError == nil)
  }

  @Test func everyFrameIsTheFrameUIKitGivesTheSameLayout() throws {
    let controller = WiFiSettingsWindowController(windowNibName: "WiFiSettingsWindow")
    _ = controller.shown()
    let expected = UIKitFrames.itemFrames(
      size: CGSize(width: 400, height: 600), counts: [2, 16]
    ) { _, _ in Self.section() }
    #expect(controller.collectionView.allItemFrames == expected)
    #expect(expected.count == 18)
  }

  @Test func clickingTheCheckBoxOffAndOnHidesAndShowsTheNetworks() throws {
    let controller = WiFiSettingsWindowController(windowNibName: "WiFiSettingsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let wifi = try #require(Self.row(collectionView, 0, 0))

    wifi.checkBox.performClick(nil)
    #expect(wifi.checkBox.state == .off)
    #expect(controller.wifiController?.wifiEnabled == false)
    // Only the Wi-Fi row is left: 2 + 19 + 2 = 23 tall.
    #expect(collectionView.numberOfSections == 1)
    #expect(collectionView.shownIndexPaths == indexPaths(0..<1))
    #expect(Self.row(collectionView, 0, 0) === wifi)
    #expect(wifi.view.frame == NSRect(x: 10, y: 2, width: 380, height: 19))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 23))

    // A scan while Wi-Fi is off finds nothing and changes nothing.
    controller.wifiController?.tick()
    #expect(collectionView.numberOfSections == 1)

    wifi.checkBox.performClick(nil)
    #expect(wifi.checkBox.state == .on)
    #expect(controller.wifiController?.wifiEnabled == true)
    #expect(collectionView.numberOfSections == 2)
    #expect(collectionView.numberOfItems(inSection: 0) == 2)
    #expect(Self.row(collectionView, 0, 1)?.textField?.stringValue == "Home Network")
    #expect(
      Self.row(collectionView, 0, 1)?.view.frame == NSRect(x: 10, y: 26, width: 380, height: 19))
    #expect(Self.networkRows(collectionView) == Self.networkNames)
    #expect(Self.row(collectionView, 1, 15)?.view.frame == Self.networkFrame(15))
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 430))
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aScanShowsTheNetworksThatCameAndWent() throws {
    let controller = WiFiSettingsWindowController(windowNibName: "WiFiSettingsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let wifiController = try #require(controller.wifiController)
    let bakery = try #require(Self.row(collectionView, 1, 1))

    let gone: Set = ["Attic", "Dock 7", "Orchard"]
    wifiController.churn = { available, _ in available.filter { !gone.contains($0.name) } }
    wifiController.tick()
    let left = Self.networkNames.filter { !gone.contains($0) }
    #expect(Self.networkRows(collectionView) == left)
    #expect(Self.row(collectionView, 1, 0)?.view.frame == Self.networkFrame(0))
    // In AppKit an item follows its identifier through an apply: Bakery Guest's moves up.
    #expect(Self.row(collectionView, 1, 0) === bakery)
    #expect(bakery.textField?.stringValue == "Bakery Guest")
    #expect(Self.row(collectionView, 1, 12)?.textField?.stringValue == "Pier 39")
    #expect(Self.row(collectionView, 1, 12)?.view.frame == Self.networkFrame(12))
    // 47 + 2 + 13 × 19 + 12 × 5 + 2.
    #expect(
      collectionView.collectionViewLayout?.collectionViewContentSize
        == NSSize(width: 400, height: 358))

    wifiController.churn = { available, all in available + all.filter { $0.name == "Attic" } }
    wifiController.tick()
    #expect(Self.networkRows(collectionView) == ["Attic"] + left)
    #expect(Self.row(collectionView, 1, 0)?.view.frame == Self.networkFrame(0))
    #expect(Self.row(collectionView, 1, 1)?.view.frame == Self.networkFrame(1))
    #expect(Self.row(collectionView, 0, 0)?.textField?.stringValue == "Wi-Fi Enabled")
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func theSeededRandomScansShowWhatTheControllerFinds() throws {
    let controller = WiFiSettingsWindowController(windowNibName: "WiFiSettingsWindow")
    let window = try #require(controller.shown())
    let collectionView = controller.collectionView
    let wifiController = try #require(controller.wifiController)
    var seen: Set<[String?]> = []
    for _ in 0..<12 {
      wifiController.tick()
      let shown = wifiController.availableNetworks.map(\.name).sorted()
      #expect(Self.networkRows(collectionView) == shown)
      #expect(shown.allSatisfy { Self.networkNames.contains($0) })
      let last = shown.count - 1
      if last >= 0 {
        #expect(Self.row(collectionView, 1, last)?.view.frame == Self.networkFrame(last))
      }
      seen.insert(Self.networkRows(collectionView))
    }
    // The networks did come and go.
    #expect(seen.count > 1)
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(window) {}
  }

  @Test func aSeedGivesTheSameChurnEveryTime() {
    let controller = WIFIController { _ in }
    let networks = controller.allNetworks
    let first = WIFIController.randomChurn(seed: 5)
    let second = WIFIController.randomChurn(seed: 5)
    let other = WIFIController.randomChurn(seed: 6)
    var sameSeed: [[String]] = []
    var again: [[String]] = []
    var otherSeed: [[String]] = []
    for _ in 0..<8 {
      sameSeed.append(first(networks, networks).map(\.name).sorted())
      again.append(second(networks, networks).map(\.name).sorted())
      otherSeed.append(other(networks, networks).map(\.name).sorted())
    }
    #expect(sameSeed == again)
    #expect(sameSeed != otherSeed)
  }
}
#endif
