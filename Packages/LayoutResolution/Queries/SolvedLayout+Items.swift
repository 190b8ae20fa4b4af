import LayoutGeometry

extension SolvedLayout {
  /// The attributes of the cell at `indexPath`, or `nil` if no such item is laid out.
  ///
  /// - Complexity: O(1).
  public func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let section = sections[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < section.itemCount else { return nil }
    return cellAttributes(section: section, item: indexPath.item)
  }

  func cellAttributes(section: SolvedSection, item: Int) -> LayoutAttributes {
    let cell = section.group.cells[item % section.group.cells.count]
    return LayoutAttributes(
      indexPath: LayoutIndexPath(item: item, section: section.index), category: .cell,
      frame: presented(section.frame(ofItem: item)), zIndex: cell.zIndex)
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
