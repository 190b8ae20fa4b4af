#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// The networks the Wi-Fi settings screen knows of, as the sample's `WiFiController`: which
/// are in range, which one is joined, and scans that change what is in range.
///
/// The sample's scans pick networks at random; here scan `n` toggles two networks chosen
/// from `n`, so a headless run shows the same networks coming and going every time.
final class WiFiController {
  /// Every network a scan may find; the names are made up.
  static let names = [
    "Home Network", "Bike Repair", "Bookbinders", "Ferry Dock", "Greenhouse", "Lighthouse",
    "Night Train", "Old Mill", "Quiet Room", "Rooftop", "Studio B", "Tea Shop",
  ]

  /// Whether Wi-Fi is on; off, scans find nothing and change nothing.
  var wifiEnabled = true
  /// The network joined, shown with a checkmark above the others.
  private(set) var currentNetwork = "Home Network"
  /// How many scans ran.
  private(set) var scans = 0
  /// Whether each network of ``names`` is in range.
  private var inRange = names.map { $0 != "Lighthouse" && $0 != "Rooftop" }

  /// The networks in range but the joined one, by name.
  ///
  /// - Complexity: O(n log n) for n networks.
  var availableNetworks: [String] {
    zip(Self.names, inRange).filter { $0.1 && $0.0 != currentNetwork }.map(\.0).sorted()
  }

  /// Scans the air once: two networks (one when both picks are the same) come into range or
  /// go out of it; the joined network stays, as a connection keeps its network.
  func scan() {
    guard wifiEnabled else { return }
    scans += 1
    let count = Self.names.count
    for index in Set([(scans * 5) % count, (scans * 3 + 1) % count])
    where Self.names[index] != currentNetwork {
      inRange[index].toggle()
    }
  }

  /// Joins the network named `name`; a name not in range changes nothing.
  func join(_ name: String) {
    guard availableNetworks.contains(name) else { return }
    currentNetwork = name
  }
}
#endif
