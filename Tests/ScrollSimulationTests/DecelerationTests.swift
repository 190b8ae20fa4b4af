import ScrollSimulation
import Testing

@Suite struct DecelerationTests {
  /// `x(t) = v0 (d^(1000 t) − 1) / k` and `v(t) = v0 d^(1000 t)` for v0 = 1000 pt/s at the
  /// normal rate, computed independently.
  static let normalCurve: [(time: Double, offset: Double, velocity: Double)] = [
    (0.1, 90.62585078898718, 818.5668046884277),
    (0.5, 315.92802267850965, 367.5112548571585),
    (1, 432.0351267376295, 135.06452244668333),
    (2, 490.3877448106398, 18.242425223750626),
    (3, 498.2691133041846, 2.4639044511152077),
  ]
}

extension DecelerationTests {
  @Test(arguments: normalCurve)
  func flingFollowsTheClosedFormCurve(_ sample: (time: Double, offset: Double, velocity: Double))
    throws
  {
    var scroller = try Scroller(viewportLength: 500, contentLength: 100_000)
    try scroller.fling(velocity: 1000)
    try scroller.step(by: sample.time)
    #expect(isClose(scroller.offset, sample.offset))
    #expect(isClose(scroller.velocity, sample.velocity))
    #expect(scroller.phase == .decelerating)
  }

  @Test func fastRateFollowsItsOwnCurve() throws {
    var scroller = try Scroller(
      viewportLength: 500, contentLength: 100_000, deceleration: .fast)
    try scroller.fling(velocity: 1000)
    try scroller.step(by: 0.2)
    #expect(isClose(scroller.offset, 86.16829703659349))
  }

  @Test func restingPointIsAboutHalfASecondOfVelocityAtTheNormalRate() {
    #expect(
      isClose(ScrollDeceleration.normal.restingOffset(from: 0, velocity: 1), 0.4995, within: 1e-4))
    #expect(
      isClose(ScrollDeceleration.normal.restingOffset(from: 0, velocity: 1000), 499.49983316645474))
    #expect(
      isClose(ScrollDeceleration.fast.restingOffset(from: 0, velocity: 1), 0.0995, within: 1e-4))
    #expect(
      isClose(ScrollDeceleration.fast.restingOffset(from: 10, velocity: -1000), -89.49916247342207))
  }

  @Test func scrollerLandsExactlyOnTheProjectedRestingPoint() throws {
    var scroller = try Scroller(offset: 100, viewportLength: 500, contentLength: 100_000)
    try scroller.fling(velocity: 2000)
    let expected = 100 + 2000 * 0.49949983316645474
    #expect(isClose(scroller.restingOffset, expected))
    _ = try trajectory(of: &scroller, step: 1 / 60.0)
    #expect(scroller.offset == scroller.restingOffset)
    #expect(isClose(scroller.offset, expected))
    #expect(scroller.velocity == 0)
    #expect(scroller.phase == .idle)
  }

  @Test func thousandPointsPerSecondStopsAfterThreePointFourFiveSecondsAtNormalRate() throws {
    #expect(isClose(ScrollDeceleration.normal.duration(from: 1000, within: 0.5), 3.449922692823049))
    var scroller = try Scroller(viewportLength: 500, contentLength: 100_000)
    try scroller.fling(velocity: 1000)
    #expect(isClose(scroller.timeToRest, 3.449922692823049))
    try scroller.step(by: 3.44)
    #expect(scroller.isDecelerating)
    try scroller.step(by: 0.02)
    #expect(!scroller.isMoving)
  }

  @Test func thousandPointsPerSecondStopsAfterHalfASecondAtFastRate() throws {
    #expect(isClose(ScrollDeceleration.fast.duration(from: -1000, within: 0.5), 0.5266785592535582))
    var scroller = try Scroller(
      viewportLength: 500, contentLength: 100_000, deceleration: .fast)
    try scroller.fling(velocity: 1000)
    #expect(isClose(scroller.timeToRest, 0.5266785592535582))
  }

  @Test func finerDisplaysStopOnlyWhenTheRestIsUnderHalfAPixel() throws {
    // At 3× half a pixel is 1/6 pt: momentum runs until it is that close to its rest.
    var scroller = try Scroller(viewportLength: 500, contentLength: 100_000, displayScale: 3)
    #expect(scroller.stoppingDistance == 0.5 / 3)
    try scroller.fling(velocity: 1000)
    let expected = ScrollDeceleration.normal.duration(from: 1000, within: 0.5 / 3)
    #expect(isClose(scroller.timeToRest, expected))
    #expect(isClose(expected, 3.449922692823049 + 0.5487566549043379, within: 1e-9))
    try scroller.step(by: expected * (1 - 1e-9))
    #expect((scroller.restingOffset - scroller.offset).magnitude <= 0.5 / 3 + 1e-6)
  }

  @Test func timeToTravelMatchesTheEdgeFormula() throws {
    let time = try #require(ScrollDeceleration.normal.time(toTravel: 200, from: 1000))
    #expect(isClose(time, 0.2554908697501209))
    #expect(ScrollDeceleration.normal.time(toTravel: 600, from: 1000) == nil)
  }

  @Test func automaticRateIsFastForPagingKindsAndNormalOtherwise() throws {
    let automatic = ScrollDeceleration.automatic
    #expect(automatic.resolved(for: .paging) == .fast)
    #expect(automatic.resolved(for: .groupPaging(groupLength: 100, spacing: 10)) == .fast)
    #expect(automatic.resolved(for: .groupPagingCentered(groupLength: 100, spacing: 10)) == .fast)
    #expect(automatic.resolved(for: .continuous) == .normal)
    #expect(
      automatic.resolved(for: .continuousGroupLeadingBoundary(groupLength: 100, spacing: 10))
        == .normal)
    #expect(ScrollDeceleration.normal.resolved(for: .paging) == .normal)
    #expect(ScrollDeceleration.fast.rate == 0.99)
    #expect(try ScrollDeceleration.custom(0.95).rate == 0.95)
  }
}
