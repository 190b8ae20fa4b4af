import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing
import _LayoutInternals

/// The selection follows its items through random update sequences (rule 29): seeded random
/// layouts and steps (`RandomUpdates`, over an identity model, `UpdateModel`), with items
/// selected, deselected and highlighted by identity between the steps.
///
/// Before each step some items are selected or deselected and one may be highlighted; now and
/// then an item is picked up and dragged (rule 30) before the step, which then ends the
/// movement (a batch update returns the item first; the other steps follow a cancel). After
/// each step the host's selection must be the selected identities still in the model at
/// their index paths there, less those the step reloaded, and its highlight likewise. A
/// failure names the seed and the step.
@Suite struct SelectionSequenceTests {
  /// How many random sequences the test runs (300 at least).
  static let sequenceCount = 400
  /// The sequences run in batches so that they run in parallel.
  static let batchCount = 4
}

extension SelectionSequenceTests {
  @Test(arguments: 0..<batchCount)
  func selectionFollowsItsItemsThroughRandomUpdateSequences(batch: Int) {
    var failures: [String] = []
    for seed in stride(from: batch, to: Self.sequenceCount, by: Self.batchCount) {
      if let failure = Self.failure(ofSequence: UInt64(seed)) { failures.append(failure) }
    }
    #expect(
      failures.isEmpty, "\(failures.count) sequences fail; the first: \(failures.first ?? "")")
  }
}

extension SelectionSequenceTests {
  /// The selection by identity, kept beside the host's.
  struct Expected {
    var selected: Set<Int> = []
    var highlighted: Int?

    /// The index paths of the selected and highlighted identities in `model`.
    func paths(in model: UpdateModel) -> (
      selected: Set<LayoutIndexPath>, highlighted: LayoutIndexPath?
    ) {
      let paths = model.itemPaths
      return (Set(selected.compactMap { paths[$0] }), highlighted.flatMap { paths[$0] })
    }

    /// Forgets the identities `update` reloads, read by their positions in `model`, the
    /// model before it, and those `after` no longer holds.
    mutating func apply(_ update: LayoutUpdate, from model: UpdateModel, to after: UpdateModel) {
      var ids: [LayoutIndexPath: Int] = [:]
      for (id, path) in model.itemPaths { ids[path] = id }
      let reloaded = Set(update.reloadedItems.compactMap { ids[$0] })
      let present = Set(after.sections.flatMap(\.items))
      selected = selected.filter { present.contains($0) && !reloaded.contains($0) }
      if let id = highlighted, !present.contains(id) || reloaded.contains(id) {
        highlighted = nil
      }
    }
  }

