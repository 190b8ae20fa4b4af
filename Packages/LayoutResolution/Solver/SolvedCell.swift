import LayoutGeometry

/// One cell slot of a solved group: the cell's final frame relative to the group's origin.
struct SolvedCell: Hashable, Sendable {
  /// The frame after the item's content insets, relative to the group's top-left corner.
  var frame: LayoutRect
  /// Drawing order of the cell.
  var zIndex: Int
  /// Whether the item has an estimated dimension, so a measured size can replace it.
  var isEstimated = false
}
