#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// A coarse description of how much room an axis has.
///
/// Mirrors UIKit's `UIUserInterfaceSizeClass`, with UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable, CaseIterable {
  /// Not known.
  case unspecified = 0
  /// Constrained room, like an iPhone's width in portrait.
  case compact = 1
  /// Ample room, like an iPad's width.
  case regular = 2

  init(_ sizeClass: LayoutSizeClass) {
    switch sizeClass {
    case .unspecified: self = .unspecified
    case .compact: self = .compact
    case .regular: self = .regular
    }
  }

  var value: LayoutSizeClass {
    switch self {
    case .unspecified: .unspecified
    case .compact: .compact
    case .regular: .regular
    }
  }
}
#endif