  /// What goes wrong first in the sequence of `seed`, or `nil`.
  static func failure(ofSequence seed: UInt64) -> String? {
    var sequence = RandomUpdates(seed: seed)
    let randomCase = sequence.layoutCase
    let host = LayoutHost(
      layout: randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    host.selection.allowsMultipleSelection = true
    for (report, _) in sequence.initialMeasurements {
      host.setPreferredSize(report.size, for: report.element)
    }
    var random = SeededGenerator(seed: seed ^ 0x5E1E_C7ED)
    var expected = Expected()
    for step in 1...sequence.stepCount {
      let before = sequence.model
      change(&expected, of: host, in: before, using: &random)
      if let found = mismatch(host, expected, before) {
        return "seed \(seed), before step \(step): \(found)"
      }
      let moving = chance(0.3, &random) && beginMovement(on: host, using: &random)
      let next = sequence.nextStep()
      switch next {
      case .update(let update, let counts):
        do {
          try host.performBatchUpdates(update, itemCounts: counts)
        } catch {
          return "seed \(seed), step \(step) (\(next)): refused with \(error)"
        }
        expected.apply(update, from: before, to: sequence.model)
        if host.interactiveMovement != nil {
          return "seed \(seed), step \(step): the update left the movement going"
        }
      case .refusal(let update, let counts, _):
        let movement = host.interactiveMovement
        let selection = host.selection
        if (try? host.performBatchUpdates(update, itemCounts: counts)) != nil {
          return "seed \(seed), step \(step) (\(next)): the host took a contradictory update"
        }
        if host.interactiveMovement != movement || host.selection != selection {
          return "seed \(seed), step \(step) (\(next)): the refusal changed the host"
        }
        if moving { try? host.cancelInteractiveMovement() }
      case .measurements(let reports):
        if moving { try? host.cancelInteractiveMovement() }
        for (report, _) in reports { host.setPreferredSize(report.size, for: report.element) }
      case .rowOffsets(let offsets):
        if moving { try? host.cancelInteractiveMovement() }
        host.rowOffsets = offsets
      case .invalidation:
        if moving { try? host.cancelInteractiveMovement() }
        host.invalidateLayout()
        if sequence.descriptionsFollowSections { _ = host.solvedLayout }
      }
      if host.itemCounts != sequence.model.itemCounts {
        return "seed \(seed), step \(step) (\(next)): counts \(host.itemCounts), model "
          + "\(sequence.model.itemCounts)"
      }
      if let found = mismatch(host, expected, sequence.model) {
        return "seed \(seed), after step \(step) (\(next)): \(found)"
      }
    }
    return nil
  }

  /// How the host's selection differs from `expected` in `model`, or `nil`.
  static func mismatch(_ host: LayoutHost, _ expected: Expected, _ model: UpdateModel)
    -> String?
  {
    let (selected, highlighted) = expected.paths(in: model)
    if host.selection.selectedItems != selected {
      return "selected \(host.selection.selectedItems.sorted()), expected \(selected.sorted())"
    }
    if host.selection.highlightedItem != highlighted {
      return "highlighted \(String(describing: host.selection.highlightedItem)), expected "
        + "\(String(describing: highlighted))"
    }
    return nil
  }

  /// Selects up to three items of `model`, deselects up to one selected item and now and
  /// then highlights one, on the host and in `expected`.
  static func change(
    _ expected: inout Expected, of host: LayoutHost, in model: UpdateModel,
    using random: inout SeededGenerator
  ) {
    let paths = model.itemPaths
    let ids = paths.keys.sorted()
    guard !ids.isEmpty else { return }
    for _ in 0..<random.next(below: 4) {
      let id = ids[random.next(below: ids.count)]
      if let path = paths[id], (try? host.selectItem(at: path)) != nil {
        expected.selected.insert(id)
      }
    }
    if let id = expected.selected.sorted().first, chance(0.3, &random), let path = paths[id],
      (try? host.deselectItem(at: path)) != nil
    {
      expected.selected.remove(id)
    }
    if chance(0.3, &random) {
      let id = ids[random.next(below: ids.count)]
      if let path = paths[id], (try? host.highlightItem(at: path)) == true {
        expected.highlighted = id
      }
    }
  }

  /// Picks up a random item and drags it over up to three random points of the content;
  /// whether a movement began.
  static func beginMovement(on host: LayoutHost, using random: inout SeededGenerator) -> Bool {
    let counts = host.itemCounts
    let sections = counts.indices.filter { counts[$0] > 0 }
    guard !sections.isEmpty else { return false }
    let section = sections[random.next(below: sections.count)]
    let path = LayoutIndexPath(item: random.next(below: counts[section]), section: section)
    guard (try? host.beginInteractiveMovement(ofItemAt: path)) != nil else { return false }
    let size = host.contentSize
    for _ in 0..<(1 + random.next(below: 3)) {
      let point = LayoutPoint(
        x: Double(random.next(below: max(1, Int(size.width)))),
        y: Double(random.next(below: max(1, Int(size.height)))))
      _ = try? host.updateInteractiveMovement(to: point)
    }
    return true
  }

  static func chance(_ probability: Double, _ random: inout SeededGenerator) -> Bool {
    Double(random.next(below: 1_000)) < probability * 1_000
  }
}
