#if !(canImport(UIKit) || canImport(AppKit) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
/// A set of rectangle edges named by reading direction.
///
/// Mirrors UIKit's `NSDirectionalRectEdge`, used by `NSCollectionLayoutAnchor`; the raw
/// values are UIKit's.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt

  /// A set from its raw bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge (left in left-to-right layouts).
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge (right in left-to-right layouts).
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
#endif
