import LayoutGeometry

/// A section laid out: where it sits, the group template it repeats, and what it needs to
/// place its boundary items and decorations again after a measurement.
///
/// Item `i` sits in cell `i mod k` of group repetition `i div k`, so nothing is stored per
/// item. Coordinates are left-to-right; along the scroll axis they are relative to the
/// section's start, which the layout keeps (``SectionStack``), so a section that moves
/// changes nothing here. The layout mirrors frames for right-to-left hosts when it makes
/// attributes.
struct SolvedSection: Sendable {
  /// The section's index.
  var index: Int
  /// The number of items laid out (zero for a section that failed).
  var itemCount: Int
  /// The axis the layout scrolls along.
  var scrollAxis: LayoutAxis
  /// How the section's row scrolls; `.none` for a section that flows with the layout.
  var behavior: OrthogonalScrollingBehavior
  /// How the row bounces and decelerates.
  var scrollingProperties = OrthogonalScrollingProperties()
  /// Whether groups run across the scroll axis in a row of their own.
  var isOrthogonal: Bool { behavior.isOrthogonal }
  /// The solved group the section repeats.
  var group: SolvedGroup
  /// Distance from one group's origin to the next while all groups are alike: along the
  /// scroll axis, or across it for an orthogonal row.
  var groupStride: Double
  /// The space between consecutive groups (`interGroupSpacing`).
  var spacing: Double
  /// The section's extent along the scroll axis.
  var length: Double = 0
  /// The offset of the first group's origin from the section's start, along the scroll axis.
  var groupsMainOffset: Double = 0
  /// The first group's origin across the scroll axis, in content coordinates.
  var groupsCrossStart: Double
  /// The section's insets along the scroll axis.
  var mainInsets: Span
  /// The section's insets across the scroll axis.
  var crossInsets: Span
  /// Boundary items and decorations; along the scroll axis relative to the section's start.
  var elements: [SolvedSectionElement] = []
  /// Where the groups start and end along the scroll axis, relative to the section's start:
  /// a pinned header never goes below `end` minus its length, a pinned footer never above
  /// `start`.
  var pinLimits = Span(start: 0, end: 0)
  /// The section's boundary items, resolved.
  var boundary: BoundaryPlacement
  /// Where boundary items sit across the scroll axis.
  var supplementarySpan: Span
  /// The decorations laid out, and the span across the scroll axis their rect covers.
  var decorations: [LayoutDecorationItem] = []
  /// The section rect's span across the scroll axis.
  var sectionCrossSpan: Span
  /// Measurement state, for sections with estimated dimensions.
  var sizing: SectionSizing?
  /// The span along the scroll axis the section's elements can cover, pinned ones wherever
  /// they pin, relative to the section's start; `nil` when it has none. Kept by
  /// ``layOutElements()``, so moving the section changes nothing here.
  private(set) var reach: Span?
  /// A box around the cells and anchored items of every instance, relative to a group's
  /// origin, for finding the instances a rect can touch.
  var searchBounds: LayoutRect

  /// An empty section of zero extent, for sections that failed or have no definition.
  static func empty(index: Int, scrollAxis: LayoutAxis) -> SolvedSection {
    SolvedSection(
      index: index, itemCount: 0, scrollAxis: scrollAxis, behavior: .none,
      group: SolvedGroup(size: .zero, content: GroupContent()), groupStride: 0, spacing: 0,
      groupsCrossStart: 0, mainInsets: Span(start: 0, end: 0), crossInsets: Span(start: 0, end: 0),
      boundary: BoundaryPlacement([], scrollAxis: scrollAxis, mainLength: 0, crossLength: 0),
      supplementarySpan: Span(start: 0, end: 0), sectionCrossSpan: Span(start: 0, end: 0),
      searchBounds: .zero)
  }

  /// How many group repetitions the items fill, the last possibly partly; a flow section's
  /// lines (rule 21c).
  ///
  /// Not `(itemCount + perGroup - 1) / perGroup`, which overflows for counts near
  /// `Int.max`: every count up to `Int.max` works.
  var groupCount: Int {
    if let lines = sizing?.lines { return lines.count }
    let perGroup = group.cells.count
    guard perGroup > 0, itemCount > 0 else { return 0 }
    return itemCount / perGroup + (itemCount % perGroup == 0 ? 0 : 1)
  }

  /// The item shown by the first cell of repetition `repetition`.
  ///
  /// - Complexity: O(1), or O(log lines) in a flow section.
  func firstItem(ofRepetition repetition: Int) -> Int {
    if let lines = sizing?.lines { return Int(lines.weight(before: repetition)) }
    return repetition * group.cells.count
  }

  /// The repetition showing item `item`.
  ///
  /// - Complexity: O(1), or O(log lines) in a flow section.
  func repetition(ofItem item: Int) -> Int {
    if let lines = sizing?.lines { return lines.index(containingWeight: Double(item)) }
    return item / group.cells.count
  }

