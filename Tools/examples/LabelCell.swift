#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompat

/// The cell of one label that the sample's Grid (its `TextCell`), Section Headers/Footers
/// (`ListCell`) and Mountains Search (`LabelCell`) each declare, less the label's font,
/// constraints and separator: headless, the label is its text.
public final class LabelCell: UICollectionViewCell {
  /// The text the label shows.
  public var text: String?

  public override func prepareForReuse() {
    text = nil
  }
}
#endif
