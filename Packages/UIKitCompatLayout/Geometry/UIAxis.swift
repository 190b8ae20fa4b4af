#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// A set of axes: horizontal, vertical, both or neither.
///
/// Mirrors UIKit's `UIAxis`, an option set with its raw values.
public struct UIAxis: OptionSet, Hashable, Sendable {
  /// The axes as bits: 1 horizontal, 2 vertical.
  public let rawValue: UInt

  /// The axes of the given bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 2)
  /// Both axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}
#endif
