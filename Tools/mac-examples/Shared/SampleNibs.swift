#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// The sample's item and supplementary-view nibs, described in code with the XIBs' content:
/// the sample registers each by `NSNib(nibNamed:bundle:)`, which finds these.
public enum SampleNibs {
  /// Defines every nib the windows register; defining again replaces them with the same.
  public static func define() {
    NSNib.define("TextItem") { TextItem.fromNib() }
    NSNib.define("ListItem") { ListItem.fromNib() }
    NSNib.define("TitleSupplementaryView") { TitleSupplementaryView.fromNib() }
    NSNib.define("BadgeSupplementaryView") { BadgeView.fromNib() }
    NSNib.define("WiFiNetworkItem") { WiFiNetworkItem.fromNib() }
    NSNib.define("InsertionSortItem") { InsertionSortItem.fromNib() }
  }
}
#endif
