import CompositionalLayout
import _LayoutInternals

/// The diff and snapshot scenarios of `docs/performance.md`: flat diffs of 100k and 1M Int
/// identifiers, a sectioned diff of 1,000 × 1,000 items, and building and querying a
/// snapshot of 1M items. Inputs come from a seeded generator, so every run diffs the same
/// data.
enum DiffScenario {
  /// Every figure of the scenario, in the order `docs/performance.md` lists them.
  static func figures() -> [BenchmarkFigure] {
    flatFigures() + sectionedFigures() + snapshotFigures()
  }

  /// `diff.100k.*` and `diff.1M.*`: our diff time and move count, and for 100k how many
  /// times faster it is than the standard library's `difference(from:)` + `inferringMoves()`.
  private static func flatFigures() -> [BenchmarkFigure] {
    var generator = SeededGenerator(seed: 0x5EED_D1FF)
    let small = FlatChange(count: 100_000, deleted: 10_000, inserted: 10_000, moved: 2_000)
      .arrays(using: &generator)
    let smallOld = snapshot(of: small.old)
    let smallNew = snapshot(of: small.new)
    var smallMoves = 0
    let ours = Stopwatch().medianMilliseconds {
      smallMoves = BatchUpdate(from: smallOld, to: smallNew).movedItems.count
    }
    // Myers' algorithm is O(n·d): one run of it takes seconds here, and its median is moot.
    let stdlib = Stopwatch(warmUpRuns: 0, measuredRuns: 1).medianMilliseconds {
      _ = small.new.difference(from: small.old).inferringMoves()
    }
    let large = FlatChange(count: 1_000_000, deleted: 4_000, inserted: 4_000, moved: 2_000)
      .arrays(using: &generator)
    let largeOld = snapshot(of: large.old)
    let largeNew = snapshot(of: large.new)
    var largeMoves = 0
    let largeTime = Stopwatch(warmUpRuns: 1, measuredRuns: 5).medianMilliseconds {
      largeMoves = BatchUpdate(from: largeOld, to: largeNew).movedItems.count
    }
    return [
      BenchmarkFigure(name: "diff.100k.ms", value: ours, unit: "ms"),
      BenchmarkFigure(name: "diff.100k.moves", value: Double(smallMoves), unit: "count"),
      BenchmarkFigure(name: "diff.100k.ratio_vs_stdlib", value: stdlib / ours, unit: "ratio"),
      BenchmarkFigure(name: "diff.1M.ms", value: largeTime, unit: "ms"),
      BenchmarkFigure(name: "diff.1M.moves", value: Double(largeMoves), unit: "count"),
    ]
  }

  /// `diff.sections.1M.ms`: 1,000 sections of 1,000 items with 1 % of the items changed:
  /// 4,000 deleted, 4,000 inserted, 1,000 moved inside their section, 1,000 moved to
  /// another section.
  private static func sectionedFigures() -> [BenchmarkFigure] {
    var generator = SeededGenerator(seed: 0x5EC7_1095)
    let sectionCount = 1_000
    let perSection = 1_000
    var oldSections = (0..<sectionCount).map { section in
      Array(section * perSection..<(section + 1) * perSection)
    }
    let old = snapshot(sections: oldSections)
    var deleted = Set<Int>()
    while deleted.count < 4_000 { deleted.insert(generator.next(below: sectionCount * perSection)) }
    for section in oldSections.indices { oldSections[section].removeAll { deleted.contains($0) } }
    var nextIdentifier = sectionCount * perSection
    for _ in 0..<4_000 {
      let section = generator.next(below: sectionCount)
      oldSections[section].insert(
        nextIdentifier, at: generator.next(below: oldSections[section].count + 1))
      nextIdentifier += 1
    }
    for move in 0..<2_000 {
      let from = generator.next(below: sectionCount)
      guard !oldSections[from].isEmpty else { continue }
      let item = oldSections[from].remove(at: generator.next(below: oldSections[from].count))
      let to = move < 1_000 ? from : generator.next(below: sectionCount)
      oldSections[to].insert(item, at: generator.next(below: oldSections[to].count + 1))
    }
    let new = snapshot(sections: oldSections)
    let time = Stopwatch(warmUpRuns: 1, measuredRuns: 5).medianMilliseconds {
      _ = BatchUpdate(from: old, to: new)
    }
    return [BenchmarkFigure(name: "diff.sections.1M.ms", value: time, unit: "ms")]
  }

