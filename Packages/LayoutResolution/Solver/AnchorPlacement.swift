import LayoutGeometry

/// Where an anchored supplementary item lands on its container (rule 17).
///
/// The container anchor picks a point of the container; the item anchor (by default the
/// same edges) picks the point of the element that lands there; offsets then move it. A
/// named edge anchors to that edge; an axis with neither or both of its edges is centred
/// (both is contradictory and recorded as a diagnostic). An item anchor's own offset moves
/// the point on the element, so it moves the element the opposite way.
enum AnchorPlacement {
  /// The element's frame for a container `container` and an element of `size`.
  static func frame(
    of size: LayoutSize, in container: LayoutRect, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor?
  ) -> LayoutRect {
    let elementAnchor = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
    let onContainer = point(of: containerAnchor, in: container.size, elementSize: size)
    let onElement = point(of: elementAnchor, in: size, elementSize: size)
    return LayoutRect(
      x: container.minX + onContainer.x - onElement.x,
      y: container.minY + onContainer.y - onElement.y, width: size.width, height: size.height)
  }

  /// Whether `edges` names both edges of an axis.
  static func isContradictory(_ edges: LayoutEdges) -> Bool {
    edges.isSuperset(of: [.leading, .trailing]) || edges.isSuperset(of: [.top, .bottom])
  }

  /// The anchor's point inside a box of `size`, offset included; fractional offsets are
  /// fractions of the element's own size, whichever box the anchor is on.
  private static func point(of anchor: LayoutAnchor, in size: LayoutSize, elementSize: LayoutSize)
    -> LayoutPoint
  {
    let x = size.width * fraction(anchor.edges, start: .leading, end: .trailing)
    let y = size.height * fraction(anchor.edges, start: .top, end: .bottom)
    switch anchor.offset {
    case .absolute(let offset):
      return LayoutPoint(x: x + offset.x, y: y + offset.y)
    case .fractional(let offset):
      return LayoutPoint(
        x: x + offset.x * elementSize.width, y: y + offset.y * elementSize.height)
    }
  }

  private static func fraction(_ edges: LayoutEdges, start: LayoutEdges, end: LayoutEdges)
    -> Double
  {
    switch (edges.contains(start), edges.contains(end)) {
    case (true, false): 0
    case (false, true): 1
    default: 0.5
    }
  }
}
