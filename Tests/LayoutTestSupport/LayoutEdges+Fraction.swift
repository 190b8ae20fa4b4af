import LayoutGeometry
import LayoutResolution

extension LayoutEdges {
  /// Where a set of edges puts something along `axis`, as a fraction of the free room: 0 at
  /// the start (the set names the top or leading edge), 1 at the end (it names the bottom or
  /// trailing edge), ½ when it names neither or both of that axis's edges.
  ///
  /// The one rule behind anchored items (rule 17: "a named edge anchors to that edge; an
  /// axis with neither or both edges is centred") and boundary items (an alignment names the
  /// edges it sits on), in left-to-right coordinates.
  func referenceFraction(along axis: LayoutAxis) -> Double {
    let (start, end): (LayoutEdges, LayoutEdges) =
      axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
    let namesStart = contains(start)
    let namesEnd = contains(end)
    guard namesStart != namesEnd else { return 0.5 }
    return namesStart ? 0 : 1
  }
}
