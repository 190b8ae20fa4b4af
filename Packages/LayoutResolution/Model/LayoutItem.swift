import LayoutGeometry

/// One cell's worth of layout: a size, insets, edge spacing and attached supplementaries.
///
/// The counterpart of `NSCollectionLayoutItem`. Each item slot of a group consumes one data
/// item of the section.
///
/// ```swift
/// let item = LayoutItem(
///   size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
///   contentInsets: LayoutDirectionalInsets(all: 4))
/// // in a 320 × 100 group: a 160 × 100 slot, the cell (4, 4, 152, 92) inside it
/// ```
public struct LayoutItem: Hashable, Sendable {
  /// How the item's slot is sized inside its group.
  public var size: LayoutSizeSpec
  /// Space removed from the slot to give the cell's frame (rule 6); the slot keeps its
  /// full size. Ignored along an estimated axis, with a diagnostic.
  public var contentInsets: LayoutDirectionalInsets
  /// Space outside the slot that moves it without resizing it (rule 7).
  public var edgeSpacing: LayoutEdgeSpacing?
  /// Badges and other views anchored to the item.
  public var supplementaryItems: [LayoutSupplementaryItem]

  /// An item of `size`.
  public init(
    size: LayoutSizeSpec, contentInsets: LayoutDirectionalInsets = .zero,
    edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [LayoutSupplementaryItem] = []
  ) {
    self.size = size
    self.contentInsets = contentInsets
    self.edgeSpacing = edgeSpacing
    self.supplementaryItems = supplementaryItems
  }
}
