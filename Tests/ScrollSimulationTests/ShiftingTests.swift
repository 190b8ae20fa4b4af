import ScrollSimulation
import Testing

/// Content that moves under a moving scroll view: the motion goes on from the new place.
@Suite struct ShiftingTests {
  @Test func aShiftedDragStaysUnderTheSameFinger() throws {
    var scroller = try tallScroller(offset: 100)
    try scroller.drag(by: 50)
    try scroller.shift(by: 200)
    #expect(scroller.offset == 350)
    try scroller.drag(by: 10)
    #expect(scroller.offset == 360)
    #expect(scroller.isDragging)
  }

  @Test func shiftedMomentumKeepsItsVelocity() throws {
    var scroller = try tallScroller(offset: 100)
    try scroller.fling(velocity: 800)
    try scroller.step(by: 0.1)
    let velocity = scroller.velocity
    let offset = scroller.offset
    try scroller.shift(by: 100)
    #expect(scroller.offset == offset + 100)
    #expect(scroller.velocity == velocity)
    try scroller.step(by: 1 / 120)
    #expect(scroller.offset > offset + 100)
    #expect(scroller.isMoving)
  }

  @Test func anAnimatedScrollEndsOnItsTargetMovedWithTheContent() throws {
    var scroller = try tallScroller(offset: 0)
    try scroller.setContentOffset(400, animated: true)
    try scroller.step(by: 0.1)
    try scroller.shift(by: 100)
    _ = try trajectory(of: &scroller, step: 1 / 60)
    #expect(isClose(scroller.offset, 500))
  }

  @Test func aShiftThatIsNotFiniteChangesNothing() throws {
    var scroller = try tallScroller(offset: 100)
    #expect(throws: ScrollSimulationError.invalidOffset(.infinity)) {
      try scroller.shift(by: .infinity)
    }
    #expect(scroller.offset == 100)
  }
}
