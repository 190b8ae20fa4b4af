#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutGeometry

/// The horizontal direction in which content reads, which decides where "leading" is.
///
/// Mirrors UIKit's `UIUserInterfaceLayoutDirection`, with UIKit's raw values.
public enum UIUserInterfaceLayoutDirection: Int, Hashable, Sendable, CaseIterable {
  /// Leading is the left edge.
  case leftToRight = 0
  /// Leading is the right edge.
  case rightToLeft = 1

  init(_ direction: ReadingDirection) {
    switch direction {
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    }
  }

  var value: ReadingDirection {
    switch self {
    case .leftToRight: .leftToRight
    case .rightToLeft: .rightToLeft
    }
  }
}
#endif
