import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 26: which element a point lands on.
@Suite struct HitTestingTests {
  /// Rows of five 75 pt squares under a 50 pt header pinned at zIndex 2, 100 items.
  static func pinnedGrid(traits: LayoutTraits = LayoutTraits()) -> LayoutHost {
    let item = LayoutItem(size: ReferenceLayouts.fractional(0.2, 1))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let header = LayoutBoundarySupplementaryItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(50)),
      elementKind: "header", alignment: .top, pinToVisibleBounds: true, zIndex: 2)
    let section = LayoutSection(group: group, boundarySupplementaryItems: [header])
    return LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone,
      itemCounts: [100], traits: traits)
  }

  /// One group holding custom frames that overlap: items 0 and 1 at zIndex 0 over the same
  /// square, item 2 at zIndex 1 below them in data order, item 3 at zIndex 0 after it.
  static func overlapping() -> SolvedLayout {
    let group = LayoutGroup(
      size: TestLayouts.absolute(375, 100),
      arrangement: .custom { _ in
        [
          LayoutCustomGroupItem(frame: LayoutRect(x: 0, y: 0, width: 100, height: 100)),
          LayoutCustomGroupItem(frame: LayoutRect(x: 50, y: 0, width: 100, height: 100)),
          LayoutCustomGroupItem(
            frame: LayoutRect(x: 200, y: 0, width: 100, height: 100), zIndex: 1),
          LayoutCustomGroupItem(frame: LayoutRect(x: 250, y: 0, width: 100, height: 100)),
        ]
      })
    return LayoutSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)), size: ReferenceLayouts.phone,
      itemCounts: [4])
  }
}

