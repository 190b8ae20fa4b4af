import LayoutGeometry
import LayoutResolution
import ScrollSimulation
import Testing

/// Rule 27 frame by frame: the clock reports what each frame's move asks of a prefetching
/// data source.
@Suite struct FramePrefetchTests {
  /// Everything the frames of an animated scroll from the top to 440 pt prefetched and
  /// cancelled, in order, at `framesPerSecond`.
  static func animatedScroll(framesPerSecond: Double) throws -> (
    prefetched: [LayoutIndexPath], cancelled: [LayoutIndexPath], frames: [ScrollFrame]
  ) {
    let host = ScrollDriverTests.listHost()
    let driver = try ScrollDriver(host: host)
    let clock = try FrameClock(framesPerSecond: framesPerSecond)
    try driver.setContentOffset(LayoutPoint(x: 0, y: 440), animated: true)
    var tracker = PrefetchTracker()
    var frames: [ScrollFrame] = []
    try clock.run(driver, frames: Int(2 * framesPerSecond), prefetching: &tracker) {
      frames.append($0)
    }
    return (
      frames.flatMap(\.prefetch.prefetch), frames.flatMap(\.prefetch.cancel), frames
    )
  }
}

extension FramePrefetchTests {
  @Test(arguments: [60.0, 120.0])
  func animatedScrollPrefetchesEachRowOnceBeforeItShows(_ framesPerSecond: Double) throws {
    let run = try Self.animatedScroll(framesPerSecond: framesPerSecond)
    // 44 pt rows after a 44 pt header: row 17 (792…836) shows from the start, so the band
    // first holds row 18; at rest at 440 the band 1252…2064 ends with row 45 (2024…2068).
    #expect(run.prefetched == (18...45).map { LayoutIndexPath(item: $0, section: 0) })
    #expect(run.cancelled.isEmpty)
    #expect(run.frames.last?.contentOffset == LayoutPoint(x: 0, y: 440))
    // Once at rest, frames ask for nothing more.
    #expect(run.frames.suffix(10).allSatisfy { $0.prefetch.isEmpty })
  }

  @Test func clockWithoutATrackerReportsNoPrefetching() throws {
    let driver = try ScrollDriver(host: ScrollDriverTests.listHost())
    try driver.fling(velocity: LayoutPoint(x: 0, y: 2000))
    var frames: [ScrollFrame] = []
    try FrameClock(framesPerSecond: 60).run(driver, frames: 30) { frames.append($0) }
    #expect(frames.count == 30)
    #expect(frames.allSatisfy { $0.prefetch.isEmpty })
  }
}
