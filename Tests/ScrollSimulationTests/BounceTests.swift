import ScrollSimulation
import Testing
import _LayoutInternals

@Suite struct BounceTests {}

extension BounceTests {
  @Test func releaseBeyondAnEdgeSpringsBackWithoutOvershoot() throws {
    var scroller = try Scroller(viewportLength: 960, contentLength: 3000)
    try scroller.drag(by: -400)
    #expect(isClose(scroller.offset, -178.9830508474577))
    try scroller.release(velocity: 0)
    #expect(scroller.phase == .springing)
    #expect(scroller.isDecelerating)
    #expect(isClose(scroller.timeToRest, 0.8087318122548961, within: 1e-9))
    let offsets = try trajectory(of: &scroller, step: 1 / 120.0)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(offsets.allSatisfy { $0 <= 0 })
    #expect(scroller.offset == 0)
    #expect(scroller.phase == .idle)
  }

  @Test func springStopsWithinHalfAPixelOfTheEdge() throws {
    for scale in [1.0, 2.0, 3.0] {
      var scroller = try Scroller(
        viewportLength: 960, contentLength: 3000, displayScale: scale)
      try scroller.drag(by: -400)
      try scroller.release(velocity: 0)
      let last = scroller.timeToRest
      try scroller.step(by: last * (1 - 1e-9))
      #expect(scroller.isMoving)
      #expect(scroller.offset.magnitude <= 0.5 / scale * (1 + 1e-6))
      try scroller.step(by: last * 1e-8)
      #expect(scroller.offset == 0)
    }
  }

  @Test func criticallyDampedSpringNeverCrossesItsTargetFromRest() {
    let spring = DampedSpring.scroll(displacement: -300, velocity: 0)
    #expect(spring.crossingTime == nil)
    for step in 0...400 {
      #expect(spring.displacement(at: Double(step) / 100) <= 0)
    }
  }

  @Test func throwingBackInFromTheBandCrossesTheEdgeAndCoasts() throws {
    var scroller = try Scroller(viewportLength: 960, contentLength: 3000)
    try scroller.drag(by: -100)
    try scroller.release(velocity: 2000)
    #expect(scroller.phase == .springing)
    try scroller.step(by: 0.035)
    #expect(scroller.offset < 0)
    try scroller.step(by: 0.001)
    #expect(scroller.phase == .decelerating)
    #expect(scroller.offset > 0)
    #expect(isClose(scroller.restingOffset, 520.0811792454233, within: 1e-6))
  }

  @Test func momentumHitsTheEdgeAtTheAnalyticTimeAndBouncesBack() throws {
    var scroller = try tallScroller(offset: 800)
    try scroller.fling(velocity: 1000)
    try scroller.step(by: 0.2554908697501209 - 1e-9)
    #expect(scroller.phase == .decelerating)
    #expect(isClose(scroller.offset, 1000, within: 1e-6))
    try scroller.step(by: 2e-9)
    #expect(scroller.phase == .springing)
    #expect(isClose(scroller.velocity, 599.5994658653841, within: 1e-4))
    try scroller.step(by: 0.1 - 1e-9)
    #expect(isClose(scroller.offset, 1022.058031642925, within: 1e-6))
    #expect(isClose(scroller.timeToRest, 0.6686987425624782 - 0.1, within: 1e-9))
    let offsets = try trajectory(of: &scroller, step: 1 / 60.0)
    #expect(offsets.allSatisfy { $0 >= 1000 })
    #expect(scroller.offset == 1000)
  }

  @Test func neverBounceStopsDeadAtTheEdge() throws {
    var scroller = try tallScroller(offset: 800, bounce: .never)
    try scroller.fling(velocity: 1000)
    #expect(isClose(scroller.timeToRest, 0.2554908697501209))
    let offsets = try trajectory(of: &scroller, step: 1 / 60.0)
    #expect(offsets.allSatisfy { $0 <= 1000 })
    #expect(scroller.offset == 1000)
    try scroller.drag(by: 300)
    #expect(scroller.offset == 1000)
    try scroller.drag(by: -10)
    #expect(scroller.offset == 990)
  }

  @Test func alwaysBounceRubberBandsShortContent() throws {
    var scroller = try Scroller(viewportLength: 500, contentLength: 300, bounce: .always)
    #expect(scroller.bouncesAtEdges)
    try scroller.drag(by: 100)
    #expect(isClose(scroller.offset, 49.549549549549596))
    try scroller.release(velocity: 0)
    let offsets = try trajectory(of: &scroller, step: 1 / 60.0)
    #expect(offsets.allSatisfy { $0 >= 0 })
    #expect(scroller.offset == 0)
  }

  @Test func automaticBounceLeavesShortContentStill() throws {
    var scroller = try Scroller(viewportLength: 500, contentLength: 300)
    #expect(!scroller.bouncesAtEdges)
    try scroller.drag(by: 100)
    #expect(scroller.offset == 0)
    try scroller.fling(velocity: -3000)
    #expect(!scroller.isMoving)
    #expect(scroller.offset == 0)
  }

  @Test func automaticBounceRubberBandsContentLongerThanTheViewport() throws {
    var scroller = try tallScroller()
    #expect(scroller.bouncesAtEdges)
    try scroller.drag(by: -100)
    #expect(isClose(scroller.offset, -49.549549549549596))
  }

  @Test func insetsExtendTheRestingRange() throws {
    var scroller = try Scroller(
      viewportLength: 500, contentLength: 1500, leadingInset: 64, trailingInset: 34)
    #expect(scroller.minimumOffset == -64)
    #expect(scroller.maximumOffset == 1034)
    try scroller.fling(velocity: -1000)
    #expect(scroller.restingOffset == -64)
  }
}
