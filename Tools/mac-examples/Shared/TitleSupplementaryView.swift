#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A header or footer showing one 18 pt title: the sample's `TitleSupplementaryView`.
public final class TitleSupplementaryView: NSView, NSCollectionViewElement {
  // Port: the XIB's outlet (an implicitly unwrapped optional in the sample) is made here.
  /// The title.
  public var label = NSTextField(labelWithString: "")
  /// The identifier the windows register the view under.
  public static let reuseIdentifier = NSUserInterfaceItemIdentifier(
    "title-supplementary-reuse-identifier")

  /// What TitleSupplementaryView.xib holds: the label 10 pt from the top and bottom and 12 pt
  /// from the sides.
  static func fromNib() -> TitleSupplementaryView {
    let view = TitleSupplementaryView(frame: NSRect(x: 0, y: 0, width: 76, height: 41))
    view.label.frame = NSRect(x: 12, y: 10, width: 52, height: 21)
    view.label.autoresizingMask = [.width, .height]
    view.label.textColor = .headerTextColor
    view.addSubview(view.label)
    return view
  }
}
#endif
