import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Batch updates against hosts built from scratch (rule 21a), on seeded random layouts ×
/// random update sequences (`RandomUpdates`, over an identity model, `UpdateModel`).
///
/// A host takes a sequence's steps one by one: batch updates, measured sizes, contradictory
/// updates, row offsets and invalidations. After every step its counts and row offsets are
/// the model's and its solved layout keeps its invariants. At every third step and the last,
/// it must give the same errors, content size, cells, lookups and rect queries as the
/// reference solver given the model's counts and measured sizes (with the differential
/// test's slack), keep exactly the model's measured sizes, and give the frames of a second
/// host built from scratch and given those sizes one by one: identical but for the order
/// lengths are added in (`sameLength(_:_:)`). A contradictory update must be refused with
/// its error and change nothing.
///
/// A failure names the seed and the step; replay it with
/// `RandomUpdates(seed:)`, a `LayoutHost` of its
/// `layoutCase`, its `initialMeasurements`, and `nextStep()` up to the failing step
/// (`failure(ofSequence:)` does all that).
@Suite struct UpdateDifferentialTests {
  /// How many random sequences the test runs (2,000 at least).
  static let sequenceCount = 2_000
  /// The sequences run in batches so that they run in parallel.
  static let batchCount = 8
  /// Mismatches printed for a failing sequence.
  static let mismatchLimit = 10
}

extension UpdateDifferentialTests {
  @Test(arguments: 0..<batchCount)
  func updatedHostsMatchHostsBuiltFromScratch(batch: Int) {
    var failures: [UInt64] = []
    var first: String?
    for seed in stride(from: batch, to: Self.sequenceCount, by: Self.batchCount) {
      guard let failure = Self.failure(ofSequence: UInt64(seed)) else { continue }
      failures.append(UInt64(seed))
      if first == nil { first = failure }
    }
    if let first {
      Issue.record(
        """
        \(failures.count) of the batch's sequences fail, seeds \(failures.prefix(20)); the first:
        \(first)
        """)
    }
  }
}

// MARK: - Running a sequence