  /// How many items repetition `repetition` shows: all its cells but in a last, partial one,
  /// none past the last. Computed without `first + perGroup`, which overflows in the last
  /// repetition of a section of nearly `Int.max` items.
  ///
  /// - Complexity: O(1), or O(log lines) in a flow section.
  func itemCount(inRepetition repetition: Int) -> Int {
    guard repetition >= 0, repetition < groupCount else { return 0 }
    if let lines = sizing?.lines { return lines[repetition].count }
    return min(group.cells.count, itemCount - repetition * group.cells.count)
  }

  /// The axis along which consecutive groups follow each other.
  var strideAxis: LayoutAxis { isOrthogonal ? scrollAxis.cross : scrollAxis }

  /// The solved group of repetition `repetition`: the template, unless measurements made
  /// that instance differ.
  func group(at repetition: Int) -> SolvedGroup {
    sizing?.groups[repetition].instance ?? group
  }

  /// How far repetition `repetition` starts from the first along the stride axis.
  ///
  /// - Complexity: O(log chunks) for a self-sizing section, O(1) otherwise.
  func strideOffset(_ repetition: Int) -> Double {
    guard let sizing, !sizing.isUniform else { return Double(repetition) * groupStride }
    return sizing.groups.weight(before: repetition)
  }

  /// The origin of group repetition `repetition` in content coordinates, for a section
  /// starting at `start` along the scroll axis, with an orthogonal row scrolled to
  /// `rowOffset` (ignored for other sections).
  func groupOrigin(_ repetition: Int, start: Double, rowOffset: Double = 0) -> LayoutPoint {
    groupOrigin(atStrideOffset: strideOffset(repetition), start: start, rowOffset: rowOffset)
  }

  /// The origin of the group repetition that starts `step` from the first along the stride
  /// axis, as ``groupOrigin(_:start:rowOffset:)`` places it.
  func groupOrigin(atStrideOffset step: Double, start: Double, rowOffset: Double) -> LayoutPoint {
    let main = start + groupsMainOffset + (isOrthogonal ? 0 : step)
    let cross = groupsCrossStart + (isOrthogonal ? step - rowOffset : 0)
    return LayoutPoint(main: main, cross: cross, along: scrollAxis)
  }

  /// The extent of the groups along the scroll axis.
  private var bodyLength: Double {
    let count = groupCount
    guard count > 0 else { return 0 }
    guard !isOrthogonal else {
      let measured = sizing?.instances.map { $0.instance.size.length(along: scrollAxis) } ?? []
      return measured.reduce(group.size.length(along: scrollAxis), max)
    }
    return strideOffset(count) - spacing
  }

  /// Places the boundary items and decorations around the groups as they now are, and
  /// sets the section's length (rules 14, 15 and 18).
  ///
  /// - Complexity: O(boundary items + decorations), plus O(measured instances) for an
  ///   orthogonal section.
  mutating func layOutElements() {
    let extensions = boundary.extensions
    // Rule 14, measured on iOS 17: a section without items takes no room of its own; its
    // boundary items stay, its insets and decorations go.
    let isEmpty = itemCount == 0
    let insets = isEmpty ? Span(start: 0, end: 0) : mainInsets
    groupsMainOffset = extensions.start + insets.start
    let groupsEnd = groupsMainOffset + bodyLength
    let contentEnd = groupsEnd + insets.end
    length = contentEnd + extensions.end
    pinLimits = Span(start: groupsMainOffset, end: groupsEnd)
    elements.removeAll(keepingCapacity: true)
    elements.reserveCapacity(boundary.items.count + decorations.count)
    elements += boundary.elements(
      content: Span(start: extensions.start, end: contentEnd),
      crossStart: supplementarySpan.start, crossLength: supplementarySpan.length)
    let rect = LayoutRect(
      mainStart: 0, mainLength: length, crossStart: sectionCrossSpan.start,
      crossLength: sectionCrossSpan.length, along: scrollAxis)
    for decoration in decorations where !isEmpty {
      elements.append(
        SolvedSectionElement(
          category: .decorationView, kind: decoration.elementKind,
          frame: rect.inset(by: decoration.contentInsets.resolved(for: .leftToRight)),
          zIndex: decoration.zIndex, pin: nil))
    }
    reach = relativeElementSpan
  }

  /// The span along the scroll axis that the section's elements can cover, pinned ones
  /// wherever they pin, relative to the section's start, or `nil` when it has none.
  ///
  /// - Complexity: O(boundary items + decorations), O(log groups) once measured.
  var relativeElementSpan: Span? {
    var span: Span?
    func include(_ low: Double, _ high: Double) {
      let added = Span(start: low, end: high)
      span = span?.union(added) ?? added
    }
    let count = groupCount
    if count > 0 {
      let first = groupsMainOffset + (isOrthogonal ? 0 : strideOffset(0))
      let last = groupsMainOffset + (isOrthogonal ? 0 : strideOffset(count - 1))
      include(
        min(first, last) + searchBounds.minimum(along: scrollAxis),
        max(first, last) + searchBounds.maximum(along: scrollAxis))
    }
    if !elements.isEmpty {
      include(0, length)
      for element in elements {
        include(element.frame.minimum(along: scrollAxis), element.frame.maximum(along: scrollAxis))
      }
    }
    return span
  }
}
