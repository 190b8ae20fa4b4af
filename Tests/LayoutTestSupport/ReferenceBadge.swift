import LayoutGeometry

/// One anchored supplementary item the reference solver placed.
struct ReferenceBadge {
  /// The cell, within its group instance, that must hold an item for the badge to show: its
  /// item, or the first cell of its group.
  var cellIndex: Int
  /// Whether it hangs on a group: then it is numbered by group instance (rule 17), not by
  /// its item.
  var isOnGroup = false
  /// The element kind.
  var kind: String
  /// The frame in left-to-right content coordinates.
  var frame: LayoutRect
  /// Drawing order.
  var zIndex: Int
}
