import ScrollSimulation
import Testing

@Suite struct SteppingTests {
  /// Gestures whose motion crosses phase changes: a fling into an edge (momentum, edge hit,
  /// spring), a throw back in from the band (spring, crossing, momentum), a page turn, a
  /// snapped glide and an animation.
  enum Gesture: CaseIterable, Sendable {
    case flingIntoTheBottomEdge, throwBackInFromTheBand, pageTurn, snappedGlide, animation

    func start(_ scroller: inout Scroller) throws {
      switch self {
      case .flingIntoTheBottomEdge:
        try scroller.setContentOffset(800, animated: false)
        try scroller.fling(velocity: 1000)
      case .throwBackInFromTheBand:
        try scroller.drag(by: -100)
        try scroller.release(velocity: 2000)
      case .pageTurn:
        scroller.snapping = .paging
        try scroller.drag(by: 60)
        try scroller.release(velocity: 900)
      case .snappedGlide:
        scroller.snapping = .continuousGroupLeadingBoundary(groupLength: 90, spacing: 10)
        try scroller.fling(velocity: 700)
      case .animation:
        try scroller.setContentOffset(640, animated: true)
      }
    }
  }

  static let times: [Double] = [0.25, 0.5, 1, 2, 6]
}

extension SteppingTests {
  @Test(arguments: Gesture.allCases, times)
  func stateAtATimeDoesNotDependOnTheStepSize(_ gesture: Gesture, _ time: Double) throws {
    var states: [Scroller] = []
    for frames in [60.0, 120.0, 1 / time] {
      var scroller = try tallScroller()
      try gesture.start(&scroller)
      let count = Int((time * frames).rounded())
      for _ in 0..<count {
        try scroller.step(by: time / Double(count))
      }
      states.append(scroller)
    }
    for state in states.dropFirst() {
      #expect(isClose(state.offset, states[0].offset, within: 1e-6))
      #expect(isClose(state.velocity, states[0].velocity, within: 1e-4))
      #expect(state.phase == states[0].phase)
    }
  }

  @Test(arguments: Gesture.allCases)
  func everyGestureComesToRestOnItsPredictedOffset(_ gesture: Gesture) throws {
    var scroller = try tallScroller()
    try gesture.start(&scroller)
    let predicted = scroller.restingOffset
    let duration = scroller.timeToRest
    #expect(duration < 5)
    try scroller.step(by: duration)
    #expect(!scroller.isMoving)
    #expect(scroller.offset == predicted)
    #expect(scroller.velocity == 0)
  }

  @Test func zeroStepChangesNothing() throws {
    var scroller = try tallScroller()
    try scroller.fling(velocity: 300)
    let before = scroller
    try scroller.step(by: 0)
    #expect(scroller == before)
  }

  @Test func animationTravelsFromRestWithoutOvershoot() throws {
    var scroller = try tallScroller()
    try scroller.setContentOffset(100, animated: true)
    #expect(scroller.isAnimating)
    #expect(isClose(scroller.timeToRest, 0.7430129500280124, within: 1e-9))
    let offsets = try trajectory(of: &scroller, step: 1 / 120.0)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(scroller.offset == 100)
  }

  @Test func unanimatedOffsetIsImmediateAndUnclamped() throws {
    var scroller = try tallScroller()
    try scroller.fling(velocity: 2000)
    try scroller.setContentOffset(1200, animated: false)
    #expect(scroller.offset == 1200)
    #expect(!scroller.isMoving)
  }

  @Test func shrinkingContentMovesARestingScrollerToTheEnd() throws {
    var scroller = try tallScroller(offset: 900)
    try scroller.setGeometry(viewportLength: 500, contentLength: 1000)
    #expect(scroller.offset == 500)
  }

  @Test func shrinkingContentRedirectsMomentumIntoTheNewEdge() throws {
    var scroller = try tallScroller(offset: 100)
    try scroller.fling(velocity: 1000)
    try scroller.step(by: 0.1)
    try scroller.setGeometry(viewportLength: 500, contentLength: 700)
    #expect(scroller.restingOffset == 200)
    _ = try trajectory(of: &scroller, step: 1 / 60.0)
    #expect(scroller.offset == 200)
  }
}
