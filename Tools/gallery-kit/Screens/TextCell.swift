#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's text cell: a label on a coloured, bordered box.
public final class TextCell: UICollectionViewCell {
  /// The label, centred.
  public var label = ""
  /// The box's 256-colour background.
  public var tone = Palette.cell

  public override func prepareForReuse() {
    super.prepareForReuse()
    label = ""
    tone = Palette.cell
  }
}
#endif
