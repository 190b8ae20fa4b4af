import LayoutGeometry

extension LayoutPass {
  /// Takes the measured sizes `old` keeps, for each section with the same index and item
  /// count in both (rule 21a): boundary items by kind, cells by index.
  ///
  /// A cell measured at a length across the scroll axis that its new slot no longer has (the
  /// container was resized, say) keeps its size as an estimate, marked stale: the host
  /// measures it again when it shows. A cell whose length across is its own (an
  /// estimated-width chip) keeps its size as it is.
  ///
  /// - Complexity: O(sections + measured items · (log items + cells per group)).
  mutating func takeMeasurements(of old: LayoutPass) {
    let across = layout.scrollAxis.cross
    let traits = layout.environment.traits
    for index in layout.sections.indices where index < old.layout.sections.count {
      let previous = old.layout.sections[index]
      guard previous.itemCount == layout.sections[index].itemCount else { continue }
      layout.sections[index].boundary.takeMeasurements(of: previous.boundary)
      defer { layout.sections[index].layOutElements() }
      guard let oldSizing = previous.sizing, var sizing = layout.sections[index].sizing.take(),
        let definition = sections[index]?.group
      else { continue }
      let newCells = layout.sections[index].group.cells
      var items = oldSizing.items
      for (item, state) in items.storedElements(in: 0..<items.count) where state.measured != nil {
        let before = previous.cell(ofItem: item)
        let after = newCells[item % newCells.count]
        guard !state.isStale, !after.isEstimated(along: across),
          before.frame.length(along: across) != after.frame.length(along: across)
        else { continue }
        items.set(ItemState(measured: state.measured, isStale: true), at: item)
      }
      sizing.items = items
      let measured = sizing.measuredItems
      layout.sections[index].sizing = sizing
      layout.sections[index].resolveMeasured(measured, definition: definition, traits: traits)
    }
    layout.replaceSections(layout.sections, reports: layout.reports)
  }

  /// Whether `element` should be measured: it self-sizes and has no measured size, or a
  /// stale one.
  ///
  /// - Complexity: O(log items).
  func needsMeasurement(_ element: LayoutElementID) -> Bool {
    guard layout.isSelfSizing(element) else { return false }
    let path = element.indexPath
    let section = layout.sections[path.section]
    switch element.category {
    case .cell:
      let state = section.sizing?.items[path.item]
      return state?.measured == nil || state?.isStale == true
    case .supplementaryView:
      return !section.boundary.isMeasured(kind: element.elementKind ?? "")
    case .decorationView:
      return false
    }
  }

  /// Every measured size the pass holds, by element: what a host reports as its preferred
  /// sizes.
  ///
  /// - Complexity: O(sections + measured items).
  var measuredSizes: [LayoutElementID: LayoutSize] {
    var result: [LayoutElementID: LayoutSize] = [:]
    for section in layout.sections {
      for item in section.boundary.items {
        guard let size = item.measured else { continue }
        let path = LayoutIndexPath(item: 0, section: section.index)
        result[.supplementary(ofKind: item.item.elementKind, at: path)] = size
      }
      guard let items = section.sizing?.items else { continue }
      for (item, state) in items.storedElements(in: 0..<items.count) {
        guard let size = state.measured else { continue }
        result[.cell(at: LayoutIndexPath(item: item, section: section.index))] = size
      }
    }
    return result
  }
}

extension BoundaryPlacement {
  /// Whether the item of `kind` has a measured size.
  func isMeasured(kind: String) -> Bool {
    items.contains { $0.item.elementKind == kind && $0.measured != nil }
  }
}
