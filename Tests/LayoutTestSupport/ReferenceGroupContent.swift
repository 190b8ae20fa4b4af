import LayoutGeometry

/// What one group instance (or one of its subitems) lays out, in left-to-right content
/// coordinates: its cells in item order, its anchored supplementary items in the order they
/// are made, and the kinds whose anchors name contradictory edges.
struct ReferenceGroupContent {
  /// The cells, in the order they consume data items.
  var cells: [ReferenceCell] = []
  /// The anchored items, depth first: an item's right after the item, a group's after all
  /// of the group's content.
  var badges: [ReferenceBadge] = []
  /// The kinds of anchored items with an anchor naming both edges of an axis.
  var contradictoryKinds: Set<String> = []

  /// Appends `other`, moved by `offset`, which follows this content's cells: its badges'
  /// cell indexes move on by the cells already here.
  mutating func append(_ other: ReferenceGroupContent, movedBy offset: LayoutPoint = .zero) {
    let base = cells.count
    for var cell in other.cells {
      cell.frame = cell.frame.offsetBy(dx: offset.x, dy: offset.y)
      cells.append(cell)
    }
    for var badge in other.badges {
      badge.cellIndex += base
      badge.frame = badge.frame.offsetBy(dx: offset.x, dy: offset.y)
      badges.append(badge)
    }
    contradictoryKinds.formUnion(other.contradictoryKinds)
  }
}
