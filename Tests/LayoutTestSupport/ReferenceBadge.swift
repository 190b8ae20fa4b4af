import LayoutGeometry

/// One anchored supplementary item the reference solver placed.
struct ReferenceBadge {
  /// The cell, within its group instance, whose index path the item takes: its item, or
  /// the first cell of its group.
  var cellIndex: Int
  /// The element kind.
  var kind: String
  /// The frame in left-to-right content coordinates.
  var frame: LayoutRect
  /// Drawing order.
  var zIndex: Int
}
