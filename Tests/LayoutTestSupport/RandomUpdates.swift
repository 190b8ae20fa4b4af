import LayoutGeometry
import LayoutResolution
import _LayoutInternals

/// A seeded random sequence of updates to a host showing a random layout, for the update
/// differential test: the layout, size and first counts of ``RandomLayouts/layoutCase(seed:)``,
/// then steps drawn one at a time by ``nextStep()`` from an identity ``model``.
///
/// Steps are batch updates (sections deleted, inserted, moved and reloaded; items deleted,
/// inserted, moved within and across sections, reloaded and reconfigured), measured sizes
/// for random elements, contradictory updates the host must refuse, row offsets and
/// invalidations. A batch update is an edit of a copy of the model, turned into
/// `performBatchUpdates` terms by `LayoutUpdate(from:to:…)` (a diff by identity); after it
/// the model is the copy.
///
/// Sections may be added, so the layout gives any section one of the case's section
/// descriptions: by identity in half the sequences (a section keeps its shape wherever it
/// moves, as when a provider reads a data source), by index in the other half (a section
/// that moves may change shape; ``SectionDescriptions``). After an update the model drops
/// the measured sizes the host cannot keep where their elements now are
/// (``UpdateModel/dropSizes(notKeptBy:)``). Negative first counts are made 0.
///
/// The same seed gives the same steps: replay a failure by drawing steps up to the failing
/// one.
package struct RandomUpdates {
  /// The most sections an update leaves.
  package static let maximumSections = 8

  /// The case: its layout describes any number of sections, and its counts are the first
  /// ones.
  package let layoutCase: RandomLayoutCase
  /// How many steps the sequence has.
  package let stepCount: Int
  /// Whether each section keeps its description wherever it moves, as when a provider
  /// reads a data source (section `s` is described as the case's section `id % n` for its
  /// identity `id` and the case's first section count `n`); otherwise section `s` is
  /// described as the case's section `s % n`, and a section that moves may change shape.
  package let descriptionsFollowSections: Bool
  /// The case's measured sizes, to report before the first step, with the outcome of each.
  package private(set) var initialMeasurements:
    [(report: RandomMeasurement, outcome: MeasurementOutcome)] = []
  /// The data and measured sizes after the steps drawn so far.
  package private(set) var model: UpdateModel {
    didSet { descriptions.order = model.sections.map(\.id) }
  }

  /// Which description each section takes; the layout reads it.
  let descriptions: SectionDescriptions
  /// The seeded source of every choice.
  var random: SeededGenerator
  /// The reference for the current counts, kept until an update changes them: measured
  /// sizes do not change which elements exist or which self-size.
  private var structure: ReferenceLayout?

  /// The sequence of `seed`, with a number of steps drawn from `steps`.
  package init(seed: UInt64, steps: ClosedRange<Int> = 5...15) {
    var randomCase = RandomLayouts.layoutCase(seed: seed)
    let counts = randomCase.itemCounts.map { max(0, $0) }
    random = SeededGenerator(seed: seed ^ 0xB47C_0DA7)
    stepCount = Int.random(in: steps, using: &random)
    descriptionsFollowSections = Bool.random(using: &random)
    model = UpdateModel(itemCounts: counts)
    descriptions = SectionDescriptions(
      period: counts.count, order: model.sections.map(\.id),
      followsSections: descriptionsFollowSections)
    randomCase.layout = descriptions.layout(describing: randomCase.layout)
    randomCase.itemCounts = counts
    layoutCase = randomCase
    let structure = structureReference()
    initialMeasurements = randomCase.measurements.map { report in
      (report, model.measure(report.size, for: report.element, in: structure))
    }
  }

  /// The reference solver's layout of the model: the counts and the measured sizes mapped
  /// to their index paths.
  package func reference() -> ReferenceLayout {
    ReferenceSolver.solve(
      layoutCase.layout, size: layoutCase.size, itemCounts: model.itemCounts,
      traits: layoutCase.traits, referenceInsets: layoutCase.referenceInsets,
      measurements: model.measurements)
  }

  /// The reference for the current counts, solved once per update.
  private mutating func structureReference() -> ReferenceLayout {
    if let structure { return structure }
    let solved = reference()
    structure = solved
    return solved
  }

  /// The next step; the model is brought to the state after it.
  package mutating func nextStep() -> RandomUpdateStep {
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<55:
      let edit = makeEdit()
      let update = update(for: edit)
      model = edit.after
      structure = nil
      if !model.cellSizes.isEmpty || !model.boundarySizes.isEmpty {
        model.dropSizes(notKeptBy: structureReference())
      }
      return .update(update, itemCounts: model.itemCounts)
    case 55..<75:
      return makeMeasurements()
    case 75..<87:
      return makeRefusal()
    case 87..<94:
      return makeRowOffsets()
    default:
      return .invalidation
    }
  }
}

