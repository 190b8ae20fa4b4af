/// A set of rectangle edges named by reading direction, used by anchors.
///
/// The counterpart of `NSDirectionalRectEdge`.
public struct LayoutEdges: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// A set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = LayoutEdges(rawValue: 1 << 0)
  /// The leading edge (left in left-to-right layouts).
  public static let leading = LayoutEdges(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = LayoutEdges(rawValue: 1 << 2)
  /// The trailing edge (right in left-to-right layouts).
  public static let trailing = LayoutEdges(rawValue: 1 << 3)
  /// All four edges.
  public static let all: LayoutEdges = [.top, .leading, .bottom, .trailing]
}
