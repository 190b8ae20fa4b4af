import LayoutGeometry

/// What an animated change shows between its start and its end, as a value a renderer
/// samples frame by frame: every element visible before or after the change, each with its
/// attributes at both ends, the content offset at both ends, and the timing.
///
/// A host makes one for an animated batch update, layout change or resize
/// (``LayoutHost/performBatchUpdates(_:itemCounts:animation:)``,
/// ``LayoutHost/setLayout(_:animation:)``, ``LayoutHost/setSize(_:animation:)``) and runs it
/// as time advances (``LayoutHost/advanceTransition(by:)``, which a `ScrollDriver` calls each
/// frame). The host itself is at the end state at once, as a `UICollectionView` is: only
/// what is drawn moves.
///
/// ```swift
/// let transition = try host.performBatchUpdates(
///   update, itemCounts: [99], animation: .easeInEaseOut(duration: 0.3))
/// transition.attributes(at: 0.15)     // every element halfway, by the curve
/// transition.contentOffset(at: 0.15)  // the offset shown then
/// ```
///
/// UIKit's defaults (rule 21d): inserted elements fade in at their final frame, deleted ones
/// fade out at their old frame, the others run from their old attributes to their new ones;
/// pinned headers and footers stay pinned throughout; orthogonal rows keep their offsets.
public struct LayoutTransition: Sendable {
  /// The elements, in the order they are drawn at the end: those that stay or appear as
  /// the new layout orders them, then those that disappear.
  public private(set) var elements: [TransitionElement]
  /// How progress runs over time.
  public let timing: TransitionTiming
  /// The content offset shown when the transition starts.
  public let initialContentOffset: LayoutPoint
  /// The content offset shown when it ends: the host's.
  public let finalContentOffset: LayoutPoint
  /// The layout at the end, for placing pinned elements at each moment's offset.
  let layout: SolvedLayout
  /// The row offsets at the end, by section.
  let rowOffsets: [Int: Double]

  init(
    elements: [TransitionElement], timing: TransitionTiming, initialContentOffset: LayoutPoint,
    finalContentOffset: LayoutPoint, layout: SolvedLayout, rowOffsets: [Int: Double]
  ) {
    self.elements = elements
    self.timing = timing
    self.initialContentOffset = initialContentOffset
    self.finalContentOffset = finalContentOffset
    self.layout = layout
    self.rowOffsets = rowOffsets
  }

  /// How long it runs, in seconds.
  public var duration: Double { timing.duration }

  /// Whether it has ended `time` seconds after its start (within a nanosecond of its end).
  public func isFinished(at time: Double) -> Bool {
    time >= duration - TransitionTiming.endTolerance
  }

  /// The progress `time` seconds after the start: 0 at the start, 1 at the end; a spring may
  /// pass 1 on its way.
  public func progress(at time: Double) -> Double { timing.progress(at: time) }

  /// The content offset shown `time` seconds after the start.
  ///
  /// - Complexity: O(1).
  public func contentOffset(at time: Double) -> LayoutPoint {
    initialContentOffset.interpolated(to: finalContentOffset, progress: progress(at: time))
  }

  /// Every element's attributes `time` seconds after the start, in drawing order: frames,
  /// alpha, transform and z-index interpolated by the progress (alpha kept within 0…1),
  /// pinned elements placed for the content offset shown then.
  ///
  /// - Complexity: O(elements), plus O(b + log sections) for each pinned element, b being
  ///   the boundary items of its section.
  public func attributes(at time: Double) -> [LayoutAttributes] {
    let progress = progress(at: time)
    let offset = contentOffset(at: time)
    return elements.map { element in
      var attributes = element.initial.interpolated(to: element.final, progress: progress)
      if element.isPinned, let kind = element.final.elementKind,
        let pinned = layout.attributesForSupplementaryElement(
          ofKind: kind, at: element.final.indexPath, contentOffset: offset,
          rowOffsets: rowOffsets)
      {
        attributes.frame = pinned.frame
      }
      return attributes
    }
  }
}
