#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import UIKitCompatLayout
import UIKitCompatViews

extension UICollectionViewCell {
  /// The cell's content configuration when it is a list one: what a test reads of a row,
  /// where UIKit code would cast.
  public var listContent: UIListContentConfiguration? {
    contentConfiguration as? UIListContentConfiguration
  }
}
#endif
