import CompositionalLayout
import Testing

@Suite struct UmbrellaTests {}

extension UmbrellaTests {
  @Test func oneImportReachesGeometryResolutionAndTheHost() {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)), subitems: [item])
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 300, height: 600), itemCounts: [3])
    #expect(
      host.attributesForItem(at: LayoutIndexPath(item: 2, section: 0))?.frame
        == LayoutRect(x: 0, y: 50, width: 150, height: 50))
    #expect(host.contentSize == LayoutSize(width: 300, height: 100))
  }
}

extension UmbrellaTests {
  @Test func oneImportReachesDiffableDataSources() throws {
    var snapshot = DataSourceSnapshot<String, Int>()
    try snapshot.appendSections(["main"])
    try snapshot.appendItems([1, 2, 3], toSection: "main")
    #expect(snapshot.numberOfItems(inSection: "main") == 3)
    #expect(snapshot.indexOfItem(3) == 2)
  }
}
