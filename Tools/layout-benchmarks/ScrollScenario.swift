import CompositionalLayout
import _LayoutInternals

/// The scroll scenario of `docs/performance.md`: 60 s at 120 Hz through the mixed layout with
/// pinned headers and a carousel visible-items handler — a fling of the main scroll view
/// every second, alternating direction, and a fling of the first visible carousel every
/// quarter second — each frame producing the visible elements.
enum ScrollScenario {
  static let frames = 7_200

  static func figures() -> [BenchmarkFigure] {
    let layout = MixedScenario.layout(pinnedHeaders: true, carouselHandler: carouselScale)
    let host = LayoutHost(
      layout: layout, size: MixedScenario.container,
      itemCounts: Array(repeating: MixedScenario.itemsPerSection, count: 10_000))
    guard let driver = try? ScrollDriver(host: host),
      let clock = try? FrameClock(framesPerSecond: 120)
    else { return [] }
    var random = SeededGenerator(seed: 17)
    var visibleCount = 0
    let milliseconds = Stopwatch(warmUpRuns: 1, measuredRuns: 5).medianMilliseconds {
      var carousel: Int?
      try? clock.run(driver, frames: frames) { index, driver throws(ScrollSimulationError) in
        if index % 120 == 0 {
          let speed = Double.random(in: 2_000...6_000, using: &random)
          try driver.fling(velocity: LayoutPoint(x: 0, y: index % 240 == 0 ? speed : -speed))
        }
        if index % 30 == 15, let section = carousel {
          try driver.flingRow(
            inSection: section, velocity: Double.random(in: -3_000...3_000, using: &random))
        }
      } frame: { frame in
        visibleCount += frame.visibleElements.count
        carousel =
          frame.visibleElements.first {
            $0.indexPath.section % MixedScenario.carouselSection.every
              == MixedScenario.carouselSection.first
          }?.indexPath.section
      }
    }
    blackHole(visibleCount)
    return [BenchmarkFigure(name: "scroll.7200frames.ms", value: milliseconds, unit: "ms")]
  }

  /// The carousel idiom: items shrink with their distance from the row's centre.
  static func carouselScale(
    _ items: inout [LayoutVisibleItem], offset: LayoutPoint, environment: LayoutEnvironment
  ) {
    let width = environment.container.contentSize.width
    for index in items.indices where items[index].category == .cell {
      let distance = abs(items[index].frame.midX - offset.x - width / 2)
      let scale = max(0.8, 1 - distance / width)
      items[index].transform = .scale(x: scale, y: scale)
    }
  }
}
