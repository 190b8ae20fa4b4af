import ScrollSimulation

extension UICollectionView {
  /// Where an item should end up when the host scrolls to it: UIKit's
  /// `UICollectionView.ScrollPosition`. One vertical and one horizontal position may be
  /// combined.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The raw bits of the set.
    public let rawValue: UInt

    /// A position from its raw bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Leaves the item where it is.
    public static let none: ScrollPosition = []
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    /// The simulation's position with the same bits.
    var value: ScrollSimulation.ScrollPosition {
      ScrollSimulation.ScrollPosition(rawValue: UInt8(truncatingIfNeeded: rawValue))
    }
  }
}
