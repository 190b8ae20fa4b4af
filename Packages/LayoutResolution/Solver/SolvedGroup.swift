import LayoutGeometry

/// A group laid out once: its size and its cells in data order.
///
/// A section repeats this template, so a deterministic section needs nothing per item.
struct SolvedGroup: Sendable {
  /// The group's slot size.
  var size: LayoutSize
  /// The cells in the order they consume data items.
  var cells: [SolvedCell]
  /// The smallest rectangle holding every cell, relative to the group's origin; cells may
  /// lie outside the slot (custom frames, negative insets), so queries use this box.
  var cellBounds: LayoutRect

  init(size: LayoutSize, cells: [SolvedCell]) {
    self.size = size
    self.cells = cells
    self.cellBounds =
      cells.dropFirst().reduce(cells.first?.frame ?? .zero) { $0.union($1.frame) }
  }
}
