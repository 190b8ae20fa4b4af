import LayoutGeometry
import ScrollSimulation
import Testing

@Suite struct PagingTests {
  /// One page case: where the gesture starts, how far it drags, the release velocity, and
  /// the page offset it must rest on (viewport 300 over 3000 pt: pages 0, 300 … 2700).
  struct Case: Sendable, CustomStringConvertible {
    var name: String
    var start: Double
    var drag: Double
    var velocity: Double
    var target: Double
    var description: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "slow release a third in rounds back", start: 600, drag: 100, velocity: 20, target: 600),
    Case(
      name: "slow release two thirds in rounds on", start: 600, drag: 200, velocity: -20,
      target: 900),
    Case(
      name: "fast forward release turns one page", start: 600, drag: 40, velocity: 500, target: 900),
    Case(
      name: "fast backward release turns one page", start: 600, drag: -40, velocity: -500,
      target: 300),
    Case(
      name: "forward fling stays within a page of the start", start: 600, drag: 500, velocity: 2000,
      target: 900),
    Case(
      name: "backward fling stays within a page of the start", start: 600, drag: -500,
      velocity: -2000, target: 300),
    Case(
      name: "velocity at the tolerance does not count", start: 600, drag: 100, velocity: 50,
      target: 600),
    Case(
      name: "backward fling at the first page stays on it", start: 0, drag: -50, velocity: -1000,
      target: 0),
  ]
}

extension PagingTests {
  @Test(arguments: cases)
  func releaseRestsOnTheRulesPage(_ page: Case) throws {
    var scroller = try Scroller(
      offset: page.start, viewportLength: 300, contentLength: 3000, snapping: .paging)
    try scroller.drag(by: page.drag)
    let released = scroller.offset
    try scroller.release(velocity: page.velocity)
    #expect(scroller.restingOffset == page.target)
    let offsets = try trajectory(of: &scroller, step: 1 / 60.0)
    #expect(scroller.offset == page.target)
    // The spring never overshoots: every frame lies between the release and the page.
    let low = min(released, page.target)
    let high = max(released, page.target)
    #expect(offsets.allSatisfy { $0 >= low - 1e-9 && $0 <= high + 1e-9 })
  }

  @Test func lastPartialPageClampsToTheEndOfTheContent() throws {
    var scroller = try Scroller(
      offset: 2400, viewportLength: 300, contentLength: 2850, snapping: .paging)
    try scroller.drag(by: 100)
    try scroller.release(velocity: 1000)
    #expect(scroller.restingOffset == 2550)
  }

  @Test func ruleAppliesToAnyOrigin() {
    let rule = ScrollPageRule(pageLength: 110, origin: -100)
    let release = ScrollRelease(
      offset: 25, velocity: 0, gestureStartOffset: 10, viewportLength: 300,
      minimumOffset: -100, maximumOffset: 890, deceleration: .fast)
    #expect(rule.targetOffset(for: release) == 10)
    #expect(rule.page(nearest: 120) == 2)
    #expect(ScrollPageRule(pageLength: 0).targetOffset(for: release) == nil)
  }

  @Test func pagingUsesTheSpringNotMomentum() throws {
    var scroller = try Scroller(
      offset: 600, viewportLength: 300, contentLength: 3000, snapping: .paging)
    try scroller.drag(by: 40)
    try scroller.release(velocity: 5000)
    #expect(scroller.phase == .springing)
    // Δ = 260 pt: the release velocity is capped at ω · Δ = 2600 pt/s.
    #expect(scroller.velocity == 2600)
  }

  @Test func pagedScrollViewPagesBothAxes() throws {
    var pair = try ScrollerPair(
      viewportSize: LayoutSize(width: 300, height: 400),
      contentSize: LayoutSize(width: 1500, height: 2000), isPagingEnabled: true)
    try pair.drag(by: LayoutPoint(x: 60, y: 30))
    try pair.release(velocity: LayoutPoint(x: 800, y: 0))
    #expect(pair.restingOffset == LayoutPoint(x: 300, y: 0))
  }
}
