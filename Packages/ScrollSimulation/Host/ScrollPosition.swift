import LayoutGeometry

/// Where an item should end up when a driver scrolls to it: UIKit's
/// `UICollectionView.ScrollPosition`.
///
/// One vertical and one horizontal position may be combined. A position along the layout's
/// scroll axis moves the main scroll view; across it, it moves the item's orthogonal row
/// (and nothing for an item of an ordinary section). An empty set leaves both alone.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
  /// The raw bits of the set.
  public let rawValue: UInt8

  /// A position from its raw bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The item's top edge at the top of the visible area.
  public static let top = ScrollPosition(rawValue: 1 << 0)
  /// The item centred vertically.
  public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
  /// The item's bottom edge at the bottom of the visible area.
  public static let bottom = ScrollPosition(rawValue: 1 << 2)
  /// The item's left edge at the left of the visible area.
  public static let left = ScrollPosition(rawValue: 1 << 3)
  /// The item centred horizontally.
  public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
  /// The item's right edge at the right of the visible area.
  public static let right = ScrollPosition(rawValue: 1 << 5)

  /// Where along `axis` the item's start goes, as a fraction of the room left beside it
  /// (0 start, 0.5 centre, 1 end), or `nil` when the set names no position on that axis.
  func fraction(along axis: LayoutAxis) -> Double? {
    let (start, centre, end): (ScrollPosition, ScrollPosition, ScrollPosition) =
      axis == .vertical
      ? (.top, .centeredVertically, .bottom) : (.left, .centeredHorizontally, .right)
    if contains(start) { return 0 }
    if contains(centre) { return 0.5 }
    if contains(end) { return 1 }
    return nil
  }
}
