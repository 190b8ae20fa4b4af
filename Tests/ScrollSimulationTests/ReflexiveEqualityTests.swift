import LayoutGeometry
import LayoutResolution
import LayoutTestSupport
import ScrollSimulation
import Testing

/// `==` is reflexive for every value of the module after every public mutation, whatever
/// number it is given: a scroller stores a display scale as it counts and refuses the other
/// numbers it cannot use, and the values that keep numbers as given compare NaN as NaN
/// (issue 24: a `Scroller` whose display scale was set to NaN was not equal to itself).
@Suite struct ReflexiveEqualityTests {
  /// Every public mutation of a scroller.
  enum Mutation: CaseIterable {
    case displayScale, drag, release, fling, setOffset, animateOffset, shift, step
    case viewportLength, contentLength, insets
  }

  /// Applies `mutation` to `scroller`, given `number`; some start a motion first, so that
  /// the number meets a moving scroller.
  static func apply(_ mutation: Mutation, _ number: Double, to scroller: inout Scroller) throws {
    switch mutation {
    case .displayScale: scroller.displayScale = number
    case .drag: try scroller.drag(by: number)
    case .release:
      try scroller.drag(by: 5)
      try scroller.release(velocity: number)
    case .fling: try scroller.fling(velocity: number)
    case .setOffset: try scroller.setContentOffset(number, animated: false)
    case .animateOffset: try scroller.setContentOffset(number, animated: true)
    case .shift:
      try scroller.fling(velocity: 800)
      try scroller.shift(by: number)
    case .step:
      try scroller.fling(velocity: 800)
      try scroller.step(by: number)
    case .viewportLength: try scroller.setGeometry(viewportLength: number, contentLength: 900)
    case .contentLength: try scroller.setGeometry(viewportLength: 500, contentLength: number)
    case .insets:
      try scroller.setGeometry(
        viewportLength: 500, contentLength: 900, leadingInset: number, trailingInset: number)
    }
  }
}

extension ReflexiveEqualityTests {
  @Test(arguments: EdgeNumbers.all)
  func aScrollerEqualsItselfAfterEveryMutation(number: Double) throws {
    for mutation in Mutation.allCases {
      var scroller = try Scroller(
        offset: 100, viewportLength: 500, contentLength: 1500, snapping: .paging)
      try? Self.apply(mutation, number, to: &scroller)
      #expect(scroller == scroller, "\(mutation)(\(number))")
      EdgeNumbers.expectReflexive(scroller)
      try? scroller.step(by: 0.25)
      EdgeNumbers.expectReflexive(scroller)
      var pair = ScrollerPair(horizontal: scroller, vertical: scroller)
      try? pair.drag(by: LayoutPoint(x: number, y: 1))
      try? pair.setContentOffset(LayoutPoint(x: 1, y: number), animated: true)
      EdgeNumbers.expectReflexive(pair)
    }
  }

  @Test(arguments: EdgeNumbers.all)
  func aScrollerStoresTheDisplayScaleAsItCounts(number: Double) throws {
    let made = try Scroller(viewportLength: 100, contentLength: 100, displayScale: number)
    var set = try Scroller(viewportLength: 100, contentLength: 100, displayScale: 2)
    set.displayScale = number
    // Unknown scales are 1; a subnormal one is as coarse as a scroller goes.
    let expected = number.isFinite && number > 0 ? 1 / Scroller.maximumDisplayScale : 1
    #expect(made.displayScale == expected)
    #expect(set.displayScale == expected)
    #expect(set.pixelLength.isFinite)
  }

  @Test(arguments: EdgeNumbers.all)
  func physicsValuesEqualThemselvesWhateverNumberTheyHold(number: Double) throws {
    var rule = ScrollPageRule(pageLength: 100)
    rule.origin = number
    EdgeNumbers.expectReflexive(rule)
    var band = ScrollRubberBand(dimension: 500)
    band.dimension = number
    EdgeNumbers.expectReflexive(band)
    EdgeNumbers.expectReflexive(ScrollSnapping.groupPaging(groupLength: number, spacing: number))
    EdgeNumbers.expectReflexive(ScrollRestingTarget.spring(to: number))
    EdgeNumbers.expectReflexive(ScrollRestingTarget.glide(to: number))
    let error = ScrollSimulationError.invalidOffset(number)
    #expect(error == error)
    var clock = try FrameClock(framesPerSecond: 60)
    clock.framesPerSecond = number
    #expect(clock.framesPerSecond == (number.isFinite && number > 0 ? number : 60))
    EdgeNumbers.expectReflexive(clock)
  }

  @Test(arguments: EdgeNumbers.all)
  func aDriverLeavesTheHostFiniteWhateverNumberItIsGiven(number: Double) throws {
    let host = ScrollDriverTests.carouselHost(.continuous)
    let driver = try ScrollDriver(host: host)
    let point = LayoutPoint(x: number, y: number)
    try? driver.drag(by: point)
    try? driver.release(velocity: point)
    try? driver.fling(velocity: point)
    try? driver.setContentOffset(point, animated: true)
    try? driver.dragRow(inSection: 0, by: number)
    try? driver.flingRow(inSection: 0, velocity: number)
    try? driver.setRowOffset(number, inSection: 0, animated: false)
    try? driver.advance(by: number)
    try? driver.advance(by: 0.5)
    #expect(host.contentOffset.isFinite)
    #expect(host.rowOffsets.values.allSatisfy { $0.isFinite })
    EdgeNumbers.expectReflexive(driver.scroller)
    for row in driver.rows.values { EdgeNumbers.expectReflexive(row) }
  }
}
