#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation

/// The sample's `WiFiController`: the networks a Wi-Fi settings screen knows of, which of
/// them are in range, which one is joined, and scans that change what is in range, each
/// scan told to the update handler.
///
/// The sample's scans pick networks at random. Here a scan is either named
/// (``scan(losing:finding:)``: which networks go and which come) or deterministic
/// (``scan()``: scan `n` toggles two networks chosen from `n`), so a headless run shows the
/// same networks coming and going every time. While Wi-Fi or scanning is off a scan finds
/// nothing and changes nothing.
///
/// ```swift
/// let controller = WiFiController(networks: ["Attic", "Dock 7"]) { _ in }
/// controller.scan(losing: ["Attic"], finding: [])
/// controller.availableNetworks.map(\.name)  // ["Dock 7"]
/// ```
public final class WiFiController {
  /// A network, its identity its own.
  public struct Network: Hashable, Sendable {
    /// The network's name, as a row shows it.
    public let name: String
    /// What tells this network from another of the same name.
    public let identifier = UUID()

    /// Hashes the network's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether the two are the same network, not merely of one name.
    public static func == (lhs: Network, rhs: Network) -> Bool {
      lhs.identifier == rhs.identifier
    }
  }

  /// What the controller calls after each scan.
  public typealias UpdateHandler = (WiFiController) -> Void

  /// Whether scans look for networks.
  public var scanForNetworks = true
  /// Whether Wi-Fi is on.
  public var wifiEnabled = true
  /// Every network a scan may find, in the order given.
  public let allNetworks: [Network]
  /// The networks in range, the joined one among them.
  public private(set) var availableNetworks: Set<Network> = []
  /// The network joined, if any.
  public private(set) var currentNetwork: Network?
  /// How many scans ran.
  public private(set) var scans = 0
  private let updateHandler: UpdateHandler

  /// A controller knowing the networks named `names`, all in range but `outOfRange`, joined
  /// to `currentNetwork` if it names one of them; `updateHandler` hears of every scan.
  public init(
    networks names: [String], outOfRange: Set<String> = [], currentNetwork: String? = nil,
    updateHandler: @escaping UpdateHandler = { _ in }
  ) {
    self.updateHandler = updateHandler
    allNetworks = names.map { Network(name: $0) }
    availableNetworks = Set(allNetworks.filter { !outOfRange.contains($0.name) })
    self.currentNetwork = allNetworks.first { $0.name == currentNetwork }
  }

  /// The sample's timer-driven random update, with the networks that go and come named.
  ///
  /// - Complexity: O(n) for n networks.
  public func scan(losing lost: Set<String>, finding found: Set<String>) {
    guard wifiEnabled, scanForNetworks else { return }
    scans += 1
    availableNetworks = availableNetworks.filter { !lost.contains($0.name) }
      .union(allNetworks.filter { found.contains($0.name) })
    updateHandler(self)
  }

  /// Scans the air once: two networks (one when both picks are the same) come into range or
  /// go out of it; the joined network stays, as a connection keeps its network.
  public func scan() {
    guard wifiEnabled, scanForNetworks, !allNetworks.isEmpty else { return }
    scans += 1
    let count = allNetworks.count
    for index in Set([(scans * 5) % count, (scans * 3 + 1) % count])
    where allNetworks[index] != currentNetwork {
      let network = allNetworks[index]
      if availableNetworks.remove(network) == nil {
        availableNetworks.insert(network)
      }
    }
    updateHandler(self)
  }

  /// Joins `network`; one not in range changes nothing.
  public func join(_ network: Network) {
    guard availableNetworks.contains(network) else { return }
    currentNetwork = network
  }
}
#endif
