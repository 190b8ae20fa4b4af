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

  /// The narrowest width iOS calls regular at a regular height: the 12.9-inch iPad Pro's
  /// half of a landscape Split View, 678 pt (Apple's multitasking guide gives it a regular
  /// width; the widest compact iPad window, its narrow portrait split, is 639 pt, and every
  /// iPhone in portrait is at most 440 pt wide).
  static let regularWidthMinimum = 678.0

  /// The narrowest width iOS calls regular at a compact height, that is on an iPhone in
  /// landscape: 896 pt, the iPhone XR, 11 and Max phones (Apple's Human Interface
  /// Guidelines list them, and the Plus and Pro Max phones up to 956 pt, as regular width in
  /// landscape; the other phones, up to the iPhone 16 Pro's 874 pt, as compact).
  static let regularWidthMinimumAtCompactHeight = 896.0

  /// The lowest height iOS calls regular: 500 pt, a round number between the tallest
  /// iPhone in landscape (440 pt, compact height in Apple's table) and the shortest window
  /// iOS calls regular (568 pt, the first iPhone SE in portrait).
  static let regularHeightMinimum = 500.0

  /// The horizontal size class iOS assigns a window `width` × `height` points (rule 32):
  /// regular from ``regularWidthMinimum`` at a regular height, and from
  /// ``regularWidthMinimumAtCompactHeight`` at a compact one; compact below. A width or
  /// height that is negative or not finite has no class (`unspecified`).
  ///
  /// Departure: iOS decides by device, not by width, and one device disagrees with any
  /// threshold: the iPhone 6 to 8 Plus, regular at 736 pt in landscape, is compact here.
  ///
  /// - Complexity: O(1).
  static func horizontal(width: Double, height: Double) -> UIUserInterfaceSizeClass {
    guard width.isFinite, width >= 0, height.isFinite, height >= 0 else { return .unspecified }
    let minimum =
      vertical(height: height) == .compact
      ? regularWidthMinimumAtCompactHeight : regularWidthMinimum
    return width >= minimum ? .regular : .compact
  }

  /// The vertical size class iOS assigns a window `height` points tall (rule 32): regular
  /// from ``regularHeightMinimum``, compact below; `unspecified` for a height that is
  /// negative or not finite.
  ///
  /// - Complexity: O(1).
  static func vertical(height: Double) -> UIUserInterfaceSizeClass {
    guard height.isFinite, height >= 0 else { return .unspecified }
    return height >= regularHeightMinimum ? .regular : .compact
  }

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
