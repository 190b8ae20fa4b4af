/// Space outside an item's slot on each side; it moves the item without resizing it.
///
/// The counterpart of `NSCollectionLayoutEdgeSpacing`. A `nil` side has no spacing. A
/// `.flexible` side absorbs leftover room (rule 7): `bottom: .flexible(0)` keeps an item at
/// the top of a taller group. Leading and trailing swap sides in right-to-left layouts.
public struct LayoutEdgeSpacing: Hashable, Sendable {
  /// Space before the leading edge.
  public var leading: LayoutSpacing?
  /// Space above the top edge.
  public var top: LayoutSpacing?
  /// Space after the trailing edge.
  public var trailing: LayoutSpacing?
  /// Space below the bottom edge.
  public var bottom: LayoutSpacing?

  /// Edge spacing with the given sides; omitted sides have none.
  public init(
    leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil,
    bottom: LayoutSpacing? = nil
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}
