import LayoutGeometry

/// An element of a group: an item, or a nested group.
///
/// UIKit makes `NSCollectionLayoutGroup` a subclass of `NSCollectionLayoutItem` so either
/// can stand in `subitems`; here the two cases are explicit.
public indirect enum LayoutSubitem {
  /// A leaf item: one cell.
  case item(LayoutItem)
  /// A nested group, laid out inside its slot.
  case group(LayoutGroup)

  /// How the subitem's slot is sized inside its parent group.
  public var size: LayoutSizeSpec {
    switch self {
    case .item(let item): item.size
    case .group(let group): group.size
    }
  }

  /// The subitem's content insets.
  public var contentInsets: LayoutDirectionalInsets {
    switch self {
    case .item(let item): item.contentInsets
    case .group(let group): group.contentInsets
    }
  }

  /// The subitem's edge spacing.
  public var edgeSpacing: LayoutEdgeSpacing? {
    switch self {
    case .item(let item): item.edgeSpacing
    case .group(let group): group.edgeSpacing
    }
  }
}
