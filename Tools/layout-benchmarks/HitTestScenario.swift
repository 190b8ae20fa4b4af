import CompositionalLayout
import _LayoutInternals

/// The hit-testing scenario of `docs/performance.md`: the topmost element at random points
/// of random viewports, in the mixed layout of 10,000 sections × 100 items with pinned
/// headers (`hittest.1M_ns`), and in the 1M-item grid (`hittest.grid.1M_ns`).
enum HitTestScenario {
  static let points = 10_000

  static func figures() -> [BenchmarkFigure] {
    let mixed = LayoutSolver.solve(
      MixedScenario.layout(pinnedHeaders: true), size: MixedScenario.container,
      itemCounts: Array(repeating: MixedScenario.itemsPerSection, count: 10_000))
    let grid = LayoutSolver.solve(
      GridScenario.layout, size: GridScenario.container, itemCounts: [1_000_000])
    return [
      BenchmarkFigure(name: "hittest.1M_ns", value: medianNanoseconds(mixed), unit: "ns"),
      BenchmarkFigure(name: "hittest.grid.1M_ns", value: medianNanoseconds(grid), unit: "ns"),
    ]
  }

  /// The median time of one hit test, in nanoseconds: a random point of a viewport at a
  /// random offset, pinned headers placed for that offset.
  static func medianNanoseconds(_ solved: SolvedLayout) -> Double {
    var random = SeededGenerator(seed: 23)
    let container = solved.environment.container.contentSize
    let range = max(0, solved.contentSize.height - container.height)
    let probes = (0..<points).map { _ in
      let offset = Double.random(in: 0...range, using: &random)
      return (
        offset: LayoutPoint(x: 0, y: offset),
        point: LayoutPoint(
          x: Double.random(in: 0..<container.width, using: &random),
          y: offset + Double.random(in: 0..<container.height, using: &random))
      )
    }
    let batchMs = Stopwatch().medianMilliseconds {
      for probe in probes {
        blackHole(solved.hitTest(probe.point, contentOffset: probe.offset))
      }
    }
    return batchMs * 1_000_000 / Double(probes.count)
  }
}