extension UpdateDifferentialTests {
  /// What goes wrong first in the sequence of `seed`, as a report that replays it, or `nil`.
  static func failure(ofSequence seed: UInt64) -> String? {
    var sequence = RandomUpdates(
      seed: seed)
    let randomCase = sequence.layoutCase
    let host = LayoutHost(
      layout: randomCase.layout, size: randomCase.size, itemCounts: randomCase.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    var found: [String] = []
    for (report, outcome) in sequence.initialMeasurements {
      let actual = host.setPreferredSize(report.size, for: report.element)
      if actual != outcome { found.append("measuring \(report): host \(actual), model \(outcome)") }
    }
    var history: [String] = []
    var step = 0
    var before = sequence.model
    while found.isEmpty, step < sequence.stepCount {
      step += 1
      before = sequence.model
      let next = sequence.nextStep()
      history.append("\(step). \(next)")
      found = mismatches(after: next, on: host, of: sequence, checked: isChecked(step, sequence))
    }
    guard !found.isEmpty else { return nil }
    return """
      seed \(seed), found after step \(step) of \(sequence.stepCount) (0: the first measured \
      sizes; the reference is compared every third step and at the last), descriptions \
      follow \(sequence.descriptionsFollowSections ? "sections" : "indexes"):
      \(found.prefix(mismatchLimit).joined(separator: "\n"))
      \(found.count > mismatchLimit ? "… and \(found.count - mismatchLimit) more\n" : "")\
      model before the step:
      \(before)
      model after it:
      \(sequence.model)
      steps:
      \(history.joined(separator: "\n"))
      layout:
      \(randomCase)
      """
  }

  /// Whether step `step` is compared with the reference and a host built from scratch: the
  /// last step, and every third before it.
  static func isChecked(_ step: Int, _ sequence: RandomUpdates) -> Bool {
    step == sequence.stepCount || step % 3 == 0
  }

  /// Applies `step` to `host` and returns how the host then differs from `sequence`'s model.
  static func mismatches(
    after step: RandomUpdateStep, on host: LayoutHost, of sequence: RandomUpdates,
    checked: Bool
  ) -> [String] {
    var found: [String] = []
    switch step {
    case .update(let update, let counts):
      do {
        try host.performBatchUpdates(update, itemCounts: counts)
      } catch {
        found.append("the host refused the update: \(error)")
      }
    case .refusal(let update, let counts, let expected):
      found += refusalMismatches(update, itemCounts: counts, expected: expected, on: host)
    case .measurements(let reports):
      for (report, outcome) in reports {
        let actual = host.setPreferredSize(report.size, for: report.element)
        if actual != outcome {
          found.append("measuring \(report): host \(actual), model \(outcome)")
        }
      }
    case .rowOffsets(let offsets):
      host.rowOffsets = offsets
    case .invalidation:
      host.invalidateLayout()
      // A provider that follows the data answers for the data as it is now, so the host must
      // solve before the next update changes it (UIKit's data sources carry the same rule).
      if sequence.descriptionsFollowSections { _ = host.solvedLayout }
    }
    let model = sequence.model
    if host.itemCounts != model.itemCounts {
      found.append("counts: host \(host.itemCounts), model \(model.itemCounts)")
    }
    if host.rowOffsets != model.mappedRowOffsets {
      found.append("row offsets: host \(host.rowOffsets), model \(model.mappedRowOffsets)")
    }
    do {
      try host.solvedLayout.checkInvariants()
    } catch {
      found.append("invariant: \(error)")
    }
    guard checked else { return found }
    return found + referenceMismatches(host, sequence)
  }

  /// How `host` differs from the reference solved for the model, and from a host built from
  /// scratch with the model's counts and measured sizes.
  static func referenceMismatches(_ host: LayoutHost, _ sequence: RandomUpdates) -> [String] {
    let model = sequence.model
    var randomCase = sequence.layoutCase
    randomCase.itemCounts = model.itemCounts
    let reference = sequence.reference()
    let lazy = host.solvedLayout
    var found = DifferentialTests.mismatches(lazy: lazy, reference: reference, in: randomCase)
    let measurements = model.measurements
    if host.preferredSizes != measurements {
      found.append(
        "measured sizes: host has \(host.preferredSizes.filter { measurements[$0.key] != $0.value }) "
          + "beyond the model, lacks \(measurements.filter { host.preferredSizes[$0.key] != $0.value })"
      )
    }

    let reports = measurements.sorted { order($0.key, $1.key) }.map { ($0.key, $0.value) }
    let scratch = LayoutHost(
      layout: randomCase.layout, size: randomCase.size, itemCounts: model.itemCounts,
      traits: randomCase.traits, referenceInsets: randomCase.referenceInsets)
    for (element, size) in reports { scratch.setPreferredSize(size, for: element) }
    let kept = reference.outcomes(of: reports).kept
    if scratch.preferredSizes != kept {
      found.append("measured sizes from scratch: \(scratch.preferredSizes), expected \(kept)")
    }
    found += exactMismatches(lazy, scratch.solvedLayout, in: randomCase, reference: reference)
    return found
  }

  /// How `lazy` differs from `scratch`: errors, content size, every cell, and every element
  /// of a rect around the content at the case's content offset, in order. Lengths must be
  /// equal but for the order strides are added in (``sameLength(_:_:)``).
  static func exactMismatches(
    _ lazy: SolvedLayout, _ scratch: SolvedLayout, in randomCase: RandomLayoutCase,
    reference: ReferenceLayout
  ) -> [String] {
    var found: [String] = []
    let errors = (lazy.errors.map { "\($0)" }, scratch.errors.map { "\($0)" })
    if errors.0 != errors.1 { found.append("errors: updated \(errors.0), scratch \(errors.1)") }
    if !sameLength(lazy.contentSize.width, scratch.contentSize.width)
      || !sameLength(lazy.contentSize.height, scratch.contentSize.height)
    {
      found.append("content size: updated \(lazy.contentSize), scratch \(scratch.contentSize)")
    }
    for (section, count) in randomCase.itemCounts.enumerated() {
      for item in 0...count {
        let path = LayoutIndexPath(item: item, section: section)
        let (updated, fresh) = (
          lazy.attributesForItem(at: path), scratch.attributesForItem(at: path)
        )
        if updated.map(describe) != fresh.map(describe), !same(updated, fresh) {
          found.append(
            "item \(path): updated \(updated.map(describe) ?? "none"), "
              + "scratch \(fresh.map(describe) ?? "none")")
        }
      }
    }
    let offset = randomCase.contentOffset(for: reference.contentSize)
    let around = reference.allElements(contentOffset: offset)
      .reduce(LayoutRect(origin: .zero, size: reference.contentSize)) { $0.union($1.frame) }
      .inset(by: DifferentialTests.insets(-50))
    let updated = lazy.attributesForElements(in: around, contentOffset: offset)
    let fresh = scratch.attributesForElements(in: around, contentOffset: offset)
    if updated.count != fresh.count || zip(updated, fresh).contains(where: { !same($0, $1) }) {
      let pairs = zip(updated, fresh).filter { !same($0, $1) }.prefix(3)
      found.append(
        "elements: \(updated.count) updated, \(fresh.count) scratch; first differences: "
          + pairs.map { "updated \(describe($0)), scratch \(describe($1))" }
          .joined(separator: "; "))
    }
    return found
  }

  /// Whether two elements are the same element with the same z index and frame, lengths
  /// compared by ``sameLength(_:_:)``.
  static func same(_ lhs: LayoutAttributes?, _ rhs: LayoutAttributes?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return lhs.elementID == rhs.elementID && lhs.zIndex == rhs.zIndex
      && sameLength(lhs.frame.minX, rhs.frame.minX) && sameLength(lhs.frame.minY, rhs.frame.minY)
      && sameLength(lhs.frame.width, rhs.frame.width)
      && sameLength(lhs.frame.height, rhs.frame.height)
  }

  /// Whether two lengths are equal but for the order their terms were added in, within
  /// 10⁻⁹ pt: far below a pixel, far above the last bits of the lengths here. A host adds a
  /// run of unmeasured group instances as one product (count × stride) and stored instances
  /// one by one, and which instances it stores depends on its history (an updated host
  /// keeps instances for items measured where they no longer self-size, at the template's
  /// stride; a host built from scratch does not), so content lengths and positions along
  /// the scroll axis may differ in their last bits, and so may x in right-to-left layouts,
  /// mirrored from the content width.
  static func sameLength(_ lhs: Double, _ rhs: Double) -> Bool {
    lhs == rhs || abs(lhs - rhs) <= 1e-9
  }

  /// The refusal of `update` by `host`: it must throw `expected` and keep its counts,
  /// measured sizes, row offsets and every element.
  static func refusalMismatches(
    _ update: LayoutUpdate, itemCounts: [Int], expected: LayoutUpdateError, on host: LayoutHost
  ) -> [String] {
    func state() -> [String] {
      // Solved first, so that the pass count is read after any pass the query needs.
      _ = host.solvedLayout
      let everything = LayoutRect(x: -1e6, y: -1e6, width: 3e6, height: 3e6)
      return [
        "\(host.itemCounts)", "\(host.rowOffsets.sorted { $0.key < $1.key })",
        "\(host.preferredSizes.sorted { order($0.key, $1.key) })",
        "\(host.layoutPassCount)",
        "\(host.solvedLayout.attributesForElements(in: everything).map(describe))",
      ]
    }
    let before = state()
    var found: [String] = []
    do {
      try host.performBatchUpdates(update, itemCounts: itemCounts)
      found.append("the host took a contradictory update; expected \(expected)")
    } catch {
      if error != expected { found.append("refused with \(error), expected \(expected)") }
    }
    let after = state()
    for (name, (old, new)) in zip(
      ["counts", "row offsets", "measured sizes", "layout passes", "elements"], zip(before, after))
    where old != new {
      found.append("a refused update changed the \(name): \(old) → \(new)")
    }
    return found
  }

  /// Elements in index path order, then by kind.
  static func order(_ lhs: LayoutElementID, _ rhs: LayoutElementID) -> Bool {
    (lhs.indexPath.section, lhs.indexPath.item, lhs.elementKind ?? "", "\(lhs.category)")
      < (rhs.indexPath.section, rhs.indexPath.item, rhs.elementKind ?? "", "\(rhs.category)")
  }

  static func describe(_ attributes: LayoutAttributes) -> String {
    "\(attributes.category) \(attributes.elementKind ?? "") \(attributes.indexPath) "
      + "\(attributes.frame) z \(attributes.zIndex)"
  }
}

// MARK: - The generator

extension UpdateDifferentialTests {
  @Test func randomUpdatesTakeEachModelToTheNext() {
    // Each update, applied to the model before it by UIKit's rules written out plainly
    // (`identities(after:on:itemCounts:)`), must give the model after it.
    var updates = 0
    for seed in 0..<300 as Range<UInt64> {
      var sequence = RandomUpdates(seed: seed)
      for step in 1...sequence.stepCount {
        let before = sequence.model
        guard case .update(let update, let counts) = sequence.nextStep() else { continue }
        updates += 1
        let after = sequence.model
        #expect(counts == after.itemCounts, "seed \(seed) step \(step)")
        let oldItems = Set(before.sections.flatMap(\.items))
        let oldSections = Set(before.sections.map(\.id))
        let expected = Self.identities(after: update, on: before, itemCounts: counts)
        for (index, section) in after.sections.enumerated() {
          let (id, items) = expected[index]
          let sectionMatches = id.map { $0 == section.id } ?? !oldSections.contains(section.id)
          let itemsMatch = zip(items, section.items).allSatisfy { expected, actual in
            expected.map { $0 == actual } ?? !oldItems.contains(actual)
          }
          #expect(
            sectionMatches && itemsMatch,
            "seed \(seed) step \(step): \(update.summary)\nbefore:\n\(before)\nafter:\n\(after)")
        }
      }
    }
    #expect(updates > 1_000)
  }

