import CompositionalLayout
import Foundation
import _LayoutInternals

/// What `apply` of a freshly built snapshot costs, in `docs/performance.md`: building a
/// snapshot of 1M identifiers against inserting them into a pre-reserved `Set`, and building
/// plus diffing 100k `UUID`s in the shape of DifferenceKit's README benchmark.
enum ApplyScenario {
  /// Rounds of the build ratios; each round times the snapshot and the set back to back, so
  /// that load from other jobs falls on both sides of a ratio.
  static let ratioRounds = 7

  static func figures() -> [BenchmarkFigure] {
    buildRatioFigures() + [applyFigure()]
  }

  /// `snapshot.1M.build_ratio_vs_reserved_set`: the worst of four ratios, each printed too.
  private static func buildRatioFigures() -> [BenchmarkFigure] {
    var generator = SeededGenerator(seed: 0xB01D)
    let integers = Array(0..<1_000_000).shuffled(using: &generator)
    let uuids = (0..<1_000_000).map { _ in uuid(using: &generator) }
    let ratios = [
      ("int_flat", buildRatio(sections: [integers])),
      ("int_1kx1k", buildRatio(sections: chunks(of: integers))),
      ("uuid_flat", buildRatio(sections: [uuids])),
      ("uuid_1kx1k", buildRatio(sections: chunks(of: uuids))),
    ]
    let name = "snapshot.1M.build_ratio_vs_reserved_set"
    return ratios.map { BenchmarkFigure(name: "\(name).\($0.0)", value: $0.1, unit: "ratio") }
      + [BenchmarkFigure(name: name, value: ratios.map(\.1).max() ?? 0, unit: "ratio")]
  }

  /// `apply.100k_uuid.build_diff_ms`: DifferenceKit's README scenario, 100,000 `UUID`s to
  /// 10,000 deleted, 10,000 inserted and the first 2,000 shuffled; the new snapshot is built
  /// from its array and diffed against the old one, as `apply` of a fresh snapshot does.
  private static func applyFigure() -> BenchmarkFigure {
    var generator = SeededGenerator(seed: 0xA991_1E)
    let source = (0..<100_000).map { _ in uuid(using: &generator) }
    var target = source
    target.removeSubrange(20_000..<30_000)
    target.insert(contentsOf: (0..<10_000).map { _ in uuid(using: &generator) }, at: 30_000)
    target[0..<2_000].shuffle(using: &generator)
    let old = snapshot(sections: [source])
    var moves = 0
    let time = Stopwatch(warmUpRuns: 2, measuredRuns: 15).medianMilliseconds {
      moves = BatchUpdate(from: old, to: snapshot(sections: [target])).movedItems.count
    }
    precondition(moves > 0, "the diff was optimised away")
    return BenchmarkFigure(name: "apply.100k_uuid.build_diff_ms", value: time, unit: "ms")
  }

  /// The median over rounds of (snapshot build time / pre-reserved set insert time) for the
  /// same identifiers, section after section.
  private static func buildRatio<ID: Hashable & Sendable>(sections: [[ID]]) -> Double {
    let total = sections.reduce(0) { $0 + $1.count }
    let once = Stopwatch(warmUpRuns: 1, measuredRuns: 1)
    var checksum = 0
    let ratios = (0..<ratioRounds).map { _ in
      let build = once.medianMilliseconds {
        checksum &+= snapshot(sections: sections).numberOfItems
      }
      let set = once.medianMilliseconds {
        var set = Set<ID>(minimumCapacity: total)
        for items in sections {
          for item in items { set.insert(item) }
        }
        checksum &+= set.count
      }
      return build / set
    }
    precondition(checksum != 0, "the builds were optimised away")
    return Stopwatch.median(ratios)
  }

  /// A snapshot of `sections`, its capacity reserved first since the counts are known.
  private static func snapshot<ID: Hashable & Sendable>(sections: [[ID]])
    -> DataSourceSnapshot<Int, ID>
  {
    DiffScenario.snapshot(sections: sections, reservingCapacity: true)
  }

  /// `items` cut into sections of 1,000.
  private static func chunks<ID>(of items: [ID]) -> [[ID]] {
    stride(from: 0, to: items.count, by: 1_000).map {
      Array(items[$0..<min($0 + 1_000, items.count)])
    }
  }

  /// A random `UUID` drawn from `generator`, so every run uses the same identifiers.
  private static func uuid(using generator: inout SeededGenerator) -> UUID {
    UUID(uuid: unsafeBitCast((generator.next(), generator.next()), to: uuid_t.self))
  }
}
