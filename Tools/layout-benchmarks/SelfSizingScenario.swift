import CompositionalLayout
import _LayoutInternals

/// The self-sizing scenario of `docs/performance.md`: a list of N rows estimated 44 pt; 1,000
/// random rows report a preferred height, each followed by a viewport query at that row.
enum SelfSizingScenario {
  static let container = LayoutSize(width: 390, height: 844)
  static let updates = 1_000

  static func figures() -> [BenchmarkFigure] {
    let large = medianUpdateQueryMicroseconds(rows: 1_000_000)
    let small = medianUpdateQueryMicroseconds(rows: 1_000)
    let sectioned = medianUpdateQueryMicroseconds(sections: 10_000, rowsPerSection: 10)
    var figures = [
      BenchmarkFigure(name: "selfsizing.1M.update_query_us", value: large, unit: "us"),
      BenchmarkFigure(name: "selfsizing.1k.update_query_us", value: small, unit: "us"),
      BenchmarkFigure(name: "selfsizing.scaling.ratio", value: large / small, unit: "ratio"),
      BenchmarkFigure(
        name: "selfsizing.10k_sections.update_query_us", value: sectioned, unit: "us"),
    ]
    if let bytes = RetainedMemory.bytesRetained(copies: 1, by: { measuredHost(rows: 1_000_000) }) {
      figures.append(
        BenchmarkFigure(
          name: "selfsizing.1M.bytes_per_item", value: bytes / 1_000_000, unit: "bytes"))
    }
    if let bytes = RetainedMemory.bytesRetained(copies: 1, by: { hugeSectionMeasuredOnce() }) {
      figures.append(
        BenchmarkFigure(name: "selfsizing.1e9.one_measure_bytes", value: bytes, unit: "bytes"))
    }
    return figures
  }

  /// A solved host of one 10⁹-row section in which one row was measured.
  static func hugeSectionMeasuredOnce() -> LayoutHost {
    let host = LayoutHost(layout: layout, size: container, itemCounts: [1_000_000_000])
    host.setPreferredSize(
      LayoutSize(width: container.width, height: 120),
      for: .cell(at: LayoutIndexPath(item: 123_456_789, section: 0)))
    return host
  }

  static var layout: CollectionLayout {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44))
    let group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: row)])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  /// A solved host of `rows` rows after the scenario's measurements.
  static func measuredHost(rows: Int) -> LayoutHost {
    let host = LayoutHost(layout: layout, size: container, itemCounts: [rows])
    var random = SeededGenerator(seed: 11)
    for _ in 0..<updates {
      let row = Int.random(in: 0..<rows, using: &random)
      let height = Double.random(in: 20...200, using: &random)
      host.setPreferredSize(
        LayoutSize(width: container.width, height: height),
        for: .cell(at: LayoutIndexPath(item: row, section: 0)))
    }
    return host
  }

  /// The median time of one measurement followed by a viewport query at that row, in a
  /// single section of `rows` rows.
  static func medianUpdateQueryMicroseconds(rows: Int) -> Double {
    medianUpdateQueryMicroseconds(sections: 1, rowsPerSection: rows)
  }

  /// The same in `sections` sections of `rowsPerSection` rows each: a measurement moves
  /// every later section, so this is what the sections after it cost.
  static func medianUpdateQueryMicroseconds(sections: Int, rowsPerSection: Int) -> Double {
    let host = LayoutHost(
      layout: layout, size: container,
      itemCounts: Array(repeating: rowsPerSection, count: sections))
    _ = host.contentSize
    var random = SeededGenerator(seed: 13)
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(updates)
    for _ in 0..<updates {
      let row = Int.random(in: 0..<rowsPerSection, using: &random)
      let section = sections > 1 ? Int.random(in: 0..<sections, using: &random) : 0
      let path = LayoutIndexPath(item: row, section: section)
      let height = Double.random(in: 20...200, using: &random)
      let elapsed = clock.measure {
        host.setPreferredSize(
          LayoutSize(width: container.width, height: height), for: .cell(at: path))
        let top = host.attributesForItem(at: path)?.frame.minY ?? 0
        blackHole(host.attributesForElements(in: LayoutRect(x: 0, y: top, width: 390, height: 844)))
      }
      samples.append(Stopwatch.milliseconds(elapsed) * 1000)
    }
    return Stopwatch.median(samples)
  }
}
