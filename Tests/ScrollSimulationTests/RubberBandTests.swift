import ScrollSimulation
import Testing

@Suite struct RubberBandTests {
  /// `f(x)` at D = 960 (`docs/scrolling.md`: 100 → 52.0, 400 → 179.0, 960 → 340.6).
  static let table: [(overscroll: Double, offset: Double)] = [
    (100, 52.01970443349758), (400, 178.9830508474577), (960, 340.6451612903226),
  ]
}

extension RubberBandTests {
  @Test(arguments: table)
  func bandMatchesThePublishedTable(_ row: (overscroll: Double, offset: Double)) {
    let band = ScrollRubberBand(dimension: 960)
    #expect(isClose(band.offset(forOverscroll: row.overscroll), row.offset))
    #expect(isClose(band.offset(forOverscroll: -row.overscroll), -row.offset))
    #expect(isClose(band.overscroll(forOffset: row.offset), row.overscroll, within: 1e-9))
  }

  @Test(arguments: table)
  func draggingPastEitherEdgeFollowsTheBand(_ row: (overscroll: Double, offset: Double)) throws {
    var scroller = try Scroller(viewportLength: 960, contentLength: 3000)
    try scroller.drag(by: -row.overscroll)
    #expect(isClose(scroller.offset, -row.offset))
    try scroller.setContentOffset(2040, animated: false)
    try scroller.drag(by: row.overscroll)
    #expect(isClose(scroller.offset, 2040 + row.offset))
  }

  @Test func draggingBackRetracesTheBand() throws {
    var scroller = try Scroller(viewportLength: 960, contentLength: 3000)
    try scroller.drag(by: -400)
    try scroller.drag(by: 300)
    #expect(isClose(scroller.offset, -52.01970443349758))
    try scroller.drag(by: 150)
    #expect(scroller.offset == 50)
    #expect(scroller.isDragging)
    #expect(scroller.velocity == 0)
  }

  @Test func catchingABounceResumesFromTheSameOffset() throws {
    var scroller = try Scroller(viewportLength: 960, contentLength: 3000)
    try scroller.drag(by: -400)
    try scroller.release(velocity: 0)
    try scroller.step(by: 0.1)
    let caught = scroller.offset
    try scroller.drag(by: 0)
    #expect(isClose(scroller.offset, caught))
    #expect(scroller.isDragging)
  }

  @Test func zeroLengthViewportCannotBePulledPastTheEdge() throws {
    var scroller = try Scroller(viewportLength: 0, contentLength: 0, bounce: .always)
    try scroller.drag(by: -100)
    #expect(scroller.offset == 0)
  }
}
