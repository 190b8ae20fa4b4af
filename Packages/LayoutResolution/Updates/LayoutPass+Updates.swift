import LayoutGeometry

extension LayoutPass {
  /// Brings the pass to the state after `plan`, solving only what the plan touches: a section
  /// the plan leaves alone keeps its solved value and description; a section whose index or
  /// item count changed asks the provider again (those are its inputs, with the environment);
  /// a section whose items only moved or reloaded in place is edited without the provider.
  /// Measured sizes follow their items (rule 21a) and stay applied where the section's
  /// template did not change.
  ///
  /// - Complexity: O(c · log items) for c changed items, plus for each section the plan
  ///   touches its provider and solve; plus O(sections) when sections are inserted, deleted,
  ///   moved or reloaded, and O(log sections) per touched section otherwise.
  mutating func apply(_ plan: UpdatePlan, context: PassContext, layout: CollectionLayout) {
    // The states of items that move, read before any section changes.
    var arriving: [LayoutIndexPath: ItemState] = [:]
    for edit in plan.edits.values {
      for entry in edit.entering {
        guard let origin = entry.origin,
          let state = self.layout.sections[origin.section].sizing?.items[origin.item],
          state.measured != nil
        else { continue }
        arriving[origin] = state
      }
    }
    if plan.keepsSections {
      // Read each section before replacing it, so the pass stays unique and is edited in
      // place: no copy of the other sections.
      for index in plan.edits.keys.sorted() {
        // Taken out of the pass first (taking it inside the call would copy the pass, which
        // the call reads), then handed over, so that the lists it holds are edited in place.
        var sizing = self.layout.sections[index].sizing.take()
        let result = updatedSection(
          index, from: index, sizing: sizing.take(), plan: plan, arriving: arriving,
          context: context, layout: layout)
        self.layout.replaceSection(at: index, with: result.section, report: result.report)
        sections[index] = result.description
      }
      return
    }
    let old = self
    var results: [SectionResult] = []
    results.reserveCapacity(plan.sources.count)
    for (index, source) in plan.sources.enumerated() {
      switch source {
      case .inserted, .reloaded:
        results.append(
          context.solveSection(index, itemCount: plan.itemCounts[index], of: layout))
      case .kept(let oldIndex) where oldIndex == index && plan.edits[index] == nil:
        results.append(
          SectionResult(
            section: old.layout.sections[oldIndex], description: old.sections[oldIndex],
            report: old.layout.reports[oldIndex]))
      case .kept(let oldIndex):
        results.append(
          old.updatedSection(
            index, from: oldIndex, sizing: old.layout.sections[oldIndex].sizing, plan: plan,
            arriving: arriving, context: context, layout: layout))
      }
    }
    self.layout.replaceSections(results.map(\.section), reports: results.map(\.report))
    sections = results.map(\.description)
  }

  /// Section `oldIndex` of this pass as section `index` after `plan`, `sizing` being the old
  /// section's measurement state (taken out of the pass when it can be, so that only this
  /// refers to the lists it edits).
  private func updatedSection(
    _ index: Int, from oldIndex: Int, sizing oldSizing: consuming SectionSizing?, plan: UpdatePlan,
    arriving: [LayoutIndexPath: ItemState], context: PassContext, layout: CollectionLayout
  ) -> SectionResult {
    let oldSection = self.layout.sections[oldIndex]
    let count = plan.itemCounts[index]
    // A section laid out empty (its provider gave none, or failed) shows no items whatever
    // its count: it is asked again.
    let asksProvider =
      oldIndex != index || count != oldSection.itemCount || sections[oldIndex] == nil
    var result =
      asksProvider
      ? context.solveSection(index, itemCount: count, of: layout)
      : SectionResult(
        section: oldSection, description: sections[oldIndex],
        report: self.layout.reports[oldIndex])
    guard asksProvider || oldSizing != nil else { return result }
    // Whatever changed below, the boundary items and decorations are placed again.
    func placed(_ result: SectionResult) -> SectionResult {
      var result = result
      result.section.layOutElements()
      return result
    }
    if asksProvider { result.section.boundary.takeMeasurements(of: oldSection.boundary) }
    guard let definition = result.description?.group else { return placed(result) }
    let traits = context.environment.traits
    // A section solved again brings a fresh state (`nil` when it no longer self-sizes); an
    // unchanged one keeps its template. No other copy of `sizing` may live while it is
    // edited, or its lists would be copied.
    let fresh = result.section.sizing.take()
    guard var sizing = oldSizing.take() else {
      // It starts self-sizing here: the measured items that move in bring their sizes.
      guard var fresh else { return placed(result) }
      for entry in plan.edits[index]?.entering ?? [] {
        if let origin = entry.origin, let state = arriving[origin] {
          fresh.items.set(state, at: entry.index)
        }
      }
      result.section.sizing = fresh
      result.section.resolveMeasured(fresh.measuredItems, definition: definition, traits: traits)
      return placed(result)
    }
    if asksProvider, fresh == nil { return placed(result) }
    let sameTemplate =
      fresh.map {
        result.section.group == oldSection.group && $0.estimatedSize == sizing.estimatedSize
          && $0.spacing == sizing.spacing && $0.isUniform == sizing.isUniform
          && ($0.lines == nil) == (sizing.lines == nil)
      } ?? true
    if sameTemplate, asksProvider {
      // The kept instances may reach beyond the fresh template's bounds.
      result.section.searchBounds = result.section.searchBounds.union(oldSection.searchBounds)
    }
    if !sameTemplate, let fresh {
      // A new template: every measured item is laid out again from it.
      if let edit = plan.edits[index] { sizing.applyToItems(edit, entering: { arriving[$0] }) }
      let items = sizing.items
      sizing = fresh
      sizing.items = items
      result.section.sizing = sizing
      result.section.resolveMeasured(sizing.measuredItems, definition: definition, traits: traits)
    } else if sizing.lines != nil {
      // Flow lines (rule 21c): the items change, then the lines they are on.
      if let edit = plan.edits[index] {
        sizing.applyToItems(edit, entering: { arriving[$0] })
        result.section.sizing = sizing
        result.section.reflow(after: edit, definition: definition, traits: traits)
      } else {
        result.section.sizing = sizing
      }
    } else {
      let resolve =
        plan.edits[index].map {
          sizing.apply(
            $0, perGroup: result.section.group.cells.count,
            groupCount: result.section.groupCount, entering: { arriving[$0] })
        } ?? []
      result.section.sizing = sizing
      result.section.solveInstances(resolve, definition: definition, traits: traits)
    }
    return placed(result)
  }
}

extension BoundaryPlacement {
  /// Gives every item the size `other`'s item of the same kind was measured at.
  ///
  /// - Complexity: O(items · other's items).
  mutating func takeMeasurements(of other: BoundaryPlacement) {
    for item in other.items {
      if let size = item.measured { measure(kind: item.item.elementKind, size: size) }
    }
  }
}