// MARK: - Edits

extension RandomUpdates {
  /// An edit of the model: the state after it, and which sections and items it reloads and
  /// reconfigures (by identity).
  struct Edit {
    var after: UpdateModel
    var reloadedSections: Set<Int> = []
    var reloadedItems: Set<Int> = []
    var reconfiguredItems: Set<Int> = []

    /// The batch update that makes this edit of `model`.
    func update(from model: UpdateModel, using random: inout SeededGenerator) -> LayoutUpdate {
      LayoutUpdate(
        from: model, to: after, reloadedSections: reloadedSections, reloadedItems: reloadedItems,
        reconfiguredItems: reconfiguredItems, using: &random)
    }
  }

  /// A random edit of the model: now and then up to three section changes, then up to six
  /// item changes in the sections that survive unreloaded. Measured sizes are dropped for the
  /// items and sections that lose them, and reconfigured items' sizes are marked stale.
  mutating func makeEdit() -> Edit {
    var edit = Edit(after: model)
    let original = Set(model.sections.map(\.id))
    var movedSections: Set<Int> = []
    if chance(0.4) {
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        editSections(&edit, original: original, moved: &movedSections)
      }
    }
    var fresh: Set<Int> = []
    var movedItems: Set<Int> = []
    let oldSections = model.itemPaths.mapValues { model.sections[$0.section].id }
    let oldIDs = Set(model.sections.map(\.id))
    for _ in 0..<Int.random(in: 0...6, using: &random) {
      let kept = edit.after.sections.indices.filter { index in
        let id = edit.after.sections[index].id
        return oldIDs.contains(id) && !edit.reloadedSections.contains(id)
      }
      guard let section = kept.randomElement(using: &random) else { break }
      let items = edit.after.sections[section].items
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        guard let item = items.indices.randomElement(using: &random) else { continue }
        let id = edit.after.sections[section].items.remove(at: item)
        edit.reloadedItems.remove(id)
        edit.reconfiguredItems.remove(id)
      case 1:
        let id = edit.after.makeID()
        fresh.insert(id)
        edit.after.sections[section].items.insert(
          id, at: Int.random(in: 0...items.count, using: &random))
      case 2, 3:
        let movable = items.indices.filter { !edit.reloadedItems.contains(items[$0]) }
        guard let item = movable.randomElement(using: &random) else { continue }
        let id = edit.after.sections[section].items.remove(at: item)
        let target = chance(0.5) ? section : kept.randomElement(using: &random) ?? section
        let count = edit.after.sections[target].items.count
        edit.after.sections[target].items.insert(
          id, at: Int.random(in: 0...count, using: &random))
        movedItems.insert(id)
      case 4:
        // Only an item still in its own section, unmoved, can be reloaded: a reload names
        // the item's old position and keeps it there.
        let sectionID = edit.after.sections[section].id
        let reloadable = items.filter {
          oldSections[$0] == sectionID && !movedItems.contains($0)
            && !edit.reloadedItems.contains($0)
        }
        guard let id = reloadable.randomElement(using: &random) else { continue }
        edit.reloadedItems.insert(id)
        edit.reconfiguredItems.remove(id)
      default:
        let reconfigurable = items.filter {
          !fresh.contains($0) && !edit.reloadedItems.contains($0)
        }
        guard let id = reconfigurable.randomElement(using: &random) else { continue }
        edit.reconfiguredItems.insert(id)
      }
    }
    dropLostState(&edit)
    return edit
  }

  /// The batch update that makes `edit`.
  private mutating func update(for edit: Edit) -> LayoutUpdate {
    edit.update(from: model, using: &random)
  }

  /// One change of the sections of `edit`: a delete, insert, move or reload.
  private mutating func editSections(
    _ edit: inout Edit, original: Set<Int>, moved: inout Set<Int>
  ) {
    let sections = edit.after.sections
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      let deletable = sections.indices.filter { original.contains(sections[$0].id) }
      guard let index = deletable.randomElement(using: &random) else { return }
      let id = edit.after.sections.remove(at: index).id
      edit.reloadedSections.remove(id)
    case 1:
      guard sections.count < Self.maximumSections else { return }
      let id = edit.after.makeID()
      var items: [Int] = []
      for _ in 0..<Int.random(in: 0...20, using: &random) { items.append(edit.after.makeID()) }
      edit.after.sections.insert(
        UpdateModel.Section(id: id, items: items),
        at: Int.random(in: 0...sections.count, using: &random))
    case 2:
      let movable = sections.indices.filter {
        original.contains(sections[$0].id) && !edit.reloadedSections.contains(sections[$0].id)
      }
      guard let index = movable.randomElement(using: &random) else { return }
      let section = edit.after.sections.remove(at: index)
      edit.after.sections.insert(
        section, at: Int.random(in: 0...edit.after.sections.count, using: &random))
      moved.insert(section.id)
    default:
      // A reloaded section keeps its place and its identity; its items are new.
      let reloadable = sections.indices.filter {
        original.contains(sections[$0].id) && !moved.contains(sections[$0].id)
          && !edit.reloadedSections.contains(sections[$0].id)
      }
      guard let index = reloadable.randomElement(using: &random) else { return }
      let count =
        chance(0.5) ? sections[index].items.count : Int.random(in: 0...30, using: &random)
      var items: [Int] = []
      for _ in 0..<count { items.append(edit.after.makeID()) }
      edit.after.sections[index].items = items
      edit.reloadedSections.insert(sections[index].id)
    }
  }

  /// Drops the measured sizes and row offsets that `edit` takes away, and marks the sizes
  /// of reconfigured items stale.
  private func dropLostState(_ edit: inout Edit) {
    let items = Set(edit.after.sections.flatMap(\.items))
    let sections = Set(edit.after.sections.map(\.id)).subtracting(edit.reloadedSections)
    var after = edit.after
    after.cellSizes = after.cellSizes.filter {
      items.contains($0.key) && !edit.reloadedItems.contains($0.key)
    }
    after.staleCells = after.staleCells.filter { after.cellSizes[$0] != nil }
      .union(edit.reconfiguredItems.filter { after.cellSizes[$0] != nil })
    after.boundarySizes = after.boundarySizes.filter { sections.contains($0.key.section) }
    after.rowOffsets = after.rowOffsets.filter { sections.contains($0.key) }
    edit.after = after
  }
}

