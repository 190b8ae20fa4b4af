#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// An item showing a label and a link arrow over a separator, whose background follows the
/// selection: the sample's `ListItem`.
public final class ListItem: NSCollectionViewItem {
  /// The identifier the windows register the item under.
  public static let reuseIdentifier = NSUserInterfaceItemIdentifier("list-item-reuse-identifier")

  public override var highlightState: NSCollectionViewItem.HighlightState {
    didSet { updateSelectionHighlighting() }
  }

  public override var isSelected: Bool {
    didSet { updateSelectionHighlighting() }
  }

  private func updateSelectionHighlighting() {
    guard isViewLoaded else { return }
    let showAsHighlighted =
      highlightState == .forSelection || (isSelected && highlightState != .forDeselection)
      || highlightState == .asDropTarget
    textField?.textColor = showAsHighlighted ? .selectedControlTextColor : .labelColor
    view.layer?.backgroundColor = showAsHighlighted ? NSColor.selectedControlColor.cgColor : nil
  }

  /// What ListItem.xib holds: a layer-backed view with a label, an arrow and a separator.
  static func fromNib() -> ListItem {
    let item = ListItem()
    let view = NSView(frame: NSRect(x: 0, y: 0, width: 354, height: 20))
    view.wantsLayer = true
    let label = NSTextField(labelWithString: "")
    let arrow = NSImageView(frame: NSRect(x: 328, y: 2, width: 16, height: 16))
    arrow.image = NSImage(named: NSImage.followLinkFreestandingTemplateName)
    let separator = NSBox(frame: NSRect(x: 0, y: 19, width: 354, height: 1))
    separator.boxType = .separator
    separator.autoresizingMask = [.width]
    for subview in [label, arrow, separator] { view.addSubview(subview) }
    item.view = view
    item.textField = label
    item.imageView = arrow
    return item
  }
}
#endif
