import LayoutGeometry

/// How a host keeps what the user sees in place when content changes under it: after a batch
/// update, a measurement, or a new size or layout (rule 21b).
///
/// ```swift
/// host.contentOffsetAnchoring = .end  // a chat: stay at the bottom while there
/// host.contentOffsetAnchoring = .custom { proposed in
///   LayoutPoint(x: proposed.x, y: (proposed.y / 88).rounded() * 88)  // whole rows only
/// }
/// ```
///
/// UIKit keeps the visible content still when self-sizing items above it change size, and
/// apps get the rest from `targetContentOffset(forProposedContentOffset:)`; ``custom(_:)`` is
/// that override. Whatever the rule proposes, the host then clamps the offset to the scroll
/// range (``LayoutHost/minimumContentOffset`` … ``LayoutHost/maximumContentOffset``).
public enum ContentOffsetAnchoring {
  /// The visible cell nearest the top (the leading edge, along the scroll axis) stays where
  /// it was on screen, following its item through updates; content shown from its very start
  /// stays at its start. UIKit's behaviour.
  case automatic
  /// As ``automatic``, except that while the offset is at the end of the content it stays
  /// at the end: new content at the bottom of a chat scrolls into view.
  case end
  /// Your rule: given the offset ``automatic`` proposes, the offset to use. The counterpart of
  /// `targetContentOffset(forProposedContentOffset:)`.
  case custom((_ proposed: LayoutPoint) -> LayoutPoint)
}
