import LayoutGeometry
import ScrollSimulation
import Testing

@Suite struct ScrollerPairTests {}

extension ScrollerPairTests {
  @Test func pairDrivesEachAxisWithItsOwnLengthsAndInsets() throws {
    var pair = try ScrollerPair(
      viewportSize: LayoutSize(width: 300, height: 500),
      contentSize: LayoutSize(width: 900, height: 2000),
      contentInsets: LayoutInsets(top: 20, left: 0, bottom: 30, right: 0))
    #expect(pair[.vertical].minimumOffset == -20)
    #expect(pair[.vertical].maximumOffset == 1530)
    #expect(pair[.horizontal].maximumOffset == 600)
    try pair.fling(velocity: LayoutPoint(x: 400, y: 1000))
    #expect(pair.isDecelerating)
    #expect(pair.velocity == LayoutPoint(x: 400, y: 1000))
    let resting = pair.restingOffset
    #expect(isClose(resting.x, 400 * 0.49949983316645474))
    #expect(isClose(resting.y, 1000 * 0.49949983316645474))
    for _ in 0..<600 {
      try pair.step(by: 1 / 120.0)
    }
    #expect(!pair.isMoving)
    #expect(pair.offset == resting)
  }

  @Test func pairAnimatesAndDragsBothAxes() throws {
    var pair = try ScrollerPair(
      viewportSize: LayoutSize(width: 300, height: 500),
      contentSize: LayoutSize(width: 900, height: 2000))
    try pair.setContentOffset(LayoutPoint(x: 100, y: 200), animated: true)
    #expect(pair.isMoving)
    try pair.step(by: 2)
    #expect(pair.offset == LayoutPoint(x: 100, y: 200))
    try pair.drag(by: LayoutPoint(x: 10, y: -30))
    #expect(pair.isDragging)
    #expect(pair.offset == LayoutPoint(x: 110, y: 170))
    pair[.vertical].bounce = .never
    try pair.setGeometry(
      viewportSize: LayoutSize(width: 300, height: 500),
      contentSize: LayoutSize(width: 900, height: 600))
    #expect(pair.offset == LayoutPoint(x: 110, y: 100))
  }
}
