import LayoutGeometry

extension SolvedLayout {
  /// Gives each reported element its measured size (rule 21), as one batch: elements take
  /// their sizes on their estimated dimensions, each group instance holding measured items
  /// is solved again once, each changed section places its boundary items once, and the
  /// sections after the first changed one move once. Returns one outcome per report, in
  /// order; a later report for the same element wins.
  ///
  ///
  /// Cells and section boundary items self-size; the layout's own boundary items and
  /// anchored items keep their estimates (decided: neither moves other content in a way
  /// users rely on), and decorations follow their section. `definitions` gives a section's
  /// group description, which the solved value does not keep (it may hold closures).
  ///
  /// - Complexity: O(m + r · (cells per group + log groups) + c · (boundary items + log
  ///   sections)), for m reports touching r group instances in c sections; in a flow
  ///   section, r counts the lines laid out again (rule 21c).
  mutating func applyPreferredSizes(
    _ reports: [(element: LayoutElementID, size: LayoutSize)],
    definitions: (Int) -> LayoutGroup?
  ) -> [MeasurementOutcome] {
    var outcomes: [MeasurementOutcome] = []
    outcomes.reserveCapacity(reports.count)
    var measuredItems: [Int: [Int]] = [:]
    var changed: Set<Int> = []
    for report in reports {
      let outcome = record(report.size, for: report.element, measuredItems: &measuredItems)
      if outcome == .applied { changed.insert(report.element.indexPath.section) }
      outcomes.append(outcome)
    }
    for section in changed {
      if let items = measuredItems[section], let definition = definitions(section) {
        sections[section].resolveMeasured(
          items, definition: definition, traits: environment.traits)
      }
      sections[section].layOutElements()
    }
    restack(changed)
    return outcomes
  }

  /// Records one measurement in its section, noting the item to lay out again.
  private mutating func record(
    _ size: LayoutSize, for element: LayoutElementID, measuredItems: inout [Int: [Int]]
  ) -> MeasurementOutcome {
    if let outcome = outcomeWithoutChange(measuring: element, at: size) { return outcome }
    let path = element.indexPath
    if element.category == .cell {
      sections[path.section].recordMeasurement(size, ofItem: path.item)
      measuredItems[path.section, default: []].append(path.item)
    } else {
      sections[path.section].measureBoundaryItem(ofKind: element.elementKind ?? "", size: size)
    }
    return .applied
  }

  /// The outcome of measuring `element` at `size` when that changes nothing (the size is
  /// refused, the element is unknown, sized by its section, not self-sizing or already that
  /// size); `nil` when the measurement applies. It reads the layout only, so a host asks it
  /// before the work that keeps the visible content in place through a change.
  ///
  /// - Complexity: O(log items) for a cell, plus O(log groups) in a section with measured
  ///   sizes; O(elements of its section) for a supplementary item.
  func outcomeWithoutChange(measuring element: LayoutElementID, at size: LayoutSize)
    -> MeasurementOutcome?
  {
    let limit = LayoutSection.maximumLength
    guard size.width >= 0, size.width <= limit, size.height >= 0, size.height <= limit else {
      return .invalidSize
    }
    let path = element.indexPath
    guard sections.indices.contains(path.section) else { return .unknownElement }
    let section = sections[path.section]
    switch element.category {
    case .decorationView:
      return .sizedBySection
    case .cell:
      guard path.item >= 0, path.item < section.itemCount else { return .unknownElement }
      return section.isChanged(byMeasuring: path.item, at: size) ? nil : .unchanged
    case .supplementaryView:
      let kind = element.elementKind ?? ""
      let isBoundary = section.elements.contains {
        $0.category == .supplementaryView && $0.kind == kind
      }
      guard path.item == 0, isBoundary else {
        return attributesForSupplementaryElement(ofKind: kind, at: path) == nil
          ? .unknownElement : .unchanged
      }
      return section.boundary.isChanged(byMeasuring: kind, at: size) ? nil : .unchanged
    }
  }

  /// Whether `element` has an estimated dimension a measurement can replace.
  func isSelfSizing(_ element: LayoutElementID) -> Bool {
    let path = element.indexPath
    guard sections.indices.contains(path.section) else { return false }
    let section = sections[path.section]
    switch element.category {
    case .cell:
      guard path.item >= 0, path.item < section.itemCount else { return false }
      return section.cell(ofItem: path.item).isEstimated
    case .supplementaryView:
      return path.item == 0 && section.boundary.isSelfSizing(kind: element.elementKind ?? "")
    case .decorationView:
      return false
    }
  }
}
