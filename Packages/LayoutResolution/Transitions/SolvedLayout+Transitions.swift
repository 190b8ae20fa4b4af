import LayoutGeometry

extension SolvedLayout {
  /// The attributes of element `id`, pinned items placed for `contentOffset`, or `nil` when
  /// there is no such element.
  ///
  /// - Complexity: that of the query for its category.
  func attributes(
    of id: LayoutElementID, contentOffset: LayoutPoint, rowOffsets: [Int: Double]
  ) -> LayoutAttributes? {
    switch id.category {
    case .cell:
      return attributesForItem(at: id.indexPath, rowOffsets: rowOffsets)
    case .supplementaryView:
      return attributesForSupplementaryElement(
        ofKind: id.elementKind ?? "", at: id.indexPath, contentOffset: contentOffset,
        rowOffsets: rowOffsets)
    case .decorationView:
      return attributesForDecorationElement(ofKind: id.elementKind ?? "", at: id.indexPath)
    }
  }

  /// What owns supplementary or decoration `id`: the layout, a section, or an item.
  ///
  /// - Complexity: O(layout boundary items + the section's boundary items).
  func owner(of id: LayoutElementID) -> ElementOwner {
    let kind = id.elementKind ?? ""
    switch id.category {
    case .cell:
      return .item
    case .decorationView:
      return .section
    case .supplementaryView:
      if id.indexPath == LayoutIndexPath(item: 0, section: 0),
        layoutElements.contains(where: { $0.kind == kind })
      {
        return .layout
      }
      let section = id.indexPath.section
      if id.indexPath.item == 0, sections.indices.contains(section),
        sections[section].elements.contains(where: {
          $0.category == .supplementaryView && $0.kind == kind
        })
      {
        return .section
      }
      return .item
    }
  }

  /// Whether supplementary `id` pins to the visible bounds.
  ///
  /// - Complexity: O(layout boundary items + the section's boundary items).
  func isPinned(_ id: LayoutElementID) -> Bool {
    guard id.category == .supplementaryView, let kind = id.elementKind else { return false }
    switch owner(of: id) {
    case .layout:
      return layoutElements.contains { $0.kind == kind && $0.pin != nil }
    case .section:
      return sections[id.indexPath.section].elements.contains {
        $0.category == .supplementaryView && $0.kind == kind && $0.pin != nil
      }
    case .item:
      return false
    }
  }
}

/// What an element belongs to, which decides how its identity follows an update.
enum ElementOwner {
  /// The layout's own boundary items: always the same.
  case layout
  /// Section boundary items and decorations: they follow their section.
  case section
  /// Cells and their anchored items: they follow their item.
  case item
}
