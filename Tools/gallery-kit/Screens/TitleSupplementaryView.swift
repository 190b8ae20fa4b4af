#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's title view: a header's or footer's text.
public final class TitleSupplementaryView: UICollectionReusableView {
  /// The text.
  public var label = ""

  public override func prepareForReuse() {
    super.prepareForReuse()
    label = ""
  }
}
#endif
