import LayoutGeometry
import ScrollSimulation
import Testing
import _LayoutInternals

@Suite struct BadInputTests {
  static let nonFinite: [Double] = [.nan, .infinity, -.infinity, 2e12]
}

extension BadInputTests {
  @Test(arguments: nonFinite)
  func badLengthsAreRefusedByName(_ value: Double) {
    #expect(throws: ScrollSimulationError.invalidViewportLength(value)) {
      try Scroller(viewportLength: value, contentLength: 100)
    }
    #expect(throws: ScrollSimulationError.invalidContentLength(value)) {
      try Scroller(viewportLength: 100, contentLength: value)
    }
    #expect(throws: ScrollSimulationError.invalidContentInset(value)) {
      try Scroller(viewportLength: 100, contentLength: 100, trailingInset: value)
    }
    #expect(throws: ScrollSimulationError.invalidOffset(value)) {
      try Scroller(offset: value, viewportLength: 100, contentLength: 100)
    }
  }

  @Test func negativeLengthsAreRefusedByName() {
    #expect(throws: ScrollSimulationError.invalidViewportLength(-1)) {
      try Scroller(viewportLength: -1, contentLength: 100)
    }
    #expect(throws: ScrollSimulationError.invalidContentLength(-5)) {
      try Scroller(viewportLength: 100, contentLength: -5)
    }
  }

  @Test(arguments: [0, 1, -0.5, 1.5, .nan, .infinity])
  func decelerationRateOutsideTheOpenUnitIntervalIsRefused(_ rate: Double) {
    #expect(throws: ScrollSimulationError.invalidDecelerationRate(rate)) {
      try ScrollDeceleration.custom(rate)
    }
  }

  @Test(arguments: nonFinite)
  func badInputLeavesTheScrollerUnchanged(_ value: Double) throws {
    var scroller = try tallScroller(offset: 300)
    try scroller.fling(velocity: 800)
    try scroller.step(by: 0.2)
    let before = scroller
    #expect(throws: ScrollSimulationError.invalidDragDistance(value)) {
      try scroller.drag(by: value)
    }
    #expect(throws: ScrollSimulationError.invalidVelocity(value)) {
      try scroller.release(velocity: value)
    }
    #expect(throws: ScrollSimulationError.invalidVelocity(value)) {
      try scroller.fling(velocity: value)
    }
    #expect(throws: ScrollSimulationError.invalidOffset(value)) {
      try scroller.setContentOffset(value, animated: true)
    }
    #expect(throws: ScrollSimulationError.invalidContentLength(value)) {
      try scroller.setGeometry(viewportLength: 500, contentLength: value)
    }
    #expect(scroller == before)
  }

  @Test(arguments: [-1, .nan, .infinity])
  func badTimeStepsAreRefused(_ seconds: Double) throws {
    var scroller = try tallScroller()
    #expect(throws: ScrollSimulationError.invalidTimeStep(seconds)) {
      try scroller.step(by: seconds)
    }
  }

  @Test func pairChecksBothAxesBeforeChangingEither() throws {
    var pair = try ScrollerPair(
      viewportSize: LayoutSize(width: 300, height: 500),
      contentSize: LayoutSize(width: 900, height: 2000))
    let before = pair
    #expect(throws: ScrollSimulationError.invalidDragDistance(.nan)) {
      try pair.drag(by: LayoutPoint(x: 40, y: .nan))
    }
    #expect(pair == before)
  }

  @Test func unknownDisplayScaleCountsAsOnePointPerPixel() throws {
    for scale in [0, -2, .nan, .infinity] {
      let scroller = try Scroller(viewportLength: 100, contentLength: 100, displayScale: scale)
      #expect(scroller.pixelLength == 1)
    }
  }

  @Test func extremeButValidInputStaysFiniteAndEnds() throws {
    let limit = Scroller.magnitudeLimit
    var shapes = [
      try Scroller(viewportLength: 0, contentLength: 0, bounce: .always),
      try Scroller(viewportLength: limit, contentLength: limit, bounce: .always),
      try Scroller(
        viewportLength: 1, contentLength: limit, deceleration: try .custom(0.999_999),
        snapping: .paging),
      try Scroller(
        viewportLength: 100, contentLength: 1000, deceleration: try .custom(1e-300),
        snapping: .continuousGroupLeadingBoundary(groupLength: 1e-9, spacing: 0)),
    ]
    for index in shapes.indices {
      for velocity in [limit, -limit, 1e-12] {
        try shapes[index].drag(by: limit)
        try shapes[index].drag(by: -limit)
        try shapes[index].release(velocity: velocity)
        let offsets = try trajectory(of: &shapes[index], step: 1 / 60.0, limit: 1e9)
        #expect(offsets.allSatisfy { $0.isFinite })
        #expect(!shapes[index].isMoving)
        #expect(shapes[index].velocity == 0)
      }
    }
  }
}

extension BadInputTests {
  @Test func groupsLongerThanAnyScrollerSnapWithoutANaN() throws {
    // Found by FuzzScroll: a group of 10³⁰⁰ pt and a spacing of 1.8 · 10³⁰⁸ summed to
    // infinity, and a release rested at NaN.
    let snapping = ScrollSnapping.continuousGroupLeadingBoundary(
      groupLength: 1e300, spacing: .greatestFiniteMagnitude)
    #expect(snapping.groupLength == Scroller.magnitudeLimit)
    #expect(snapping.spacing == Scroller.magnitudeLimit)
    var scroller = try Scroller(
      offset: 1e-9, viewportLength: .leastNonzeroMagnitude,
      contentLength: .leastNonzeroMagnitude, trailingInset: 1584, deceleration: .fast,
      bounce: .always, snapping: snapping, displayScale: 3)
    try scroller.drag(by: 0)
    try scroller.release(velocity: 0)
    #expect(scroller.offset.isFinite)
    let offsets = try trajectory(of: &scroller, step: 1 / 60.0, limit: 1e9)
    #expect(offsets.allSatisfy { $0.isFinite })
    #expect(!scroller.isMoving)
  }

  @Test func aDisplayScaleNearTheEndOfDoubleStillComesToRest() throws {
    // Found by FuzzScroll: at a scale of 1.8 · 10³⁰⁸ the half pixel a spring stops within
    // was subnormal, and this spring back to a page never settled (an infinite time).
    let scroller = try Scroller(
      offset: 157, viewportLength: 140, contentLength: 920, leadingInset: 920,
      displayScale: .greatestFiniteMagnitude)
    #expect(scroller.pixelLength == 1 / Scroller.maximumDisplayScale)
    let spring = DampedSpring.scroll(
      displacement: 332.46541271208906, velocity: -3324.6541271208907)
    #expect(!spring.settlingTime(tolerance: 0x1p-1027).isFinite)
    let time = spring.settlingTime(tolerance: scroller.stoppingDistance)
    #expect(time > 1)
    #expect(time < 2)
  }

  @Test func errorsMatchByCaseAndValueWithNaNMatchingNaN() {
    #expect(ScrollSimulationError.invalidOffset(.nan) == .invalidOffset(.nan))
    #expect(ScrollSimulationError.invalidOffset(1) != .invalidOffset(2))
    #expect(ScrollSimulationError.invalidOffset(1) != .invalidVelocity(1))
  }
}
