#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// Where lines of text sit across their box: UIKit's `NSTextAlignment`, with iOS's raw
/// values. Kept; headless text is measured, not drawn.
public enum NSTextAlignment: Int, Hashable, Sendable, CaseIterable {
  /// Against the left edge.
  case left = 0
  /// In the middle.
  case center = 1
  /// Against the right edge.
  case right = 2
  /// Stretched to both edges, the last line natural.
  case justified = 3
  /// Against the leading edge of the text's script.
  case natural = 4
}
#endif
