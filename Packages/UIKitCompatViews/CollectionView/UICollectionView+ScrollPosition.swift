#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import ScrollSimulation
import UIKitCompatLayout

extension UICollectionView {
  /// Where an item should end up when the view scrolls to it: UIKit's
  /// `UICollectionView.ScrollPosition` (`.top`, `.centeredVertically`, `.bottom`, `.left`,
  /// `.centeredHorizontally`, `.right`; `[]` leaves the item where it is). One vertical and
  /// one horizontal position may be combined.
  public typealias ScrollPosition = ScrollSimulation.ScrollPosition
}
#endif
