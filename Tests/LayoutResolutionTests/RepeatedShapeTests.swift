import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// A layout that repeats a few section shapes solves each shape's group once per pass, and
/// nothing it reports depends on that.
@Suite struct RepeatedShapeTests {
  @Test func sectionsOfTheSameShapeAreLaidOutAlikeAtTheirOwnPlaces() {
    let item = LayoutItem(size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .absolute(40)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(40)), subitems: [item])
    let solved = LayoutSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)), size: ReferenceLayouts.phone,
      itemCounts: [3, 3, 3])
    // Two rows of 40 per section: sections start at 0, 80 and 160.
    for section in 0..<3 {
      let frame = solved.attributesForItem(at: LayoutIndexPath(item: 2, section: section))?.frame
      #expect(frame == LayoutRect(x: 0, y: Double(section) * 80 + 40, width: 187.5, height: 40))
    }
  }

  @Test func aCustomGroupsProviderIsAskedForEverySection() {
    var calls = 0
    let group = LayoutGroup.custom(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50))
    ) { _ in
      calls += 1
      return [LayoutCustomGroupItem(frame: LayoutRect(x: 0, y: 0, width: 50, height: 50))]
    }
    _ = LayoutSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)), size: ReferenceLayouts.phone,
      itemCounts: [1, 1, 1, 1])
    #expect(calls == 4)
  }

  @Test func aGroupsDiagnosticsAreReportedForEverySectionThatRepeatsIt() {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)),
      contentInsets: LayoutDirectionalInsets(all: 5))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)), subitems: [item])
    let solved = LayoutSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)), size: ReferenceLayouts.phone,
      itemCounts: [1, 1])
    #expect(
      solved.diagnostics == [
        .contentInsetsIgnoredOnEstimatedAxis(section: 0, axis: .vertical),
        .contentInsetsIgnoredOnEstimatedAxis(section: 1, axis: .vertical),
      ])
  }
}
