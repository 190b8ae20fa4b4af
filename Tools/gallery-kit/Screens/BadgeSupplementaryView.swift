#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's badge: a count in a red circle, hidden at 0.
public final class BadgeSupplementaryView: UICollectionReusableView {
  /// The count shown.
  public var count = 0

  /// Whether the badge shows: the sample hides a badge of 0.
  public var isHidden: Bool { count == 0 }

  public override func prepareForReuse() {
    super.prepareForReuse()
    count = 0
  }
}
#endif