extension HitTestingTests {
  @Test func pinnedHeaderIsOnTopOfTheCellItCovers() {
    let host = Self.pinnedGrid()
    host.contentOffset = LayoutPoint(x: 0, y: 300)
    let point = LayoutPoint(x: 80, y: 320)
    let hit = host.hitTest(point)
    #expect(hit?.elementKind == "header")
    #expect(hit?.frame == LayoutRect(x: 0, y: 300, width: 375, height: 50))
    // Row 3 spans 275…350 below the 50 pt header: (320 − 50) / 75 = 3.6, column 1.
    #expect(host.indexPathForItem(at: point) == LayoutIndexPath(item: 16, section: 0))
    #expect(
      host.solvedLayout.hitTest(point, contentOffset: host.contentOffset)?.elementKind
        == "header")
    #expect(host.solvedLayout.hitTest(point)?.indexPath == LayoutIndexPath(item: 16, section: 0))
  }

  @Test func pointOnASharedEdgeBelongsToTheCellThatStartsThere() {
    let solved = Self.pinnedGrid().solvedLayout
    #expect(
      solved.indexPathForItem(at: LayoutPoint(x: 75, y: 50)) == LayoutIndexPath(item: 1, section: 0)
    )
    #expect(
      solved.indexPathForItem(at: LayoutPoint(x: 74.999, y: 124.999))
        == LayoutIndexPath(item: 0, section: 0))
    #expect(
      solved.indexPathForItem(at: LayoutPoint(x: 0, y: 125)) == LayoutIndexPath(item: 5, section: 0)
    )
    // The right edge of the content and the end of the last row belong to nothing.
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 375, y: 60)) == nil)
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 10, y: 1550)) == nil)
    #expect(solved.hitTest(LayoutPoint(x: 10, y: 1549.9))?.indexPath.item == 95)
  }

  @Test func highestZIndexWinsAndTheLaterElementWinsATie() {
    let solved = Self.overlapping()
    // Items 0 and 1 overlap at zIndex 0: the later one is on top.
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 60, y: 50))?.item == 1)
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 40, y: 50))?.item == 0)
    // Item 2 is above item 3 though earlier.
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 260, y: 50))?.item == 2)
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 320, y: 50))?.item == 3)
  }

  @Test func scrolledRowIsHitWhereItShows() {
    let host = OrthogonalRowTests.host()
    host.rowOffsets[0] = 310
    // Item 1 starts at the 16 pt inset; item 0 ends at 6, the gap between them is nothing's.
    // Item 1's badge sits at its top trailing corner, 306…316 (the row's groups are 300 pt,
    // 0.8 of the whole width: rule 19, iOS 17).
    #expect(
      host.indexPathForItem(at: LayoutPoint(x: 20, y: 20)) == LayoutIndexPath(item: 1, section: 0))
    #expect(
      host.indexPathForItem(at: LayoutPoint(x: 3, y: 20)) == LayoutIndexPath(item: 0, section: 0))
    #expect(host.hitTest(LayoutPoint(x: 10, y: 20)) == nil)
    let badge = host.hitTest(LayoutPoint(x: 311, y: 20))
    #expect(badge?.elementKind == "badge")
    #expect(badge?.indexPath == LayoutIndexPath(item: 1, section: 0))
    #expect(host.solvedLayout.indexPathForItem(at: LayoutPoint(x: 20, y: 20))?.item == 0)
    #expect(
      host.indexPathForItem(at: LayoutPoint(x: 20, y: 160)) == LayoutIndexPath(item: 0, section: 1))
  }

  @Test func rightToLeftRowIsHitMirrored() {
    let host = OrthogonalRowTests.host(traits: LayoutTraits(readingDirection: .rightToLeft))
    host.rowOffsets[0] = 310
    // Item 1 spans 59…359 at the leading (right) side, item 0 starts at 369 and item 2
    // ends at 49.
    #expect(host.indexPathForItem(at: LayoutPoint(x: 355, y: 20))?.item == 1)
    #expect(host.indexPathForItem(at: LayoutPoint(x: 45, y: 20))?.item == 2)
    #expect(host.indexPathForItem(at: LayoutPoint(x: 370, y: 20))?.item == 0)
    #expect(host.indexPathForItem(at: LayoutPoint(x: 364, y: 20)) == nil)
  }

  @Test func snappedFramesDecideAtPixelEdges() {
    // Three thirds of 100 pt at 2×: each item floored to 33 pt (rule 25, tarikbozyak grid4x4;
    // this test first expected the edge at 33.33 to show at 33.5), so 33.1 is item 1's.
    let group = LayoutGroup.horizontal(
      size: TestLayouts.absolute(100, 50),
      repeatingSubitem: LayoutItem(size: ReferenceLayouts.fractional(1, 1)), count: 3)
    let solved = LayoutSolver.solve(
      CollectionLayout(section: LayoutSection(group: group)), size: ReferenceLayouts.phone,
      itemCounts: [3], traits: LayoutTraits(displayScale: 2))
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 32.9, y: 10))?.item == 0)
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 33.1, y: 10))?.item == 1)
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 65.9, y: 10))?.item == 1)
    #expect(solved.indexPathForItem(at: LayoutPoint(x: 66.1, y: 10))?.item == 2)
  }

  @Test(arguments: [
    LayoutPoint(x: .nan, y: 10), LayoutPoint(x: 10, y: .nan), LayoutPoint(x: .infinity, y: 10),
    LayoutPoint(x: 10, y: -.infinity),
  ])
  func pointThatIsNotFiniteHitsNothing(_ point: LayoutPoint) {
    let host = Self.pinnedGrid()
    #expect(host.hitTest(point) == nil)
    #expect(host.indexPathForItem(at: point) == nil)
    #expect(host.solvedLayout.hitTest(point) == nil)
    #expect(host.solvedLayout.indexPathForItem(at: point) == nil)
  }

  @Test func handlerThatHidesOrMovesItemsDecidesWhatTheHostHits() {
    // A list whose handler hides row 1 and moves row 2 right by 100; transforms change
    // nothing.
    var section = ReferenceLayouts.list.sectionForAnyIndex
    section.visibleItemsInvalidationHandler = { items, _, _ in
      for index in items.indices {
        switch items[index].indexPath.item {
        case 1: items[index].isHidden = true
        case 2: items[index].center.x += 100
        default: items[index].transform = .scale(x: 0.1, y: 0.1)
        }
      }
    }
    let host = LayoutHost(
      layout: CollectionLayout(section: section), size: ReferenceLayouts.phone,
      itemCounts: [40])
    #expect(host.indexPathForItem(at: LayoutPoint(x: 10, y: 50)) == nil)
    #expect(host.indexPathForItem(at: LayoutPoint(x: 10, y: 100)) == nil)
    #expect(host.indexPathForItem(at: LayoutPoint(x: 110, y: 100))?.item == 2)
    #expect(host.indexPathForItem(at: LayoutPoint(x: 5, y: 5))?.item == 0)
    // Below the visible rect no handler runs: row 30 is where it is laid out.
    #expect(host.indexPathForItem(at: LayoutPoint(x: 10, y: 1330))?.item == 30)
    // The solved layout knows no handler.
    #expect(host.solvedLayout.indexPathForItem(at: LayoutPoint(x: 10, y: 50))?.item == 1)
  }
}
