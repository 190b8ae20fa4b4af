#if !(canImport(UIKit) || canImport(AppKit) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation

extension IndexPath {
  /// An index path for `item` in `section`: the indices `[section, item]`.
  ///
  /// Mirrors the initializer UIKit adds to Foundation's `IndexPath`; Foundation on Linux
  /// lacks it.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The item's index within its section: the second index.
  ///
  /// Mirrors UIKit's `IndexPath.item`, and traps as UIKit does when the path does not
  /// hold exactly two indices.
  public var item: Int {
    get {
      precondition(count == 2, "An item index path holds exactly two indices: section, item")
      return self[1]
    }
    set {
      precondition(count == 2, "An item index path holds exactly two indices: section, item")
      self[1] = newValue
    }
  }

  /// The section's index: the first index.
  ///
  /// Mirrors UIKit's `IndexPath.section`, and traps as UIKit does when the path does not
  /// hold exactly two indices.
  public var section: Int {
    get {
      precondition(count == 2, "An item index path holds exactly two indices: section, item")
      return self[0]
    }
    set {
      precondition(count == 2, "An item index path holds exactly two indices: section, item")
      self[0] = newValue
    }
  }
}
#endif
