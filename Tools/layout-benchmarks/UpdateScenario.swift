import CompositionalLayout
import _LayoutInternals

/// The update scenario of `docs/performance.md`: batch updates on a live host, each followed
/// by a viewport query, in a self-sizing list with measured rows and in the mixed layout.
enum UpdateScenario {
  static let container = SelfSizingScenario.container
  static let updates = 1_000

  static func figures() -> [BenchmarkFigure] {
    let large = medianInsertTopMicroseconds(rows: 1_000_000)
    let small = medianInsertTopMicroseconds(rows: 1_000)
    return [
      BenchmarkFigure(name: "update.selfsizing.1M.insert_top_us", value: large, unit: "us"),
      BenchmarkFigure(name: "update.selfsizing.1k.insert_top_us", value: small, unit: "us"),
      BenchmarkFigure(name: "update.selfsizing.scaling.ratio", value: large / small, unit: "ratio"),
      BenchmarkFigure(
        name: "update.mixed.one_section_us", value: medianMixedInsertMicroseconds(), unit: "us"),
    ]
  }

  /// The median time of inserting one row at the top of a list of `rows` rows estimated
  /// 44 pt, a tenth of them measured, then querying the anchored viewport: the update keeps
  /// the visible rows still, so the query is where they were.
  static func medianInsertTopMicroseconds(rows: Int) -> Double {
    let host = LayoutHost(layout: SelfSizingScenario.layout, size: container, itemCounts: [rows])
    var random = SeededGenerator(seed: 17)
    for _ in 0..<(rows / 10) {
      let row = Int.random(in: 0..<rows, using: &random)
      host.setPreferredSize(
        LayoutSize(width: container.width, height: Double.random(in: 20...200, using: &random)),
        for: .cell(at: LayoutIndexPath(item: row, section: 0)))
    }
    host.contentOffset = LayoutPoint(x: 0, y: host.contentSize.height / 2)
    var update = LayoutUpdate()
    update.insertedItems = [LayoutIndexPath(item: 0, section: 0)]
    var count = rows
    return median(of: updates) {
      count += 1
      try? host.performBatchUpdates(update, itemCounts: [count])
      blackHole(host.attributesForElements(in: host.visibleRect))
    }
  }

  /// The median time of inserting one item into section 5,000 of the mixed layout's 10,000
  /// sections, then querying the viewport there.
  static func medianMixedInsertMicroseconds() -> Double {
    var counts = Array(repeating: MixedScenario.itemsPerSection, count: 10_000)
    let host = LayoutHost(layout: MixedScenario.layout, size: container, itemCounts: counts)
    let section = 5_000
    host.contentOffset = LayoutPoint(
      x: 0, y: host.solvedLayout.frame(ofSection: section)?.minY ?? 0)
    var update = LayoutUpdate()
    update.insertedItems = [LayoutIndexPath(item: 0, section: section)]
    return median(of: updates) {
      counts[section] += 1
      try? host.performBatchUpdates(update, itemCounts: counts)
      blackHole(host.attributesForElements(in: host.visibleRect))
    }
  }

  /// The median of `runs` timings of `body`, in microseconds.
  static func median(of runs: Int, _ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(runs)
    for _ in 0..<runs { samples.append(Stopwatch.milliseconds(clock.measure(body)) * 1000) }
    return Stopwatch.median(samples)
  }
}
