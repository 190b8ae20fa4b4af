import LayoutGeometry

/// What became of a measured size given to a solved layout.
public enum MeasurementOutcome: Hashable, Sendable {
  /// The element took the size; it and everything after it moved.
  case applied
  /// Nothing changed: the element already had that size, or it has no estimated dimension
  /// (UIKit ignores preferred sizes of elements that are not self-sizing).
  case unchanged
  /// The size is negative, NaN or infinite; it was ignored.
  case invalidSize
  /// No such element is laid out; the size was ignored.
  case unknownElement
  /// Decorations are sized by their section (rule 18); the size was ignored.
  case sizedBySection
}

extension SolvedLayout {
  /// Gives `element` its measured `size` (rule 21): the element takes it on its estimated
  /// dimensions, an estimated group grows or shrinks to fit, and everything after it
  /// moves.
  ///
  /// Cells and section boundary items self-size; the layout's own boundary items and
  /// anchored items keep their estimates (decided: neither moves other content in a way
  /// users rely on), and decorations follow their section.
  ///
  /// - Complexity: O(cells per group + log items + sections after the element's).
  public mutating func applyPreferredSize(_ size: LayoutSize, to element: LayoutElementID)
    -> MeasurementOutcome
  {
    guard size.isFinite, size.width >= 0, size.height >= 0 else { return .invalidSize }
    let path = element.indexPath
    guard sections.indices.contains(path.section) else { return .unknownElement }
    let changed: Bool
    switch element.category {
    case .decorationView:
      return .sizedBySection
    case .cell:
      guard path.item >= 0, path.item < sections[path.section].itemCount else {
        return .unknownElement
      }
      changed = sections[path.section].measureItem(path.item, size: size)
    case .supplementaryView:
      let kind = element.elementKind ?? ""
      let isBoundary = sections[path.section].elements.contains {
        $0.category == .supplementaryView && $0.kind == kind
      }
      guard path.item == 0, isBoundary else {
        return attributesForSupplementaryElement(ofKind: kind, at: path) == nil
          ? .unknownElement : .unchanged
      }
      changed = sections[path.section].measureBoundaryItem(ofKind: kind, size: size)
    }
    guard changed else { return .unchanged }
    restack(from: path.section)
    return .applied
  }
}

extension SolvedLayout {
  /// Whether `element` has an estimated dimension a measurement can replace.
  func isSelfSizing(_ element: LayoutElementID) -> Bool {
    let path = element.indexPath
    guard sections.indices.contains(path.section) else { return false }
    let section = sections[path.section]
    switch element.category {
    case .cell:
      guard path.item >= 0, path.item < section.itemCount else { return false }
      return section.group.cells[path.item % section.group.cells.count].isEstimated
    case .supplementaryView:
      return path.item == 0 && section.boundary.isSelfSizing(kind: element.elementKind ?? "")
    case .decorationView:
      return false
    }
  }
}
