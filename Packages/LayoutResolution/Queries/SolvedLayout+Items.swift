import LayoutGeometry

extension SolvedLayout {
  /// The attributes of the cell at `indexPath`, or `nil` if no such item is laid out;
  /// an orthogonal section's row is scrolled to `rowOffsets[section]` (0 when absent).
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes.
  public func attributesForItem(at indexPath: LayoutIndexPath, rowOffsets: [Int: Double] = [:])
    -> LayoutAttributes?
  {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    let repetition = section.repetition(ofItem: indexPath.item)
    let local = indexPath.item - section.firstItem(ofRepetition: repetition)
    return cellAttributes(
      section: section, item: indexPath.item,
      cell: section.group(at: repetition).cells[local],
      groupOrigin: section.groupOrigin(
        repetition, start: start(ofSection: indexPath.section),
        rowOffset: rowOffsets[indexPath.section] ?? 0))
  }

  /// The attributes of a cell of a group instance already located, without looking the
  /// instance up again.
  func cellAttributes(
    section: SolvedSection, item: Int, cell: SolvedCell, groupOrigin: LayoutPoint
  ) -> LayoutAttributes {
    LayoutAttributes(
      indexPath: LayoutIndexPath(item: item, section: section.index), category: .cell,
      frame: presented(cell.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y)),
      zIndex: cell.zIndex)
  }
}
