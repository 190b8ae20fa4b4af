import CompositionalLayout
import _LayoutInternals

/// The transition scenario of `docs/performance.md`: a 1M-row list takes a batch of 10,000
/// scattered changes (5,000 deletes, 5,000 inserts), animated; the transition covers what is
/// visible before and after.
enum TransitionScenario {
  static let container = LayoutSize(width: 390, height: 844)
  static let rows = 1_000_000
  static let changes = 10_000

  static func figures() -> [BenchmarkFigure] {
    let host = LayoutHost(
      layout: SelfSizingScenario.layout, size: container, itemCounts: [rows])
    host.contentOffset = LayoutPoint(x: 0, y: 44 * Double(rows / 2))
    let start = host.transitionStart()
    var random = SeededGenerator(seed: 23)
    var update = LayoutUpdate()
    var deleted = Set<Int>()
    while deleted.count < changes / 2 { deleted.insert(Int.random(in: 0..<rows, using: &random)) }
    var inserted = Set<Int>()
    while inserted.count < changes / 2 {
      inserted.insert(Int.random(in: 0..<rows, using: &random))
    }
    update.deletedItems = deleted.sorted().map { LayoutIndexPath(item: $0, section: 0) }
    update.insertedItems = inserted.sorted().map { LayoutIndexPath(item: $0, section: 0) }
    guard let plan = try? host.applyBatchUpdates(update, itemCounts: [rows]) else { return [] }
    var transition: LayoutTransition?
    let buildMs = Stopwatch().medianMilliseconds {
      transition = host.makeTransition(from: start, plan: plan, timing: .batchUpdates)
    }
    guard let transition else { return [] }
    let frameMs = Stopwatch().medianMilliseconds {
      for step in 0..<100 { blackHole(transition.attributes(at: Double(step) * 0.003)) }
    }
    return [
      BenchmarkFigure(name: "transition.1M.build_us", value: buildMs * 1000, unit: "us"),
      BenchmarkFigure(name: "transition.frame_us", value: frameMs * 10, unit: "us"),
      BenchmarkFigure(
        name: "transition.elements", value: Double(transition.elements.count), unit: "count"),
    ]
  }
}
