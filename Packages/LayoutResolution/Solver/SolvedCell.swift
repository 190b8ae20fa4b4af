import LayoutGeometry

/// One cell slot of a solved group: the cell's final frame relative to the group's origin.
struct SolvedCell: Hashable, Sendable {
  /// The frame after the item's content insets, relative to the group's top-left corner.
  var frame: LayoutRect
  /// Drawing order of the cell.
  var zIndex: Int
  /// Whether the item's width is estimated, so a measured width replaces it.
  var isWidthEstimated = false
  /// Whether the item's height is estimated, so a measured height replaces it.
  var isHeightEstimated = false

  /// Whether the item has an estimated dimension, so a measured size can replace it.
  var isEstimated: Bool { isWidthEstimated || isHeightEstimated }

  /// Whether the item's dimension along `axis` is estimated.
  func isEstimated(along axis: LayoutAxis) -> Bool {
    axis == .horizontal ? isWidthEstimated : isHeightEstimated
  }
}
