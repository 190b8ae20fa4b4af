#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import GalleryKit
import Testing

/// Settings: Wi-Fi, headless, as a person reads it: the switch, the current network, the
/// networks in range.
@Suite struct WiFiSettingsScreenTests {
  /// The rows shown, trimmed, without the blank lines and separators between them.
  static func rows(keys: String = "") -> [String] {
    let screen = HeadlessScreens.screen("settings-wifi", height: 30, keys: keys)
    return HeadlessScreens.content(screen).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty && !$0.hasPrefix("─") }
  }

  /// A network row: its name, then the detail button and chevron at the trailing edge.
  static func network(_ name: String) -> String {
    name + String(repeating: " ", count: 51 - name.count) + "ⓘ ›"
  }

  static let switchOn = "Wi-Fi                                            [on ]"
  static let switchOff = "Wi-Fi                                            [off]"

  /// The first screen: Lighthouse and Rooftop are out of range.
  static let first =
    [switchOn, "Home Network                                         ✓", "Networks"]
    + [
      "Bike Repair", "Bookbinders", "Ferry Dock", "Greenhouse", "Night Train", "Old Mill",
      "Quiet Room", "Studio B", "Tea Shop",
    ].map(network)

  @Test func theFirstScreenListsTheSwitchTheCurrentNetworkAndTheNetworksInRange() {
    #expect(Self.rows() == Self.first)
  }

  @Test func spaceTurnsWiFiOffHidingTheNetworksAndOnAgainBringingThemBack() {
    #expect(
      Self.rows(keys: "space") == [Self.switchOff, "Turn Wi-Fi on to see the networks in range."])
    #expect(Self.rows(keys: "space space") == Self.first)
  }

  @Test func aRescanChangesTheNetworksInRange() {
    // The first scan brings Lighthouse into range and loses Greenhouse.
    var scanned = Self.first
    scanned.removeAll { $0.hasPrefix("Greenhouse") }
    scanned.insert(Self.network("Lighthouse"), at: 6)
    #expect(Self.rows(keys: "r") == scanned)
    // The second loses Old Mill and Studio B.
    let twice = scanned.filter { !$0.hasPrefix("Old Mill") && !$0.hasPrefix("Studio B") }
    #expect(Self.rows(keys: "r r") == twice)
  }

  @Test func theNetworksComeAndGoOnTheSessionsClockWhileWiFiIsOn() {
    #expect(Self.rows(keys: "<wait 1900>") == Self.first)
    #expect(Self.rows(keys: "<wait 2000>") == Self.rows(keys: "r"))
    #expect(Self.rows(keys: "<wait 4000>") == Self.rows(keys: "r r"))
    // Off, nothing is scanned: on again after ten seconds, the same networks show.
    #expect(Self.rows(keys: "space <wait 10000> space") == Self.first)
  }

  @Test func enterOnANetworkJoinsItAndMovesTheCheckmark() {
    // ↓ focuses the switch, the current network, then the first network.
    let joined = Self.rows(keys: "down down down enter")
    #expect(
      joined.prefix(3) == [
        Self.switchOn, "Bike Repair                                          ✓", "Networks",
      ])
    #expect(joined.contains(Self.network("Home Network")))
    #expect(!joined.contains(Self.network("Bike Repair")))
    // The focus went along to the current network: ↓ and Enter join the next one.
    let again = Self.rows(keys: "down down down enter down enter")
    #expect(again[1] == "Bookbinders                                          ✓")
    #expect(again.contains(Self.network("Bike Repair")))
  }

  @Test func theHelpOverlayNamesTheExamplesKeys() {
    let screen = HeadlessScreens.screen("settings-wifi", height: 30, keys: "?")
    #expect(screen.contains("here:      space Wi-Fi  r rescan  enter join"))
  }
}
#endif
