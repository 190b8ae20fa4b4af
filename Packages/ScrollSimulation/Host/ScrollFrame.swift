import LayoutGeometry
import LayoutResolution

/// One simulated frame: when it happened, where everything was scrolled, and what was
/// drawn — pinned items placed, visible-items handlers applied, and a running transition's
/// elements where it has them.
public struct ScrollFrame: Sendable {
  /// The frame's number, from 0.
  public var index: Int
  /// Simulated seconds since the clock started.
  public var time: Double
  /// The main scroll view's offset as drawn: a running transition's at this moment.
  public var contentOffset: LayoutPoint
  /// Each orthogonal row's offset, by section.
  public var rowOffsets: [Int: Double]
  /// The elements drawn in this frame (the host's `displayedAttributes`).
  public var visibleElements: [LayoutAttributes]
  /// What this frame's move asks of a prefetching data source (rule 27); empty unless the
  /// clock runs with a tracker (`FrameClock.run(_:frames:prefetching:input:frame:)`).
  public var prefetch = PrefetchEvents()
}
