#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompat

/// The Wi-Fi screen's diffable data source, subclassed as UIKit code does to give section
/// titles: "Networks" over the networks, and a footer under the switch while Wi-Fi is off
/// (no networks section then).
final class WiFiSettingsDataSource: UITableViewDiffableDataSource<
  WiFiSettingsScreen.Section, WiFiSettingsScreen.Item
>
{
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    sectionIdentifier(for: section) == .networks ? "Networks" : nil
  }

  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int)
    -> String?
  {
    guard sectionIdentifier(for: section) == .config, index(for: .networks) == nil else {
      return nil
    }
    return "Turn Wi-Fi on to see the networks in range."
  }
}
#endif
