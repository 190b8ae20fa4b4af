import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import Testing

/// Rule 27: what a prefetching data source is told as the viewport moves.
@Suite struct PrefetchTrackerTests {
  /// Rows of five 75 pt squares in a 375 × 812 viewport: 200 items, 40 rows, 3,000 pt.
  static let grid = LayoutSolver.solve(
    ReferenceLayouts.grid, size: ReferenceLayouts.phone, itemCounts: [200])

  /// The items of rows `rows` of the grid, in order.
  static func items(ofRows rows: [Int]) -> [LayoutIndexPath] {
    rows.flatMap { row in (0..<5).map { LayoutIndexPath(item: row * 5 + $0, section: 0) } }
  }

  static func at(_ y: Double) -> LayoutPoint { LayoutPoint(x: 0, y: y) }
}

extension PrefetchTrackerTests {
  @Test func scriptedScrollPrefetchesAheadAndCancelsWhatItLeavesBehind() {
    var tracker = PrefetchTracker()
    // At rest at the top: rows 0…10 show, the band 812…1624 holds rows 11…21, nearest
    // first.
    #expect(
      tracker.update(for: Self.grid, contentOffset: Self.at(0))
        == PrefetchEvents(prefetch: Self.items(ofRows: Array(11...21))))
    // Down a row: row 11 shows (used, so never cancelled), row 22 enters the band.
    #expect(
      tracker.update(for: Self.grid, contentOffset: Self.at(75))
        == PrefetchEvents(prefetch: Self.items(ofRows: [22])))
    // Back up: the band turns above the viewport, where nothing is; rows 12…22 are
    // cancelled in index-path order.
    #expect(
      tracker.update(for: Self.grid, contentOffset: Self.at(0))
        == PrefetchEvents(cancel: Self.items(ofRows: Array(12...22))))
    #expect(tracker.prefetchedItems.isEmpty)
    // A jump down: rows 13…24 show at once and are never prefetched; the band 1812…2624
    // holds rows 25…34.
    #expect(
      tracker.update(for: Self.grid, contentOffset: Self.at(1000))
        == PrefetchEvents(prefetch: Self.items(ofRows: Array(25...34))))
    // Up by 100: the band 88…900 holds rows 1…11, nearest (row 11) first; rows 25…34 left
    // the band without showing.
    #expect(
      tracker.update(for: Self.grid, contentOffset: Self.at(900))
        == PrefetchEvents(
          prefetch: Self.items(ofRows: Array((1...11).reversed())),
          cancel: Self.items(ofRows: Array(25...34))))
    #expect(tracker.prefetchedItems == Set(Self.items(ofRows: Array(1...11))))
    // Staying put changes nothing, and the band keeps its direction.
    #expect(tracker.update(for: Self.grid, contentOffset: Self.at(900)).isEmpty)
  }

  @Test func lookaheadSetsTheBandsLengthInViewports() {
    var half = PrefetchTracker(lookahead: 0.5)
    // 812…1218: rows 11…16 (row 16 starts at 1200).
    #expect(
      half.update(for: Self.grid, contentOffset: Self.at(0)).prefetch
        == Self.items(ofRows: Array(11...16)))
    var none = PrefetchTracker(lookahead: 0)
    #expect(none.update(for: Self.grid, contentOffset: Self.at(0)).isEmpty)
  }

  @Test(arguments: [-1, Double.nan, .infinity])
  func lookaheadThatIsNegativeOrNotFinitePrefetchesNothing(_ lookahead: Double) {
    var tracker = PrefetchTracker(lookahead: lookahead)
    #expect(tracker.update(for: Self.grid, contentOffset: Self.at(0)).isEmpty)
    #expect(tracker.update(for: Self.grid, contentOffset: Self.at(300)).isEmpty)
  }

  @Test(arguments: [
    LayoutPoint(x: 0, y: .nan), LayoutPoint(x: .infinity, y: 0), LayoutPoint(x: 0, y: -.infinity),
  ])
  func offsetThatIsNotFiniteChangesNothing(_ offset: LayoutPoint) {
    var tracker = PrefetchTracker()
    _ = tracker.update(for: Self.grid, contentOffset: Self.at(0))
    let before = tracker
    #expect(tracker.update(for: Self.grid, contentOffset: offset).isEmpty)
    #expect(tracker == before)
  }

  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func scrolledRowPrefetchesAheadAlongItsRow(_ direction: ReadingDirection) {
    // The carousel of `OrthogonalRowTests`: 274.4 pt groups 10 pt apart after a 16 pt
    // inset, five items; its band is one container width beyond the row's trailing edge,
    // mirrored for right to left.
    let host = OrthogonalRowTests.host(traits: LayoutTraits(readingDirection: direction))
    let solved = host.solvedLayout
    var tracker = PrefetchTracker()
    func path(_ item: Int) -> LayoutIndexPath { LayoutIndexPath(item: item, section: 0) }
    // Items 0 and 1 show; item 2 (584.8…859.2 along the row) is within 375…750.
    #expect(
      tracker.update(for: solved, contentOffset: .zero)
        == PrefetchEvents(prefetch: [path(2)]))
    // A page along: item 2 shows, item 3 enters the band.
    #expect(
      tracker.update(for: solved, contentOffset: .zero, rowOffsets: [0: 284.4])
        == PrefetchEvents(prefetch: [path(3)]))
    // Back: the row's band turns to its leading side, where nothing is; item 3 is cancelled.
    #expect(
      tracker.update(for: solved, contentOffset: .zero, rowOffsets: [0: 0])
        == PrefetchEvents(cancel: [path(3)]))
  }

  @Test func rowOffsetThatIsNotFiniteChangesNothing() {
    let solved = OrthogonalRowTests.host().solvedLayout
    var tracker = PrefetchTracker()
    _ = tracker.update(for: solved, contentOffset: .zero)
    let before = tracker
    #expect(tracker.update(for: solved, contentOffset: .zero, rowOffsets: [0: .nan]).isEmpty)
    #expect(tracker == before)
  }
}
