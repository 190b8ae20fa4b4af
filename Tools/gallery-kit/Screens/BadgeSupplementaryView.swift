#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's badge: a count in a red circle, hidden at 0.
public final class BadgeSupplementaryView: UICollectionReusableView {
  /// The count shown; the sample hides a badge of 0.
  public var count = 0 {
    didSet { isHidden = count == 0 }
  }

  public override func prepareForReuse() {
    super.prepareForReuse()
    count = 0
  }
}
#endif
