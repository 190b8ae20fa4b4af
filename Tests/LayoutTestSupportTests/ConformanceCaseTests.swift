import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// The reference solver on its own against the reference cases of
/// `docs/reference-cases.md`, so that the differential test compares the lazy solver
/// with something known to be right.
@Suite struct ConformanceCaseTests {}

extension ConformanceCaseTests {
  @Test(arguments: ConformanceCase.all)
  func referenceSolverGivesTheFramesAndContentSizeOfTheCase(_ reference: ConformanceCase)
    throws
  {
    let solved = ReferenceSolver.solve(
      reference.makeLayout(), size: ReferenceLayouts.phone, itemCounts: reference.itemCounts)
    #expect(solved.violations.isEmpty)
    for expected in reference.expected {
      let actual = try #require(solved.attributes(of: expected.element), "\(expected.element)")
      #expect(actual.frame.conforms(to: expected.frame), "\(expected.element): \(actual.frame)")
    }
    #expect(solved.contentSize.conforms(to: reference.contentSize), "\(solved.contentSize)")
  }

  @Test func referenceSolverGivesTheGridOfCaseC1Exactly() {
    // 375 / 5 = 75: every number of C1 is exact in binary, so no tolerance is needed.
    let solved = ReferenceSolver.solve(
      ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [100])
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 7, section: 0))?.frame
        == LayoutRect(x: 150, y: 75, width: 75, height: 75))
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 99, section: 0))?.frame
        == LayoutRect(x: 300, y: 1425, width: 75, height: 75))
    #expect(solved.attributesForItem(at: LayoutIndexPath(item: 100, section: 0)) == nil)
    #expect(solved.contentSize == LayoutSize(width: 375, height: 1500))
  }

  @Test func referenceSolverReportsNoRoomForTheSectionOfCaseC9Only() {
    // 32 − 16 − 16 = 0 pt of room in section 1; sections 0 and 2 are plain 44 pt lists.
    let solved = ReferenceSolver.solve(
      ReferenceLayouts.cramped(sectionsWithNoRoom: [1]),
      size: LayoutSize(width: 32, height: 812), itemCounts: [2, 2, 2])
    #expect(solved.violations == [1: [.noRoomForGroup(section: 1, available: 0)]])
    #expect(solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 1)) == nil)
    // Section 1 is laid out empty, so section 2 starts where section 0 ends (88 = 2 × 44).
    #expect(
      solved.attributesForItem(at: LayoutIndexPath(item: 0, section: 2))?.frame
        == LayoutRect(x: 0, y: 88, width: 32, height: 44))
    #expect(solved.contentSize == LayoutSize(width: 32, height: 176))
  }
}
