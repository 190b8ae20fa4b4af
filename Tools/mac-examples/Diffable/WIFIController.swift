#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import SampleSupport

/// The Wi-Fi networks in range, which change with each scan; every scan is told to the
/// update handler: the sample's `WIFIController`, with our own networks.
///
/// The sample scans every two seconds and changes the networks at random. Here a scan runs
/// when ``tick()`` is called, and what it changes comes from ``churn``: by default the
/// sample's rule (a third of the time some networks go, a third of the time some come back)
/// drawn from a seeded generator, so every run sees the same networks come and go.
///
/// ```swift
/// let controller = WIFIController { controller in print(controller.availableNetworks.count) }
/// controller.churn = { available, _ in Array(available.dropFirst()) }
/// controller.tick()  // prints 15
/// ```
public final class WIFIController {

  /// A network, whose identity is its own: two of one name stay two networks.
  public struct Network: Hashable, Sendable {
    /// The network's name.
    public let name: String
    /// What tells this network from another of the same name.
    public let identifier = UUID()

    /// Hashes the network's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether the two are the same network, not merely of one name.
    public static func == (lhs: Network, rhs: Network) -> Bool {
      return lhs.identifier == rhs.identifier
    }
  }

  /// What the controller calls after each scan that looked for networks.
  public typealias UpdateHandler = (WIFIController) -> Void

  // Port: the random update is a function a test may replace; the sample draws inline.
  /// The networks in range after a scan, given those in range before it (in no particular
  /// order) and every network known.
  public typealias Churn = (_ available: [Network], _ allNetworks: [Network]) -> [Network]

  // Port: the first random update of the sample's `init` is left to the first tick(), so the
  // window opens with every network in range; the networks are ours.
  /// A controller with every network of ``allNetworks`` in range; `updateHandler` hears of
  /// each scan.
  public init(updateHandler: @escaping UpdateHandler) {
    self.updateHandler = updateHandler
    updateAvailableNetworks(allNetworks)
  }

  /// Whether scans look for networks.
  public var scanForNetworks = true
  /// Whether Wi-Fi is on; while it is off, scans find nothing and change nothing.
  public var wifiEnabled = true
  /// The networks in range.
  public var availableNetworks: Set<Network> {
    return _availableNetworks
  }
  /// What a scan changes: the sample's random rule, from a generator seeded with 23.
  public var churn: Churn = WIFIController.randomChurn(seed: 23)

  /// The network in range whose identifier is `identifier`, if any.
  public func network(for identifier: UUID) -> Network? {
    return _availableNetworksDict[identifier]
  }

  // MARK: Internal

  private let updateHandler: UpdateHandler
  private var _availableNetworks = Set<Network>()
  private var _availableNetworksDict = [UUID: Network]()

  // Port: the sample's timer-driven `_performRandomUpdate()`; a caller runs each scan, where
  // the sample's scan schedules the next one 2000 ms later.
  /// Scans once: while Wi-Fi and scanning are on, ``churn`` decides the networks in range
  /// (all of them come back when none was) and the update handler is told.
  public func tick() {
    if wifiEnabled && scanForNetworks {
      var updatedNetworks = Array(_availableNetworks)
      if updatedNetworks.isEmpty {
        _availableNetworks = Set<Network>(allNetworks)
      } else {
        updatedNetworks = churn(updatedNetworks, allNetworks)
        updateAvailableNetworks(updatedNetworks)
      }
      updateHandler(self)
    }
  }

  /// Makes `networks` the networks in range.
  public func updateAvailableNetworks(_ networks: [Network]) {
    _availableNetworks = Set<Network>(networks)
    _availableNetworksDict.removeAll()
    for network in _availableNetworks {
      _availableNetworksDict[network.identifier] = network
    }
  }

  // Port: our own network names, the iOS port's.
  /// Every network a scan may find.
  public let allNetworks = [
    "Attic", "Bakery Guest", "Cafe Corner", "Dock 7", "Elm Street", "Fern Office",
    "Garden Shed", "Harbor Lights", "Iris Lab", "Juniper", "Kiln Studio", "Library Public",
    "Maple House", "North Wing", "Orchard", "Pier 39",
  ].map { Network(name: $0) }
}

extension WIFIController {
  /// The sample's random update, drawn from a generator seeded with `seed`: one time in
  /// three some of the networks in range go, and one time in three some of those out of range
  /// come back.
  public static func randomChurn(seed: UInt64) -> Churn {
    var generator = SeededRandomNumberGenerator(seed: seed)
    return { available, allNetworks in
      // Port: the networks in range in the known order, so a seed always picks the same ones
      // (a set's order changes from run to run).
      let inRange = Set(available)
      var updatedNetworks = allNetworks.filter { inRange.contains($0) }
      let shouldRemove = Int.random(in: 0..<3, using: &generator) == 0
      if shouldRemove {
        let removeCount = Int.random(in: 0..<updatedNetworks.count, using: &generator)
        for _ in 0..<removeCount {
          let removeIndex = Int.random(in: 0..<updatedNetworks.count, using: &generator)
          updatedNetworks.remove(at: removeIndex)
        }
      }

      let shouldAdd = Int.random(in: 0..<3, using: &generator) == 0
      if shouldAdd {
        var updatedNetworksSet = Set<Network>(updatedNetworks)
        // Port: the networks out of range in the known order, as above.
        var notPresentNetworks = allNetworks.filter { !updatedNetworksSet.contains($0) }
        if !notPresentNetworks.isEmpty {
          let addCount = Int.random(in: 0..<notPresentNetworks.count, using: &generator)
          for _ in 0..<addCount {
            let removeIndex = Int.random(in: 0..<notPresentNetworks.count, using: &generator)
            let networkToAdd = notPresentNetworks[removeIndex]
            notPresentNetworks.remove(at: removeIndex)
            updatedNetworksSet.insert(networkToAdd)
          }
        }
        updatedNetworks = [Network](updatedNetworksSet)
      }
      return updatedNetworks
    }
  }
}
#endif
