import LayoutGeometry

/// A supplementary item anchored to an item or group, solved inside a group template.
struct SolvedAnchoredItem: Hashable, Sendable {
  /// Where an item anchored to a group stands among the items of its kind anchored to the
  /// groups of one instance: the `ordinal`-th of `perInstance`.
  struct GroupPosition: Hashable, Sendable {
    var ordinal: Int
    var perInstance: Int
  }

  /// The template cell it hangs on, or the first cell of the group it hangs on: it shows
  /// only while that cell holds an item.
  var cellIndex: Int
  /// For an item anchored to a group, its place among that kind's group items; `nil` for an
  /// item anchored to an item, which takes its item's index path.
  var groupPosition: GroupPosition?
  /// The element kind.
  var kind: String
  /// The frame relative to the group's origin.
  var frame: LayoutRect
  /// Drawing order.
  var zIndex: Int

  /// The item number of its index path in group instance `repetition`, whose first cell is
  /// item `firstItem`.
  ///
  /// Measured on iOS 17 (faberNovel/CompositionalLayoutDSL `testSupplementaryItem`): an item
  /// anchored to a section's group takes the group's number, `[section, group]`, not an item's.
  /// Decided: items anchored to nested groups count on after it, `perInstance` per instance.
  func item(inRepetition repetition: Int, firstItem: Int) -> Int {
    guard let groupPosition else { return firstItem + cellIndex }
    return repetition * groupPosition.perInstance + groupPosition.ordinal
  }
}
