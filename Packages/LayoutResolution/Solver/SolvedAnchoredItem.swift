import LayoutGeometry

/// A supplementary item anchored to an item or group, solved inside a group template.
struct SolvedAnchoredItem: Hashable, Sendable {
  /// The template cell whose index path the element takes: the item it is attached to, or
  /// a group's first item (UIKit: "a supplementary item follows the index path of the item
  /// it's attached to"; for a group we decided on the group's first item).
  var cellIndex: Int
  /// The element kind.
  var kind: String
  /// The frame relative to the group's origin.
  var frame: LayoutRect
  /// Drawing order.
  var zIndex: Int
}
