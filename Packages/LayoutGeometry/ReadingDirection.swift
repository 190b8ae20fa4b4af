/// The horizontal direction in which content reads, which decides where "leading" is.
///
/// The counterpart of UIKit's `UIUserInterfaceLayoutDirection`.
public enum ReadingDirection: Hashable, Sendable, CaseIterable {
  /// Leading is the left edge (English, French…).
  case leftToRight
  /// Leading is the right edge (Arabic, Hebrew…).
  case rightToLeft
}
