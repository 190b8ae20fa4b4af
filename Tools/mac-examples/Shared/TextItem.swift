#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// An item showing a centred label in a rounded, filled box, whose fill and text follow the
/// selection: the sample's `TextItem`.
public final class TextItem: NSCollectionViewItem {
  /// The identifier the windows register the item under.
  public static let reuseIdentifier = NSUserInterfaceItemIdentifier("text-item-reuse-identifier")

  public override var highlightState: NSCollectionViewItem.HighlightState {
    didSet { updateSelectionHighlighting() }
  }

  public override var isSelected: Bool {
    didSet { updateSelectionHighlighting() }
  }

  /// Whether the item shows as selected: highlighted for selection, selected and not about to
  /// be deselected, or a drop target.
  public var showsAsHighlighted: Bool {
    highlightState == .forSelection || (isSelected && highlightState != .forDeselection)
      || highlightState == .asDropTarget
  }

  private func updateSelectionHighlighting() {
    guard isViewLoaded else { return }
    textField?.textColor = showsAsHighlighted ? .selectedControlTextColor : .labelColor
    if let box = view as? NSBox {
      box.fillColor = showsAsHighlighted ? .selectedControlColor : .cornflowerBlue
    }
  }

  /// What TextItem.xib holds: a custom box filled cornflower blue with a 24 pt centred label.
  static func fromNib() -> TextItem {
    let item = TextItem()
    let box = NSBox(frame: NSRect(x: 0, y: 0, width: 61, height: 37))
    box.boxType = .custom
    box.fillColor = .cornflowerBlue
    box.borderColor = .labelColor
    let label = NSTextField(labelWithString: "")
    box.contentView?.addSubview(label)
    item.view = box
    item.textField = label
    return item
  }
}

extension NSColor {
  /// The sample's item colour.
  public static var cornflowerBlue: NSColor {
    NSColor(displayP3Red: 85.0 / 255.0, green: 151.0 / 255.0, blue: 244.0 / 255.0, alpha: 1.0)
  }
}
#endif