  /// The identities at each new position after `update` on `old`, by UIKit's
  /// `performBatchUpdates` rules: inserted and moved sections take their new indexes, the
  /// other old sections fill the rest in order; in a section that survives unreloaded,
  /// inserted and moved-in items take their new indexes and the items that neither leave
  /// nor are deleted fill the rest in order. `nil` stands for something new: an inserted
  /// section, or an inserted item or any item of an inserted or reloaded section.
  static func identities(after update: LayoutUpdate, on old: UpdateModel, itemCounts: [Int])
    -> [(section: Int?, items: [Int?])]
  {
    var sources = [Int?](repeating: nil, count: itemCounts.count)
    var taken = [Bool](repeating: false, count: itemCounts.count)
    for section in update.insertedSections { taken[section] = true }
    for move in update.movedSections {
      sources[move.to] = move.from
      taken[move.to] = true
    }
    let gone = Set(update.deletedSections + update.movedSections.map(\.from))
    var rest = old.sections.indices.filter { !gone.contains($0) }[...]
    for index in sources.indices where !taken[index] { sources[index] = rest.popFirst() }
    let reloaded = Set(update.reloadedSections)
    return sources.enumerated().map { index, source in
      guard let source else { return (nil, Array(repeating: nil, count: itemCounts[index])) }
      let oldSection = old.sections[source]
      guard !reloaded.contains(source) else {
        return (oldSection.id, Array(repeating: nil, count: itemCounts[index]))
      }
      var items = [Int?](repeating: nil, count: itemCounts[index])
      var filled = [Bool](repeating: false, count: itemCounts[index])
      for path in update.insertedItems where path.section == index { filled[path.item] = true }
      for move in update.movedItems where move.to.section == index {
        items[move.to.item] = old.sections[move.from.section].items[move.from.item]
        filled[move.to.item] = true
      }
      let leaving = Set(
        (update.deletedItems + update.movedItems.map(\.from))
          .filter { $0.section == source }.map(\.item))
      var staying = oldSection.items.indices.filter { !leaving.contains($0) }
        .map { oldSection.items[$0] }[...]
      for item in items.indices where !filled[item] { items[item] = staying.popFirst() }
      return (oldSection.id, items)
    }
  }

