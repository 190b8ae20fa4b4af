import LayoutResolution

/// Advances a ``ScrollDriver`` at a display's refresh rate and reports every frame, so that
/// scrolling can be tested, pictured and benchmarked without a screen.
///
/// ```swift
/// let clock = try FrameClock(framesPerSecond: 120)
/// try driver.fling(velocity: LayoutPoint(x: 0, y: 1000))
/// var last: ScrollFrame?
/// try clock.run(driver, frames: 60) { last = $0 }
/// last?.contentOffset.y        // ≈ 315.9: half a second of momentum
/// last?.visibleElements.count  // 60: twelve rows of five
/// ```
public struct FrameClock: Hashable, Sendable {
  /// Frames per second: 60 or 120 for today's displays; any positive finite rate works.
  /// Setting a rate that is not positive and finite keeps the one before, as ``init(framesPerSecond:)`` refuses it.
  public var framesPerSecond: Double {
    didSet { if !Self.isUsable(framesPerSecond) { framesPerSecond = oldValue } }
  }

  /// A clock ticking `framesPerSecond` times a simulated second.
  ///
  /// - Throws: `ScrollSimulationError.invalidTimeStep` for a rate that is not positive and
  ///   finite.
  public init(framesPerSecond: Double) throws(ScrollSimulationError) {
    guard Self.isUsable(framesPerSecond) else { throw .invalidTimeStep(framesPerSecond) }
    self.framesPerSecond = framesPerSecond
  }

  /// Whether `rate` is positive and finite.
  private static func isUsable(_ rate: Double) -> Bool { rate.isFinite && rate > 0 }

  /// The simulated time between frames, in seconds.
  public var frameDuration: Double { 1 / framesPerSecond }

  /// Runs `frames` frames: before each, `input` may act on the driver (a drag, a fling, an
  /// animated update of its host); then the driver advances one frame, scrolling and running
  /// the host's transition, and `frame` receives what is drawn.
  ///
  /// - Complexity: O(frames × (visible elements + log sections per visible section)), plus
  ///   the driver's own work and the visible-items handlers' and preferred-size provider's
  ///   cost each frame.
  public func run(
    _ driver: ScrollDriver, frames: Int,
    input: (Int, ScrollDriver) throws(ScrollSimulationError) -> Void = { _, _ in },
    frame: (ScrollFrame) -> Void
  ) throws(ScrollSimulationError) {
    try run(driver, frames: frames, input: input, prefetch: { _ in PrefetchEvents() }, frame: frame)
  }

  /// Runs `frames` frames as ``run(_:frames:input:frame:)`` does, and gives each frame the
  /// prefetch events of its move: `tracker` follows the host's offsets frame by frame, once
  /// the frame's visible elements are measured (rule 27).
  ///
  /// ```swift
  /// var tracker = PrefetchTracker()
  /// try clock.run(driver, frames: 60, prefetching: &tracker) { frame in
  ///   prefetch(frame.prefetch.prefetch)
  ///   cancel(frame.prefetch.cancel)
  /// }
  /// ```
  ///
  /// - Complexity: that of ``run(_:frames:input:frame:)``, plus each frame the tracker's
  ///   update: O(log sections per section on screen + elements in the visible rect and the
  ///   bands ahead).
  public func run(
    _ driver: ScrollDriver, frames: Int, prefetching tracker: inout PrefetchTracker,
    input: (Int, ScrollDriver) throws(ScrollSimulationError) -> Void = { _, _ in },
    frame: (ScrollFrame) -> Void
  ) throws(ScrollSimulationError) {
    try run(
      driver, frames: frames, input: input,
      prefetch: { host in
        tracker.update(
          for: host.solvedLayout, contentOffset: host.contentOffset, rowOffsets: host.rowOffsets)
      }, frame: frame)
  }

  private func run(
    _ driver: ScrollDriver, frames: Int,
    input: (Int, ScrollDriver) throws(ScrollSimulationError) -> Void,
    prefetch: (LayoutHost) -> PrefetchEvents, frame: (ScrollFrame) -> Void
  ) throws(ScrollSimulationError) {
    for index in 0..<max(0, frames) {
      try input(index, driver)
      try driver.advance(by: frameDuration)
      let host = driver.host
      var shown = ScrollFrame(
        index: index, time: Double(index + 1) * frameDuration,
        contentOffset: host.displayedContentOffset, rowOffsets: host.rowOffsets,
        visibleElements: host.displayedAttributes)
      shown.prefetch = prefetch(host)
      frame(shown)
    }
  }
}
