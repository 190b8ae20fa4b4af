#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import SampleSupport
import UIKitCompat

extension InsertionSortArray.SortNode {
  // Port: made from the node's hue, as the row is shared with the Mac port; the sample's
  // node keeps this colour.
  /// The node's hue at full saturation and brightness.
  public var color: UIColor {
    UIColor(hue: hue, saturation: 1.0, brightness: 1.0, alpha: 1.0)
  }
}
#endif