  @Test func randomUpdatesCoverEveryKindOfChange() {
    var seen: Set<String> = []
    for seed in 0..<200 as Range<UInt64> {
      var sequence = RandomUpdates(seed: seed)
      seen.insert(sequence.descriptionsFollowSections ? "follow sections" : "follow indexes")
      for _ in 1...sequence.stepCount {
        switch sequence.nextStep() {
        case .update(let update, _):
          seen.formUnion(Self.kinds(of: update))
        case .refusal(_, _, let error):
          seen.insert("refusal \(error)".prefix { $0 != "(" }.description)
        case .measurements(let reports):
          seen.formUnion(reports.map { "measurement \($0.outcome)" })
        case .rowOffsets:
          seen.insert("row offsets")
        case .invalidation:
          seen.insert("invalidation")
        }
      }
    }
    let expected: Set<String> = [
      "follow sections", "follow indexes", "delete sections", "insert sections",
      "move sections", "reload sections", "delete items", "insert items",
      "move items within a section", "move items across sections", "reload items",
      "reconfigure items", "refusal sectionOutOfRange", "refusal itemOutOfRange",
      "refusal newItemOutOfRange", "refusal sectionUsedTwice", "refusal itemUsedTwice",
      "refusal newSectionUsedTwice", "refusal newItemUsedTwice", "refusal itemInChangedSection",
      "refusal countMismatch", "measurement applied", "measurement unchanged",
      "measurement invalidSize", "measurement unknownElement", "measurement sizedBySection",
      "row offsets", "invalidation",
    ]
    #expect(expected.subtracting(seen).isEmpty, "never drawn: \(expected.subtracting(seen))")
  }

