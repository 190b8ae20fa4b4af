/// Which corners of a row are rounded (by ``ListMetrics/cornerRadius``).
///
/// The counterpart of the corner mask UIKit gives the background of an inset-grouped cell.
/// Corners are named by reading direction.
public struct ListCornerMask: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// A set from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The top corner on the leading side.
  public static let topLeading = ListCornerMask(rawValue: 1 << 0)
  /// The top corner on the trailing side.
  public static let topTrailing = ListCornerMask(rawValue: 1 << 1)
  /// The bottom corner on the leading side.
  public static let bottomLeading = ListCornerMask(rawValue: 1 << 2)
  /// The bottom corner on the trailing side.
  public static let bottomTrailing = ListCornerMask(rawValue: 1 << 3)
  /// Both top corners.
  public static let top: ListCornerMask = [.topLeading, .topTrailing]
  /// Both bottom corners.
  public static let bottom: ListCornerMask = [.bottomLeading, .bottomTrailing]
  /// All four corners.
  public static let all: ListCornerMask = [.top, .bottom]
}
