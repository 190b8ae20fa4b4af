import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Groups nested deep, or standing in many places at once: the solver recurses once per
/// level on the caller's thread, so the depth is capped before anything walks the
/// description (issue 24, found by fuzzing: a few thousand levels overflowed the stack).
@Suite struct NestingLimitTests {}

extension NestingLimitTests {
  /// The stack of the thread each depth test solves on: a quarter of a MiB, less than a
  /// task or a background queue may get.
  static let stackSize = 256 * 1024

  /// A chain of `depth` groups, each the only subitem of the one above it, 50 pt tall and
  /// full width, around one item.
  static func chain(depth: Int) -> LayoutGroup {
    let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50))
    let fill = LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
    var group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: fill)])
    for _ in 1..<depth {
      group = LayoutGroup.vertical(size: row, subitems: [.group(group)])
    }
    return group
  }

  /// Solves a chain of `depth` groups showing 3 items, on a thread of ``stackSize``; its
  /// errors, the frame of item 2, and the stack the thread had.
  static func solveChain(depth: Int) -> (
    errors: [LayoutError], frame: LayoutRect?, stackSize: Int
  ) {
    let run = SmallStackThread.run(stackSize: stackSize) {
      let layout = CollectionLayout(section: LayoutSection(group: chain(depth: depth)))
      let solved = LayoutSolver.solve(
        layout, size: LayoutSize(width: 300, height: 600), itemCounts: [3])
      return (
        solved.errors, solved.attributesForItem(at: LayoutIndexPath(item: 2, section: 0))?.frame
      )
    }
    return (run.result.0, run.result.1, run.stackSize)
  }

  @Test func theDeepestAcceptedNestingSolvesOnAQuarterMebibyteStack() {
    #expect(LayoutGroup.maximumNestingDepth == 16)
    let solved = Self.solveChain(depth: LayoutGroup.maximumNestingDepth)
    #expect(solved.stackSize == Self.stackSize)
    #expect(solved.errors.isEmpty)
    #expect(solved.frame == LayoutRect(x: 0, y: 100, width: 300, height: 50))
  }

  @Test func oneLevelDeeperIsANamedErrorAndTheSectionIsEmpty() {
    let solved = Self.solveChain(depth: LayoutGroup.maximumNestingDepth + 1)
    #expect(solved.stackSize == Self.stackSize)
    #expect(solved.errors == [.groupNestingTooDeep(section: 0, limit: 16)])
    #expect(solved.frame == nil)
  }

  @Test func aChainOfAHundredLevelsIsRefusedOnAQuarterMebibyteStack() {
    // Solving 100 levels needs about 600 KiB of stack in a debug build (about 6 KiB a level:
    // without the limit, 35 levels overflowed this stack). Releasing a value nested thousands
    // of levels deep recurses in the Swift runtime, as for any nested value: a chain of a
    // thousand levels overflows this stack when it is released, limit or not.
    let solved = Self.solveChain(depth: 100)
    #expect(solved.errors == [.groupNestingTooDeep(section: 0, limit: 16)])
  }

  @Test func aGroupStandingTwiceAtEachLevelIsRefusedByWhatItDescribes() {
    // 16 levels, each holding the one below twice, two items at the bottom: 2¹⁷ − 2
    // subitems described, though the value holds 16 groups.
    let row = LayoutSizeSpec(width: .absolute(10), height: .absolute(10))
    var group = LayoutGroup.horizontal(
      size: row, subitems: [LayoutItem(size: row), LayoutItem(size: row)])
    for _ in 1..<16 {
      group = LayoutGroup.horizontal(size: row, subitems: [.group(group), .group(group)])
    }
    let host = TestLayouts.host(group, items: 10)
    #expect(host.errors == [.groupDescriptionTooLarge(section: 0, limit: 100_000)])
    #expect(host.visibleAttributes.isEmpty)
  }

  @Test func subitemsThatDoNotFitCountTowardsTheDescription() {
    // One item fits the 10 pt row; the 100,000 listed after it are never placed, but every
    // walk over the description reads them.
    let small = LayoutItem(size: TestLayouts.absolute(10, 10))
    let wide = LayoutItem(size: TestLayouts.absolute(1_000, 10))
    let fits = LayoutGroup.horizontal(
      size: TestLayouts.absolute(10, 10),
      subitems: [small] + Array(repeating: wide, count: 99_999))
    #expect(TestLayouts.host(fits, items: 5).errors.isEmpty)
    let tooMany = LayoutGroup.horizontal(
      size: TestLayouts.absolute(10, 10),
      subitems: [small] + Array(repeating: wide, count: 100_000))
    #expect(
      TestLayouts.host(tooMany, items: 5).errors == [
        .groupDescriptionTooLarge(section: 0, limit: 100_000)
      ])
  }
}
