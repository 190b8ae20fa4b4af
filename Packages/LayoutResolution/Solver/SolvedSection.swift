import LayoutGeometry

/// A section laid out: where it sits and the group template it repeats.
///
/// Item `i` sits in cell `i mod k` of group repetition `i div k`, so nothing is stored per
/// item. Coordinates are left-to-right content coordinates; the layout mirrors them for
/// right-to-left hosts when it makes attributes.
struct SolvedSection: Sendable {
  /// The section's index.
  var index: Int
  /// The number of items laid out (zero for a section that failed).
  var itemCount: Int
  /// The axis the layout scrolls along.
  var scrollAxis: LayoutAxis
  /// Whether groups run across the scroll axis in a row of their own.
  var isOrthogonal: Bool
  /// The solved group the section repeats.
  var group: SolvedGroup
  /// Distance from one group's origin to the next: along the scroll axis, or across it for
  /// an orthogonal row.
  var groupStride: Double
  /// Where the section starts along the scroll axis, in content coordinates.
  var start: Double
  /// The section's extent along the scroll axis.
  var length: Double
  /// The offset of the first group's origin from `start`, along the scroll axis.
  var groupsMainOffset: Double
  /// The first group's origin across the scroll axis, in content coordinates.
  var groupsCrossStart: Double
  /// Boundary items and decorations; along the scroll axis relative to `start`.
  var elements: [SolvedSectionElement] = []
  /// Where the groups start and end along the scroll axis, relative to `start`: a pinned
  /// header never goes below `end` minus its length, a pinned footer never above `start`.
  var pinLimits: (start: Double, end: Double) = (0, 0)

  /// An empty section of zero extent, for sections that failed or have no definition.
  static func empty(index: Int, scrollAxis: LayoutAxis) -> SolvedSection {
    SolvedSection(
      index: index, itemCount: 0, scrollAxis: scrollAxis, isOrthogonal: false,
      group: SolvedGroup(size: .zero, content: GroupContent()), groupStride: 0, start: 0,
      length: 0,
      groupsMainOffset: 0, groupsCrossStart: 0)
  }

  /// How many group repetitions the items fill, the last possibly partly.
  var groupCount: Int {
    let perGroup = group.cells.count
    return perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup
  }

  /// The origin of group repetition `repetition` in content coordinates.
  func groupOrigin(_ repetition: Int) -> LayoutPoint {
    let step = Double(repetition) * groupStride
    let main = start + groupsMainOffset + (isOrthogonal ? 0 : step)
    let cross = groupsCrossStart + (isOrthogonal ? step : 0)
    return LayoutPoint(main: main, cross: cross, along: scrollAxis)
  }

  /// The frame of item `item` (which must be below `itemCount`).
  func frame(ofItem item: Int) -> LayoutRect {
    let perGroup = group.cells.count
    let origin = groupOrigin(item / perGroup)
    return group.cells[item % perGroup].frame.offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The span along the scroll axis that the section's elements can cover, pinned ones
  /// wherever they pin, or `nil` when it has none.
  var elementSpan: Span? {
    var span: Span?
    func include(_ low: Double, _ high: Double) {
      let added = Span(start: low, end: high)
      span = span?.union(added) ?? added
    }
    let count = groupCount
    if count > 0 {
      let first = groupOrigin(0).coordinate(along: scrollAxis)
      let last = groupOrigin(count - 1).coordinate(along: scrollAxis)
      include(
        min(first, last) + group.contentBounds.minimum(along: scrollAxis),
        max(first, last) + group.contentBounds.maximum(along: scrollAxis))
    }
    if !elements.isEmpty {
      include(start, start + length)
      for element in elements {
        include(
          start + element.frame.minimum(along: scrollAxis),
          start + element.frame.maximum(along: scrollAxis))
      }
    }
    return span
  }
}
