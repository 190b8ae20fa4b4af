/// A supplementary view attached to an item or group, such as a badge.
///
/// The counterpart of `NSCollectionLayoutSupplementaryItem`. Its size resolves against
/// the item's inset frame; by default it draws above cells (zIndex 1 over 0).
public struct LayoutSupplementaryItem: Hashable, Sendable {
  /// How the element is sized, relative to the item it is attached to.
  public var size: LayoutSizeSpec
  /// The element kind a renderer uses to pick a view, e.g. `"badge"`.
  public var elementKind: String
  /// The point of the item the element attaches to.
  public var containerAnchor: LayoutAnchor
  /// The point of the element that lands on the container anchor; `nil` means the same
  /// edges as the container anchor, which keeps the element inside, flush with them.
  public var itemAnchor: LayoutAnchor?
  /// Drawing order; higher draws above. Cells are at 0.
  public var zIndex: Int

  /// An anchored supplementary item.
  public init(
    size: LayoutSizeSpec, elementKind: String, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1
  ) {
    self.size = size
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    self.zIndex = zIndex
  }
}
