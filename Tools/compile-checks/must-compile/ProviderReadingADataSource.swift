// The common provider, one that reads the data source's current sections to choose each
// section's layout, needs no `@unchecked Sendable` box: the host calls it on the caller's
// thread. Also: a solved layout, a `Sendable` value, crosses to another task.
import DataSourceHosting
import DiffableDataSources
import LayoutGeometry
import LayoutResolution

func hostDrivenByADataSource() async throws {
  let host = LayoutHost(
    layout: CollectionLayout(section: LayoutSection(group: row(height: 44))),
    size: LayoutSize(width: 375, height: 812), itemCounts: [])
  let dataSource = DiffableDataSource<String, Int>(target: LayoutHostTarget(host: host))
  host.layout = CollectionLayout { index, _ in
    let kind = dataSource.snapshot().sectionIdentifiers[index]
    return LayoutSection(group: row(height: kind == "tall" ? 88 : 44))
  }
  var snapshot = DataSourceSnapshot<String, Int>()
  try snapshot.appendSections(["tall", "short"])
  try snapshot.appendItems([1, 2], toSection: "tall")
  try snapshot.appendItems([3], toSection: "short")
  dataSource.apply(snapshot)
  let solved = host.solvedLayout
  let height = await Task.detached { solved.contentSize.height }.value
  precondition(height == 220)
}

func row(height: Double) -> LayoutGroup {
  LayoutGroup.horizontal(
    size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(height)),
    subitems: [
      LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    ])
}