// MARK: - Measurements, contradictions, row offsets

extension RandomUpdates {
  /// One to three measured sizes, mostly for self-sizing cells and boundary items, visible
  /// or not; now and then one the host must ignore.
  private mutating func makeMeasurements() -> RandomUpdateStep {
    let structure = structureReference()
    let elements = structure.allElements().filter {
      $0.category == .cell || ($0.category == .supplementaryView && $0.indexPath.item == 0)
    }
    var reports: [(report: RandomMeasurement, outcome: MeasurementOutcome)] = []
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      var element =
        elements.randomElement(using: &random)?.elementID
        ?? .cell(at: LayoutIndexPath(item: 0, section: 0))
      // Mostly an element that self-sizes.
      for _ in 0..<4 where !selfSizes(element, in: structure) {
        element = elements.randomElement(using: &random)?.elementID ?? element
      }
      if chance(0.05) {
        let section = Int.random(in: 0...model.sections.count, using: &random)
        element =
          chance(0.5)
          ? .cell(
            at: LayoutIndexPath(
              item: model.sections.indices.contains(section)
                ? model.sections[section].items.count : 0, section: section))
          : .decoration(
            ofKind: layoutCase.elementKinds.first ?? "background0",
            at: LayoutIndexPath(item: 0, section: section))
      }
      let size = measuredSize(for: element)
      let outcome = model.measure(size, for: element, in: structure)
      reports.append((RandomMeasurement(element: element, size: size), outcome))
    }
    return .measurements(reports)
  }

  /// Whether `element` takes measured sizes.
  private func selfSizes(_ element: LayoutElementID, in structure: ReferenceLayout) -> Bool {
    structure.outcomes(of: [(element, LayoutSize(width: 1, height: 1))]).outcomes[0] == .applied
  }

  /// A size for `element`: the one it has now and then (unchanged, or confirming a stale
  /// one), one axis of it changed now and then, otherwise a new one up to 300 × 300, and
  /// rarely an invalid one.
  private mutating func measuredSize(for element: LayoutElementID) -> LayoutSize {
    if chance(0.03) {
      return pick([
        LayoutSize(width: .nan, height: 10), LayoutSize(width: 10, height: -1),
        LayoutSize(width: .infinity, height: 5),
      ])
    }
    var size = LayoutSize(width: points(0...300), height: points(0...300))
    guard let current = model.measurements[element] else { return size }
    switch Int.random(in: 0..<5, using: &random) {
    case 0, 1: size = current
    case 2: size.width = current.width
    case 3: size.height = current.height
    default: break
    }
    return size
  }

  /// A batch update made to contradict the counts in one way, and the error it must get:
  /// out of range, a count mismatch, or a section or item named twice or in a changed
  /// section. The model does not change.
  private mutating func makeRefusal() -> RandomUpdateStep {
    let edit = makeEdit()
    var update = update(for: edit)
    var counts = edit.after.itemCounts
    let oldCounts = model.itemCounts
    let newIndexes = Dictionary(
      uniqueKeysWithValues: edit.after.sections.enumerated().map { ($0.element.id, $0.offset) })
    // Sections that survive unreloaded, old index and new.
    let kept: [(old: Int, new: Int)] = model.sections.enumerated().compactMap { old, section in
      guard let new = newIndexes[section.id], !edit.reloadedSections.contains(section.id) else {
        return nil
      }
      return (old, new)
    }
    let changed = model.sections.indices.filter {
      oldCounts[$0] > 0
        && (newIndexes[model.sections[$0].id] == nil
          || edit.reloadedSections.contains(model.sections[$0].id))
    }
    let usedSections =
      update.deletedSections + update.reloadedSections + update.movedSections.map(\.from)
    let usedItems = update.deletedItems + update.reloadedItems + update.movedItems.map(\.from)
    let error: LayoutUpdateError
    switch Int.random(in: 0..<10, using: &random) {
    case 0 where !kept.isEmpty:
      let (old, new) = pick(kept)
      let path = LayoutIndexPath(item: chance(0.8) ? oldCounts[old] : -1, section: old)
      if counts[new] > 0, chance(0.5) {
        // A delete that would leave the right count if it named an item.
        update.deletedItems.append(path)
        counts[new] -= 1
      } else {
        update.reloadedItems.append(path)
      }
      error = .itemOutOfRange(path)
    case 1 where !counts.isEmpty:
      let section = Int.random(in: 0..<counts.count, using: &random)
      let path = LayoutIndexPath(item: counts[section], section: section)
      update.reconfiguredItems.append(path)
      error = .newItemOutOfRange(path)
    case 2 where !kept.isEmpty:
      let new = pick(kept).new
      counts[new] += 1
      error = .countMismatch(section: new, expected: counts[new], actual: counts[new] - 1)
    case 3 where !usedSections.isEmpty:
      let section = pick(usedSections)
      update.reloadedSections.append(section)
      error = .sectionUsedTwice(section)
    case 4 where !usedItems.isEmpty:
      let path = pick(usedItems)
      update.reloadedItems.append(path)
      error = .itemUsedTwice(path)
    case 5 where !changed.isEmpty:
      let section = pick(changed)
      let path = LayoutIndexPath(
        item: Int.random(in: 0..<oldCounts[section], using: &random), section: section)
      update.reloadedItems.append(path)
      error = .itemInChangedSection(path)
    case 6 where !update.insertedItems.isEmpty:
      let path = pick(update.insertedItems)
      update.insertedItems.append(path)
      counts[path.section] += 1
      error = .newItemUsedTwice(path)
    case 7 where !update.insertedSections.isEmpty:
      let section = pick(update.insertedSections)
      update.insertedSections.append(section)
      counts.append(0)
      error = .newSectionUsedTwice(section)
    case 8:
      let section = chance(0.8) ? oldCounts.count : -1
      update.reloadedSections.append(section)
      error = .sectionOutOfRange(section)
    default:
      counts.append(Int.random(in: 0...3, using: &random))
      error = .countMismatch(section: nil, expected: counts.count, actual: counts.count - 1)
    }
    return .refusal(update, itemCounts: counts, error: error)
  }

  /// Offsets for one or two sections' rows, now and then none at all.
  private mutating func makeRowOffsets() -> RandomUpdateStep {
    if chance(0.2) {
      model.rowOffsets = [:]
    } else if !model.sections.isEmpty {
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let section = pick(model.sections)
        model.rowOffsets[section.id] = points(0...500)
      }
    }
    return .rowOffsets(model.mappedRowOffsets)
  }

  // MARK: - Choices

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[Int.random(in: 0..<elements.count, using: &random)]
  }

  /// Quarter points.
  mutating func points(_ range: ClosedRange<Double>) -> Double {
    (Double.random(in: range, using: &random) * 4).rounded() / 4
  }
}
