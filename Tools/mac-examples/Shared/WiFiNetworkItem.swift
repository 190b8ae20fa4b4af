#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A row of the Wi-Fi window: a checkmark image, a check box over it, and the network's
/// name: the sample's `WiFiNetworkItem`.
public final class WiFiNetworkItem: NSCollectionViewItem {
  /// The identifier the Wi-Fi Settings window registers the item's nib under.
  public static let reuseIdentifier = NSUserInterfaceItemIdentifier(
    "wifi-network-item-reuse-identifier")

  // Port: the XIB's outlet (an implicitly unwrapped optional in the sample) is made here.
  /// The Wi-Fi check box, shown on the Wi-Fi row alone.
  public var checkBox = NSButton(checkboxWithTitle: "", target: nil, action: nil)

  /// What WiFiNetworkItem.xib holds: a hidden 16 pt checkmark 10 pt from the leading edge, a
  /// hidden check box (on) centred on it, and the label 10 pt after the image.
  static func fromNib() -> WiFiNetworkItem {
    let item = WiFiNetworkItem()
    let view = NSView(frame: NSRect(x: 0, y: 0, width: 354, height: 18))
    let image = NSImageView(frame: NSRect(x: 10, y: 1, width: 16, height: 16))
    image.image = NSImage(named: NSImage.menuOnStateTemplateName)
    image.isHidden = true
    item.checkBox.frame = NSRect(x: 9, y: 0, width: 18, height: 18)
    item.checkBox.isHidden = true
    item.checkBox.state = .on
    let label = NSTextField(labelWithString: "Conference Wi-Fi")
    label.frame = NSRect(x: 36, y: 1, width: 308, height: 16)
    for subview in [image, item.checkBox, label] { view.addSubview(subview) }
    item.view = view
    item.imageView = image
    item.textField = label
    return item
  }
}
#endif
