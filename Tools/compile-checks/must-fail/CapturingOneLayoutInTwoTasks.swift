// expected-error: sending value of non-Sendable type '() async -> ()' risks causing data races
//
// The core's own spelling of the same race: a provider that mutates a class, captured by
// two tasks.
import LayoutGeometry
import LayoutResolution

final class ProviderLog {
  var calls = 0
}

func solveFromTwoTasks() {
  let log = ProviderLog()
  let row = LayoutGroup.horizontal(
    size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
    subitems: [LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)))])
  let layout = CollectionLayout { _, _ in
    log.calls += 1
    return LayoutSection(group: row)
  }
  let size = LayoutSize(width: 375, height: 812)
  Task { _ = LayoutSolver.solve(layout, size: size, itemCounts: [10]) }
  Task { _ = LayoutSolver.solve(layout, size: size, itemCounts: [10]) }
}
