#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout
import UIKitCompatViews

/// A cell holding the value a cell provider made it for: what a test of which item a data
/// source shows reads back.
final class ValueCell<Value>: UICollectionViewCell {
  var value: Value?

  convenience init(_ value: Value) {
    self.init(frame: .zero)
    self.value = value
  }
}
#endif