  /// What kinds of change `update` holds, as `randomUpdatesCoverEveryKindOfChange` names
  /// them.
  static func kinds(of update: LayoutUpdate) -> Set<String> {
    var kinds: Set<String> = []
    if !update.deletedSections.isEmpty { kinds.insert("delete sections") }
    if !update.insertedSections.isEmpty { kinds.insert("insert sections") }
    if !update.movedSections.isEmpty { kinds.insert("move sections") }
    if !update.reloadedSections.isEmpty { kinds.insert("reload sections") }
    if !update.deletedItems.isEmpty { kinds.insert("delete items") }
    if !update.insertedItems.isEmpty { kinds.insert("insert items") }
    for move in update.movedItems {
      kinds.insert(
        move.from.section == move.to.section
          ? "move items within a section" : "move items across sections")
    }
    if !update.reloadedItems.isEmpty { kinds.insert("reload items") }
    if !update.reconfiguredItems.isEmpty { kinds.insert("reconfigure items") }
    return kinds
  }
}

// MARK: - Cases the sequences found, smallest form

extension UpdateDifferentialTests {
  /// Rows of `perRow[s % perRow.count]` cells estimated 44 pt tall in section `s`.
  static func rows(_ perRow: [Int]) -> CollectionLayout {
    CollectionLayout { index, _ in
      let count = perRow[index % perRow.count]
      let item = LayoutItem(
        size: LayoutSizeSpec(width: .fractionalWidth(1 / Double(count)), height: .estimated(44)))
      let group = LayoutGroup.horizontal(
        size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
        repeatingSubitem: item, count: count)
      return LayoutSection(group: group)
    }
  }

