import LayoutGeometry
import LayoutResolution

/// One simulated frame: when it happened, where everything was scrolled, and what was
/// visible — pinned items placed and visible-items handlers applied.
public struct ScrollFrame: Sendable {
  /// The frame's number, from 0.
  public var index: Int
  /// Simulated seconds since the clock started.
  public var time: Double
  /// The main scroll view's offset.
  public var contentOffset: LayoutPoint
  /// Each orthogonal row's offset, by section.
  public var rowOffsets: [Int: Double]
  /// The elements visible in this frame.
  public var visibleElements: [LayoutAttributes]
  /// What this frame's move asks of a prefetching data source (rule 27); empty unless the
  /// clock runs with a tracker (`FrameClock.run(_:frames:prefetching:input:frame:)`).
  public var prefetch = PrefetchEvents()
}
