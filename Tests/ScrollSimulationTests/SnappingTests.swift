import ScrollSimulation
import Testing

/// A row of ten 100 pt groups, 10 pt apart, in a 300 pt container.
@Suite struct SnappingTests {
  static let groupLength = 100.0
  static let spacing = 10.0
  /// 16 + 10 × 100 + 9 × 10 + 16.
  static let insetRowLength = 1122.0
  /// 10 × 100 + 9 × 10.
  static let bareRowLength = 1090.0

  func row(_ snapping: ScrollSnapping, length: Double = insetRowLength) throws -> Scroller {
    try Scroller.orthogonalRow(containerLength: 300, rowLength: length, snapping: snapping)
  }
}

extension SnappingTests {
  @Test func continuousRowRestsWhereMomentumTakesIt() throws {
    var row = try row(.continuous)
    try row.setContentOffset(200, animated: false)
    try row.fling(velocity: 500)
    #expect(isClose(row.restingOffset, 200 + 500 * 0.49949983316645474))
    #expect(row.phase == .decelerating)
  }

  @Test func leadingBoundaryRowSnapsTheProjectionToAGroupEdge() throws {
    let snapping = ScrollSnapping.continuousGroupLeadingBoundary(
      groupLength: Self.groupLength, spacing: Self.spacing)
    var row = try row(snapping)
    try row.setContentOffset(200, animated: false)
    try row.fling(velocity: 500)
    // Projected 449.75 → group 4 at 440, reached on the normal deceleration curve.
    #expect(row.restingOffset == 440)
    #expect(row.phase == .decelerating)
    _ = try trajectory(of: &row, step: 1 / 60.0)
    #expect(row.offset == 440)
  }

  @Test func leadingBoundaryRowMayRestAtTheEndOfTheContent() throws {
    let snapping = ScrollSnapping.continuousGroupLeadingBoundary(
      groupLength: Self.groupLength, spacing: Self.spacing)
    var row = try row(snapping)
    #expect(row.maximumOffset == 822)
    try row.setContentOffset(700, animated: false)
    // Projected 799.9: the end (822) is nearer than group 7 (770).
    try row.fling(velocity: 200)
    #expect(row.restingOffset == 822)
    try row.setContentOffset(700, animated: false)
    try row.fling(velocity: 2000)
    #expect(row.restingOffset == 822)
    #expect(row.phase == .decelerating)
  }

  @Test func pagingRowPagesByTheContainerNotTheGroup() throws {
    var row = try row(.paging)
    #expect(row.deceleration.resolved(for: row.snapping) == .fast)
    try row.drag(by: 120)
    try row.release(velocity: 300)
    #expect(row.restingOffset == 300)
  }

  @Test func groupPagingRowMovesOneGroupPerGesture() throws {
    let snapping = ScrollSnapping.groupPaging(groupLength: Self.groupLength, spacing: Self.spacing)
    var row = try row(snapping)
    try row.setContentOffset(220, animated: false)
    try row.drag(by: 30)
    try row.release(velocity: 800)
    #expect(row.restingOffset == 330)
    try row.setContentOffset(220, animated: false)
    try row.drag(by: 200)
    try row.release(velocity: 3000)
    #expect(row.restingOffset == 330)
    try row.setContentOffset(220, animated: false)
    try row.drag(by: -80)
    try row.release(velocity: 0)
    #expect(row.restingOffset == 110)
  }

  @Test func centredRowGetsRoomToCentreTheFirstAndLastGroups() throws {
    let snapping = ScrollSnapping.groupPagingCentered(
      groupLength: Self.groupLength, spacing: Self.spacing)
    #expect(snapping.centeringRoom(containerLength: 300) == 100)
    var row = try row(snapping, length: Self.bareRowLength)
    #expect(row.offset == -100)
    #expect(row.minimumOffset == -100)
    #expect(row.maximumOffset == 890)
    // Group 0's centre (50) sits at the container's centre (150).
    #expect(50 - row.offset == 150)
    try row.fling(velocity: 1000)
    #expect(row.restingOffset == 10)
    _ = try trajectory(of: &row, step: 1 / 60.0)
    // Group 1's centre (160) sits at the container's centre.
    #expect(160 - row.offset == 150)
    try row.setContentOffset(780, animated: false)
    try row.fling(velocity: 1000)
    // The last group (i = 9): 9 × 110 − 100.
    #expect(row.restingOffset == 890)
    #expect(1040 - row.restingOffset == 150)
  }

  @Test func centredRowKeepsGroupsCentredPastASectionInset() {
    let snapping = ScrollSnapping.groupPagingCentered(
      groupLength: Self.groupLength, spacing: Self.spacing, leadingInset: 16)
    let release = ScrollRelease(
      offset: -84, velocity: 1000, gestureStartOffset: -84, viewportLength: 300,
      minimumOffset: -100, maximumOffset: 922, deceleration: .fast)
    #expect(snapping.restingTarget(for: release) == .spring(to: 26))
  }

  @Test func degenerateGroupsSnapNowhere() {
    let release = ScrollRelease(
      offset: 0, velocity: 100, gestureStartOffset: 0, viewportLength: 300,
      minimumOffset: 0, maximumOffset: 900, deceleration: .normal)
    for snapping in [
      ScrollSnapping.groupPaging(groupLength: .nan, spacing: -5),
      .continuousGroupLeadingBoundary(groupLength: 0, spacing: 0),
      .groupPagingCentered(groupLength: -.infinity, spacing: .nan),
    ] {
      #expect(snapping.restingTarget(for: release) == .momentum)
    }
  }
}
