#if !(canImport(UIKit) || canImport(AppKit) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
/// Where a boundary supplementary item sits around its section or layout.
///
/// Mirrors UIKit's `NSRectAlignment`, with UIKit's raw values. Leading and trailing follow
/// the reading direction.
public enum NSRectAlignment: Int, Hashable, Sendable, CaseIterable {
  /// No alignment.
  case none = 0
  /// Above the content, like a header.
  case top = 1
  /// Above the content, at its leading edge.
  case topLeading = 2
  /// Before the content on the leading side.
  case leading = 3
  /// Below the content, at its leading edge.
  case bottomLeading = 4
  /// Below the content, like a footer.
  case bottom = 5
  /// Below the content, at its trailing edge.
  case bottomTrailing = 6
  /// After the content on the trailing side.
  case trailing = 7
  /// Above the content, at its trailing edge.
  case topTrailing = 8
}
#endif
