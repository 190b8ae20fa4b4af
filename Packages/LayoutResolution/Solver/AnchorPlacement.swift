import LayoutGeometry

/// Where an anchored supplementary item lands on its container (rule 17).
///
/// The container anchor picks a point of the container; the item anchor (by default the
/// same edges) picks the point of the element that lands there. A named edge anchors to that
/// edge; an axis with neither or both of its edges is centred (both is contradictory and
/// recorded as a diagnostic). Both anchors' offsets then move the element the way they point:
/// measured on iOS 26.1, an item anchor's offset of (3, 4) moves the badge 3 pt right and
/// 4 pt down, as a container anchor's does.
enum AnchorPlacement {
  /// The element's frame for a container `container` and an element of `size`.
  static func frame(
    of size: LayoutSize, in container: LayoutRect, containerAnchor: LayoutAnchor,
    itemAnchor: LayoutAnchor?
  ) -> LayoutRect {
    let elementAnchor = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
    let onContainer = point(of: containerAnchor.edges, in: container.size)
    let onElement = point(of: elementAnchor.edges, in: size)
    let containerOffset = offset(of: containerAnchor, elementSize: size)
    let elementOffset = itemAnchor.map { offset(of: $0, elementSize: size) } ?? .zero
    return LayoutRect(
      x: container.minX + onContainer.x - onElement.x + containerOffset.x + elementOffset.x,
      y: container.minY + onContainer.y - onElement.y + containerOffset.y + elementOffset.y,
      width: size.width, height: size.height)
  }

  /// Whether `edges` names both edges of an axis.
  static func isContradictory(_ edges: LayoutEdges) -> Bool {
    edges.isSuperset(of: [.leading, .trailing]) || edges.isSuperset(of: [.top, .bottom])
  }

  /// The point that `edges` name inside a box of `size`.
  private static func point(of edges: LayoutEdges, in size: LayoutSize) -> LayoutPoint {
    LayoutPoint(
      x: size.width * fraction(edges, start: .leading, end: .trailing),
      y: size.height * fraction(edges, start: .top, end: .bottom))
  }

  /// How far `anchor`'s offset moves the element: in points, or in fractions of the
  /// element's own size, whichever box the anchor is on.
  private static func offset(of anchor: LayoutAnchor, elementSize: LayoutSize) -> LayoutPoint {
    switch anchor.offset {
    case .absolute(let offset):
      offset
    case .fractional(let offset):
      LayoutPoint(x: offset.x * elementSize.width, y: offset.y * elementSize.height)
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
