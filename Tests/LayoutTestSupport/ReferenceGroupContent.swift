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

  /// Appends `other`, which follows this content's cells: its badges' cell indexes move on
  /// by the cells already here.
  mutating func append(_ other: ReferenceGroupContent) {
    let base = cells.count
    cells += other.cells
    for var badge in other.badges {
      badge.cellIndex += base
      badges.append(badge)
    }
    contradictoryKinds.formUnion(other.contradictoryKinds)
  }
}
