import LayoutGeometry

/// A group laid out once: its size, its cells in data order, and the supplementary items
/// anchored to its items and groups.
///
/// A section repeats this template, so a deterministic section needs nothing per item.
struct SolvedGroup: Equatable, Sendable {
  /// The group's slot size.
  var size: LayoutSize
  /// The cells in the order they consume data items.
  var cells: [SolvedCell]
  /// Badges and other anchored items, in cell order.
  var supplementaries: [SolvedAnchoredItem]
  /// The smallest rectangle holding every cell and anchored item, relative to the group's
  /// origin; elements may lie outside the slot (badges, custom frames, negative insets), so
  /// queries use this box.
  var contentBounds: LayoutRect

  init(size: LayoutSize, content: GroupContent) {
    self.size = size
    self.cells = content.cells
    self.supplementaries = content.supplementaries
    var bounds: LayoutRect?
    for cell in content.cells { bounds = bounds?.union(cell.frame) ?? cell.frame }
    for item in content.supplementaries { bounds = bounds?.union(item.frame) ?? item.frame }
    self.contentBounds = bounds ?? .zero
  }
}

/// Cells and anchored items gathered while a group instance is laid out.
struct GroupContent: Sendable {
  /// The cells in data order.
  var cells: [SolvedCell] = []
  /// Anchored items; their `cellIndex` counts within `cells`.
  var supplementaries: [SolvedAnchoredItem] = []

  /// Appends `other`, moved by `offset`, renumbering its anchored items after these cells.
  mutating func append(_ other: GroupContent, movedBy offset: LayoutPoint = .zero) {
    let base = cells.count
    // `append(contentsOf:)` grows the storage geometrically; `reserveCapacity` to the exact
    // count, called for each of a group's many parts, copied the whole content every time
    // (quadratic: FuzzLayout found a group that took minutes).
    cells.append(
      contentsOf: other.cells.lazy.map { cell in
        var moved = cell
        moved.frame = cell.frame.offsetBy(dx: offset.x, dy: offset.y)
        return moved
      })
    supplementaries.append(
      contentsOf: other.supplementaries.lazy.map { item in
        var moved = item
        moved.cellIndex += base
        moved.frame = item.frame.offsetBy(dx: offset.x, dy: offset.y)
        return moved
      })
  }
}
