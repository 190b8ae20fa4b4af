#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompatLayout

extension IndexPath {
  /// An index path for `row` in `section`: the indices `[section, row]`, as
  /// `IndexPath(item:section:)` makes them.
  ///
  /// Mirrors the initializer UIKit adds to Foundation's `IndexPath` for table views.
  ///
  /// ```swift
  /// IndexPath(row: 2, section: 1) == IndexPath(item: 2, section: 1)  // true
  /// ```
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row's index within its section: the second index, the same as `item`.
  ///
  /// Mirrors UIKit's `IndexPath.row`, and traps as UIKit does when the path does not hold
  /// exactly two indices.
  public var row: Int {
    get {
      precondition(count == 2, "A row index path holds exactly two indices: section, row")
      return self[1]
    }
    set {
      precondition(count == 2, "A row index path holds exactly two indices: section, row")
      self[1] = newValue
    }
  }
}
#endif