  @Test func aSectionThatChangesShapeTakesItemChangesWithoutTrapping() async {
    // Section 0 has rows of ten, section 1 rows of two. Moving the twenty items of section 0
    // to index 1 while inserting one makes 11 rows of two; the insert once reached the old
    // shape's rows with the new shape's count and trapped, which would end the whole run.
    await #expect(processExitsWith: .success) {
      let host = LayoutHost(
        layout: UpdateDifferentialTests.rows([10, 2]), size: ReferenceLayouts.phone,
        itemCounts: [20, 0])
      _ = host.contentSize
      var update = LayoutUpdate()
      update.movedSections = [.init(from: 0, to: 1)]
      update.insertedItems = [LayoutIndexPath(item: 20, section: 1)]
      try? host.performBatchUpdates(update, itemCounts: [0, 21])
      // 11 rows of 44.
      precondition(host.contentSize.height == 484)
    }
  }

  @Test func aMeasuredHeaderKeepsItsSizeWhenItsSectionIsSolvedAgain() throws {
    // Fixed 44 pt rows under a header estimated 30 pt tall, measured 100. Inserting a row
    // solves the section again; the header keeps its 100.
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44))
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(30)),
      elementKind: "header", alignment: .top)
    let section = LayoutSection(
      group: .horizontal(size: row, subitems: [LayoutItem(size: row)]),
      boundarySupplementaryItems: [header])
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone, itemCounts: [2])
    let path = LayoutIndexPath(item: 0, section: 0)
    host.setPreferredSize(
      LayoutSize(width: 375, height: 100), for: .supplementary(ofKind: "header", at: path))
    var update = LayoutUpdate()
    update.insertedItems = [LayoutIndexPath(item: 2, section: 0)]
    try host.performBatchUpdates(update, itemCounts: [3])
    #expect(
      host.attributesForSupplementaryElement(ofKind: "header", at: path)?.frame
        == LayoutRect(x: 0, y: 0, width: 375, height: 100))
    // 100 + 3 × 44
    #expect(host.contentSize == LayoutSize(width: 375, height: 232))
  }

  @Test func aSectionWhoseProviderFailsLosesItsErrorWithItsLastItem() throws {
    // No section for index 0: with one item that is `missingSection`; with none, no error.
    let layout = CollectionLayout { _, _ in nil }
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [1])
    #expect(host.errors == [.missingSection(section: 0, itemCount: 1)])
    var update = LayoutUpdate()
    update.deletedItems = [LayoutIndexPath(item: 0, section: 0)]
    try host.performBatchUpdates(update, itemCounts: [0])
    #expect(host.errors == [])
  }

  @Test func aMeasuredCellThatOverflowsItsGroupIsFoundAfterItsSectionIsSolvedAgain() throws {
    // 100 pt rows holding a cell estimated 50 pt tall, measured 300: the cell overflows its
    // row (rule 21: a fixed row does not grow). A rect across its lower part finds it, also
    // after an insert solves the section again.
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(50)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: ReferenceLayouts.phone, itemCounts: [3])
    let first = LayoutIndexPath(item: 0, section: 0)
    host.setPreferredSize(LayoutSize(width: 375, height: 300), for: .cell(at: first))
    let below = LayoutRect(x: 0, y: 250, width: 375, height: 10)
    #expect(host.attributesForElements(in: below).map(\.indexPath).contains(first))
    var update = LayoutUpdate()
    update.insertedItems = [LayoutIndexPath(item: 3, section: 0)]
    try host.performBatchUpdates(update, itemCounts: [4])
    #expect(host.attributesForItem(at: first)?.frame.height == 300)
    #expect(host.attributesForElements(in: below).map(\.indexPath).contains(first))
  }
}

extension UpdateDifferentialTests {
  @Test func aMeasuredCellKeepsItsSizeInASectionThatStartsSelfSizingByMoving() throws {
    // By index: section 0 has fixed 44 pt rows, section 1 rows estimated 44 pt tall. Moving
    // section 1 to index 0 puts section 0 at index 1, where it self-sizes; the cell measured
    // 100 pt tall that moves into it in the same update keeps its size there, as it would
    // moving into any section that self-sizes.
    let layout = CollectionLayout { index, _ in
      let height: LayoutDimension = index == 0 ? .absolute(44) : .estimated(44)
      let row = LayoutSizeSpec(width: .fractionalWidth(1), height: height)
      return LayoutSection(group: .horizontal(size: row, subitems: [LayoutItem(size: row)]))
    }
    let host = LayoutHost(layout: layout, size: ReferenceLayouts.phone, itemCounts: [2, 2])
    let measured = LayoutIndexPath(item: 0, section: 1)
    host.setPreferredSize(LayoutSize(width: 375, height: 100), for: .cell(at: measured))
    var update = LayoutUpdate()
    update.movedSections = [.init(from: 1, to: 0)]
    update.movedItems = [.init(from: measured, to: LayoutIndexPath(item: 0, section: 1))]
    try host.performBatchUpdates(update, itemCounts: [1, 3])
    #expect(host.attributesForItem(at: LayoutIndexPath(item: 0, section: 1))?.frame.height == 100)
  }
}
