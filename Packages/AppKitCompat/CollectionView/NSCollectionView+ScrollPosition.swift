#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
extension NSCollectionView {
  /// Where a scroll puts the items it scrolls to: AppKit's `NSCollectionView.ScrollPosition`,
  /// at most one vertical and one horizontal position, with AppKit's raw values.
  ///
  /// Note AppKit's names: `nearestHorizontalEdge` is the nearer of the top and bottom edges
  /// (a vertical move), `nearestVerticalEdge` the nearer of the leading and trailing edges.
  public struct ScrollPosition: OptionSet, Hashable, Sendable {
    /// The positions' bits, AppKit's values.
    public let rawValue: UInt
    /// Positions of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The items' top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The items centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The items' bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The nearer of the top and bottom edges: the least vertical move that shows the items.
    public static let nearestHorizontalEdge = ScrollPosition(rawValue: 1 << 9)
    /// The items' left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The items centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The items' right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
    /// The leading edge: the left in a left-to-right layout.
    public static let leadingEdge = ScrollPosition(rawValue: 1 << 6)
    /// The trailing edge: the right in a left-to-right layout.
    public static let trailingEdge = ScrollPosition(rawValue: 1 << 7)
    /// The nearer of the leading and trailing edges: the least horizontal move.
    public static let nearestVerticalEdge = ScrollPosition(rawValue: 1 << 8)

    static let vertical: ScrollPosition = [
      .top, .centeredVertically, .bottom, .nearestHorizontalEdge,
    ]
    static let horizontal: ScrollPosition = [
      .left, .centeredHorizontally, .right, .leadingEdge, .trailingEdge, .nearestVerticalEdge,
    ]

    /// Whether at most one vertical and one horizontal position is asked for.
    var isCombinable: Bool {
      intersection(Self.vertical).rawValue.nonzeroBitCount <= 1
        && intersection(Self.horizontal).rawValue.nonzeroBitCount <= 1
    }
  }
}
#endif
