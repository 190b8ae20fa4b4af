import CompositionalLayout
import _LayoutInternals

/// The grid scenario of `docs/performance.md`: one section of Apple's 5-column grid in a
/// 390 × 844 container, N = 1k … 1M items.
enum GridScenario {
  static let container = LayoutSize(width: 390, height: 844)
  static let sizes = [("1k", 1_000), ("10k", 10_000), ("100k", 100_000), ("1M", 1_000_000)]

  static var layout: CollectionLayout {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    return CollectionLayout(section: LayoutSection(group: group))
  }

  static func figures() -> [BenchmarkFigure] {
    let layout = layout
    var figures: [BenchmarkFigure] = []
    var prepare: [String: Double] = [:]
    print("scaling  N        prepare_ms   query_us")
    for (label, count) in sizes {
      let prepareMs = Stopwatch(measuredRuns: 21).medianMilliseconds {
        blackHole(LayoutSolver.solve(layout, size: container, itemCounts: [count]))
      }
      let queryUs = medianQueryMicroseconds(layout: layout, itemCount: count)
      prepare[label] = prepareMs
      print("scaling  \(label.padding(8))\(format(prepareMs).padding(13))\(format(queryUs))")
      figures.append(
        BenchmarkFigure(name: "grid.\(label).prepare_ms", value: prepareMs, unit: "ms"))
      figures.append(BenchmarkFigure(name: "grid.\(label).query_us", value: queryUs, unit: "us"))
    }
    if let large = prepare["1M"], let small = prepare["1k"], small > 0 {
      figures.append(
        BenchmarkFigure(name: "grid.scaling.prepare_ratio", value: large / small, unit: "ratio"))
    }
    if let bytes = RetainedMemory.bytesRetained(by: {
      LayoutSolver.solve(layout, size: container, itemCounts: [1_000_000])
    }) {
      figures.append(BenchmarkFigure(name: "grid.1M.retained_bytes", value: bytes, unit: "bytes"))
    }
    return figures
  }

  /// The median time of one viewport query at a random offset, in microseconds.
  private static func medianQueryMicroseconds(layout: CollectionLayout, itemCount: Int) -> Double {
    let solved = LayoutSolver.solve(layout, size: container, itemCounts: [itemCount])
    var random = SeededGenerator(seed: 42)
    let range = max(0, solved.contentSize.height - container.height)
    let offsets = (0..<1_000).map { _ in Double.random(in: 0...range, using: &random) }
    let batchMs = Stopwatch().medianMilliseconds {
      for offset in offsets {
        blackHole(
          solved.attributesForElements(
            in: LayoutRect(origin: LayoutPoint(x: 0, y: offset), size: container)))
      }
    }
    return batchMs * 1000 / Double(offsets.count)
  }

  private static func format(_ value: Double) -> String {
    "\((value * 1000).rounded() / 1000)"
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  fileprivate func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(1, width - count))
  }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}
