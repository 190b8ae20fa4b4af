#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// Where an anchored supplementary item (a badge) attaches to its item or group.
///
/// Mirrors UIKit's `NSCollectionLayoutAnchor`, an immutable object (rule 17): a named edge
/// anchors to that edge; an axis with neither or both of its edges is centred. The offset
/// is in points (`absoluteOffset`) or a fraction of the anchored element's own size
/// (`fractionalOffset`).
public final class NSCollectionLayoutAnchor {
  /// The edges the element attaches to.
  public let edges: NSDirectionalRectEdge
  /// How far the element moves from the anchor point: points, or fractions of its size.
  public let offset: CGPoint
  /// Whether ``offset`` is in points.
  public let isAbsoluteOffset: Bool

  /// An anchor on `edges` with no offset.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, absoluteOffset: .zero)
  }

  /// An anchor on `edges`, moved by `fractionalOffset` times the element's size.
  public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.edges = edges
    self.offset = fractionalOffset
    self.isAbsoluteOffset = false
  }

  /// An anchor on `edges`, moved by `absoluteOffset` points.
  public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.edges = edges
    self.offset = absoluteOffset
    self.isAbsoluteOffset = true
  }

  /// Whether ``offset`` is a fraction of the anchored element's size.
  public var isFractionalOffset: Bool { !isAbsoluteOffset }

  var value: LayoutAnchor {
    var coreEdges: LayoutEdges = []
    if edges.contains(.top) { coreEdges.insert(.top) }
    if edges.contains(.leading) { coreEdges.insert(.leading) }
    if edges.contains(.bottom) { coreEdges.insert(.bottom) }
    if edges.contains(.trailing) { coreEdges.insert(.trailing) }
    let point = LayoutPoint(offset)
    return LayoutAnchor(
      edges: coreEdges, offset: isAbsoluteOffset ? .absolute(point) : .fractional(point))
  }
}
#endif
