import LayoutGeometry
import LayoutResolution

/// The data a host shows, by identity, for the update differential test: each section and
/// each item has a stable identity (an `Int`), and measured sizes belong to identities, not
/// to index paths (rule 21a). A host updated in place must show what a host built from
/// scratch shows for ``itemCounts`` and ``measurements``, this model's state mapped to index
/// paths.
///
/// Measured sizes follow their items through moves, across sections too; deleted and
/// reloaded items, and the items of deleted and reloaded sections, lose theirs; reconfigured
/// items keep theirs, marked stale until measured again. A section's boundary items keep
/// their sizes, by kind, while the section survives without being reloaded. A size is also
/// lost when its element lands where the host cannot keep it (``dropSizes(notKeptBy:)``):
/// a cell in a section with no estimated dimension or one that fails, a boundary item in a
/// section that no longer has a self-sizing one of its kind.
package struct UpdateModel: Sendable, Equatable, CustomStringConvertible {
  /// One section: its identity and its items' identities, in order.
  package struct Section: Sendable, Equatable {
    /// The section's identity.
    package var id: Int
    /// The identities of its items, in order.
    package var items: [Int]
  }

  /// A section boundary item: its section's identity and its kind.
  package struct BoundaryKey: Hashable, Sendable, Comparable {
    /// The identity of the section the item belongs to.
    package var section: Int
    /// The item's element kind.
    package var kind: String

    package static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.section, lhs.kind) < (rhs.section, rhs.kind)
    }
  }

  /// The sections, in order.
  package var sections: [Section]
  /// Measured sizes of cells, by item identity.
  package var cellSizes: [Int: LayoutSize] = [:]
  /// The items whose measured size is stale: reconfigured since they were measured.
  package var staleCells: Set<Int> = []
  /// Measured sizes of section boundary items, by section identity and kind.
  package var boundarySizes: [BoundaryKey: LayoutSize] = [:]
  /// How far orthogonal rows are scrolled, by section identity.
  package var rowOffsets: [Int: Double] = [:]
  /// The next identity to hand out; sections and items share one counter.
  package var nextID: Int

  /// `itemCounts[s]` items in section `s`, numbered in order: sections first, then items.
  package init(itemCounts: [Int]) {
    var next = itemCounts.count
    sections = itemCounts.indices.map { index in
      let count = max(0, itemCounts[index])
      defer { next += count }
      return Section(id: index, items: Array(next..<(next + count)))
    }
    nextID = next
  }

  /// A new identity.
  package mutating func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// The number of items in each section.
  package var itemCounts: [Int] { sections.map(\.items.count) }

  /// Where each item is, by identity.
  ///
  /// - Complexity: O(items).
  package var itemPaths: [Int: LayoutIndexPath] {
    var paths: [Int: LayoutIndexPath] = [:]
    for (section, content) in sections.enumerated() {
      for (item, id) in content.items.enumerated() {
        paths[id] = LayoutIndexPath(item: item, section: section)
      }
    }
    return paths
  }

  /// The measured sizes by element at the current index paths: what a host built from
  /// scratch is given.
  ///
  /// - Complexity: O(items + measured sizes).
  package var measurements: [LayoutElementID: LayoutSize] {
    var result: [LayoutElementID: LayoutSize] = [:]
    for (section, content) in sections.enumerated() {
      for (item, id) in content.items.enumerated() {
        if let size = cellSizes[id] {
          result[.cell(at: LayoutIndexPath(item: item, section: section))] = size
        }
      }
    }
    let sectionIndexes = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset) })
    for (key, size) in boundarySizes {
      guard let section = sectionIndexes[key.section] else { continue }
      result[.supplementary(ofKind: key.kind, at: LayoutIndexPath(item: 0, section: section))] =
        size
    }
    return result
  }

  /// The row offsets by section index.
  package var mappedRowOffsets: [Int: Double] {
    var result: [Int: Double] = [:]
    for (index, section) in sections.enumerated() {
      if let offset = rowOffsets[section.id] { result[index] = offset }
    }
    return result
  }

  /// Records `size` reported for `element` on a host whose layout `structure` describes (the
  /// reference solved for the current counts, with any measurements: they do not change
  /// which elements exist), and returns the outcome the host must give.
  ///
  /// The reference says whether the element self-sizes; a size the element already has is
  /// `unchanged`, unless it is stale: measuring it again confirms it.
  package mutating func measure(
    _ size: LayoutSize, for element: LayoutElementID, in structure: ReferenceLayout
  ) -> MeasurementOutcome {
    let outcome = structure.outcomes(of: [(element, size)]).outcomes[0]
    guard outcome == .applied else { return outcome }
    let path = element.indexPath
    switch element.category {
    case .cell:
      let id = sections[path.section].items[path.item]
      guard cellSizes[id] != size || staleCells.contains(id) else { return .unchanged }
      cellSizes[id] = size
      staleCells.remove(id)
    case .supplementaryView:
      let key = BoundaryKey(section: sections[path.section].id, kind: element.elementKind ?? "")
      guard boundarySizes[key] != size else { return .unchanged }
      boundarySizes[key] = size
    case .decorationView:
      break
    }
    return .applied
  }

  /// Drops the measured sizes the host cannot keep where their elements now are
  /// (`structure` is the reference for the current counts): a cell's, when its section does
  /// not keep cell sizes (``ReferenceLayout/keepsCellSizes(inSection:)``), and a boundary
  /// item's, when its section's description there has no boundary item of that kind with an
  /// estimated dimension, or the section could not be laid out: that element is gone.
  package mutating func dropSizes(notKeptBy structure: ReferenceLayout) {
    let paths = itemPaths
    cellSizes = cellSizes.filter { id, _ in
      paths[id].map { structure.keepsCellSizes(inSection: $0.section) } ?? false
    }
    staleCells = staleCells.filter { cellSizes[$0] != nil }
    let indexes = Dictionary(
      uniqueKeysWithValues: sections.enumerated().map { ($0.element.id, $0.offset) })
    boundarySizes = boundarySizes.filter { key, size in
      guard let index = indexes[key.section] else { return false }
      let element = LayoutElementID.supplementary(
        ofKind: key.kind, at: LayoutIndexPath(item: 0, section: index))
      return structure.outcomes(of: [(element, size)]).outcomes[0] == .applied
    }
  }

  /// The sections with their identities, then the measured sizes by identity.
  package var description: String {
    var lines = sections.enumerated().map { index, section in
      "section \(index) #\(section.id): \(Self.ranges(section.items))"
    }
    let cells = cellSizes.keys.sorted().map { id in
      "#\(id) \(cellSizes[id].map { "\($0.width)×\($0.height)" } ?? "")"
        + (staleCells.contains(id) ? " stale" : "")
    }
    if !cells.isEmpty { lines.append("cell sizes: \(cells.joined(separator: ", "))") }
    let boundaries = boundarySizes.keys.sorted().map { key in
      "#\(key.section) \(key.kind) \(boundarySizes[key].map { "\($0.width)×\($0.height)" } ?? "")"
    }
    if !boundaries.isEmpty {
      lines.append("boundary sizes: \(boundaries.joined(separator: ", "))")
    }
    if !rowOffsets.isEmpty {
      lines.append("row offsets: \(rowOffsets.sorted { $0.key < $1.key })")
    }
    return lines.joined(separator: "\n")
  }

  /// Identities written as runs: `[3…7, 12, 9]`.
  static func ranges(_ ids: [Int]) -> String {
    var runs: [String] = []
    var start = 0
    while start < ids.count {
      var end = start
      while end + 1 < ids.count, ids[end + 1] == ids[end] + 1 { end += 1 }
      runs.append(end == start ? "\(ids[start])" : "\(ids[start])…\(ids[end])")
      start = end + 1
    }
    return "[\(runs.joined(separator: ", "))]"
  }
}
