#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import SampleSupport

extension InsertionSortArray.SortNode {
  // Port: made from the node's hue, as the row is shared with the iOS port; the sample's
  // node keeps this colour.
  /// The node's hue at full saturation and brightness.
  public var color: NSColor {
    NSColor(hue: hue, saturation: 1.0, brightness: 1.0, alpha: 1.0)
  }
}
#endif