  /// `snapshot.1M.build_ms` (1,000 sections of 1,000 items, appended section by section) and
  /// `snapshot.1M.lookup_ns` (`indexOfItem` of random items, per lookup).
  private static func snapshotFigures() -> [BenchmarkFigure] {
    let sections = (0..<1_000).map { section in Array(section * 1_000..<(section + 1) * 1_000) }
    var built = DataSourceSnapshot<Int, Int>()
    let buildTime = Stopwatch(warmUpRuns: 1, measuredRuns: 5).medianMilliseconds {
      built = snapshot(sections: sections)
    }
    var generator = SeededGenerator(seed: 0x100C_0F)
    let probes = (0..<100_000).map { _ in generator.next(below: 1_000_000) }
    var checksum = 0
    let lookupTime = Stopwatch().medianMilliseconds {
      for probe in probes { checksum &+= built.indexOfItem(probe) ?? 0 }
    }
    precondition(checksum != 0, "lookups were optimised away")
    return [
      BenchmarkFigure(name: "snapshot.1M.build_ms", value: buildTime, unit: "ms"),
      BenchmarkFigure(
        name: "snapshot.1M.lookup_ns", value: lookupTime * 1e6 / Double(probes.count), unit: "ns"),
    ]
  }

  private static func snapshot(of items: [Int]) -> DataSourceSnapshot<Int, Int> {
    snapshot(sections: [items])
  }

  /// A snapshot of `sections`, appended section by section; with `reservingCapacity`, the
  /// counts are reserved first, as a caller who knows them would.
  static func snapshot<ID: Hashable & Sendable>(
    sections: [[ID]], reservingCapacity: Bool = false
  ) -> DataSourceSnapshot<Int, ID> {
    var snapshot = DataSourceSnapshot<Int, ID>()
    if reservingCapacity {
      snapshot.reserveCapacity(
        items: sections.reduce(0) { $0 + $1.count }, sections: sections.count)
    }
    do {
      try snapshot.appendSections(Array(sections.indices))
      for (section, items) in sections.enumerated() {
        try snapshot.appendItems(items, toSection: section)
      }
    } catch {
      preconditionFailure("benchmark input is invalid: \(error)")
    }
    return snapshot
  }
}

/// A flat list edited by deleting, inserting and moving items at scattered places.
private struct FlatChange {
  let count: Int
  let deleted: Int
  let inserted: Int
  let moved: Int

  /// Identifiers `0..<count`, then the edited list. Each survivor keeps a sort key from its
  /// old place, moved and inserted items take random keys, and one sort lays the list out.
  func arrays(using generator: inout SeededGenerator) -> (old: [Int], new: [Int]) {
    let old = Array(0..<count)
    var keyed: [(key: Int, item: Int)] = old.map { ($0 * 4, $0) }
    var chosen = Set<Int>()
    while chosen.count < deleted + moved { chosen.insert(generator.next(below: count)) }
    let picked = chosen.sorted()
    var shuffled = picked
    for index in shuffled.indices.reversed() {
      shuffled.swapAt(index, generator.next(below: index + 1))
    }
    let movedItems = Set(shuffled.prefix(moved))
    keyed.removeAll { chosen.contains($0.item) && !movedItems.contains($0.item) }
    for index in keyed.indices where movedItems.contains(keyed[index].item) {
      keyed[index].key = generator.next(below: count * 4) | 1
    }
    for offset in 0..<inserted {
      keyed.append((generator.next(below: count * 4) | 2, count + offset))
    }
    keyed.sort { ($0.key, $0.item) < ($1.key, $1.item) }
    return (old, keyed.map(\.item))
  }
}
