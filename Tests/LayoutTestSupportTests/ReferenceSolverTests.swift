import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The reference solver is checked on its own against the spec's numbers, so that the
/// differential test compares the lazy solver with something known to be right.
@Suite struct ReferenceSolverTests {}

extension ReferenceSolverTests {
  @Test func gridOfFiveColumnsMatchesReferenceCaseC1() throws {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let reference = ReferenceSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: [100])
    #expect(
      reference.attributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame
        == LayoutRect(x: 150, y: 75, width: 75, height: 75))
    #expect(
      reference.attributesForItem(at: LayoutIndexPath(item: 99, section: 0))?.frame
        == LayoutRect(x: 300, y: 1425, width: 75, height: 75))
    #expect(reference.contentSize == LayoutSize(width: 375, height: 1500))
  }
}
