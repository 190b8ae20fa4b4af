import LayoutGeometry

/// Where an anchored supplementary item (a badge) attaches to its item or group.
///
/// The counterpart of `NSCollectionLayoutAnchor` (rule 17 of the UIKit semantics): a named
/// edge anchors to that edge; an axis with neither or both of its edges is centred.
public struct LayoutAnchor: Hashable, Sendable {
  /// How far the anchored element moves from the anchor point.
  public enum Offset: Hashable, Sendable {
    /// A distance in points.
    case absolute(LayoutPoint)
    /// A fraction of the anchored element's own size: `(0.5, -0.5)` moves a 20 × 20
    /// badge 10 pt right and 10 pt up.
    case fractional(LayoutPoint)
  }

  /// The edges the element attaches to.
  public var edges: LayoutEdges
  /// How far it moves from the anchor point.
  public var offset: Offset

  /// An anchor on `edges`, moved by `offset` (none by default).
  public init(edges: LayoutEdges, offset: Offset = .absolute(.zero)) {
    self.edges = edges
    self.offset = offset
  }
}
