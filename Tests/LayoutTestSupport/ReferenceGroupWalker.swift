import LayoutGeometry
import LayoutResolution

/// Lays out one group instance where it stands, recursively, and lists its cells in the
/// order they consume data items (depth first).
///
/// Written from rules 4 and 6–11 of `uikit-semantics.md` and the team's decisions rather
/// than from the lazy solver, so the two can be checked against each other. Coordinates
/// are left-to-right content coordinates; the caller mirrors them for right-to-left hosts.
struct ReferenceGroupWalker {
  /// The most subitems one sequence may place, and the largest repeating count: zero-length
  /// subitems would otherwise repeat forever.
  static let cellLimit = 10_000

  /// The section being laid out, for error reports.
  let section: Int
  /// The host's traits, handed to custom group providers.
  let traits: LayoutTraits

  /// The cells of `subitem` laid out in `slot`.
  func cells(of subitem: LayoutSubitem, in slot: LayoutRect) throws(LayoutError)
    -> [ReferenceCell]
  {
    switch subitem {
    case .item(let item):
      let insets = try usableInsets(item.contentInsets, of: item.size)
      return [ReferenceCell(frame: slot.inset(by: insets), zIndex: 0)]
    case .group(let group):
      return try cells(of: group, in: slot)
    }
  }

  /// The cells of `group` laid out in `slot`.
  func cells(of group: LayoutGroup, in slot: LayoutRect) throws(LayoutError) -> [ReferenceCell] {
    let inner = slot.inset(by: try usableInsets(group.contentInsets, of: group.size))
    let spacing = try checked(group.interItemSpacing ?? .fixed(0))
    switch group.arrangement {
    case .sequence(let axis, let subitems):
      return try sequence(subitems, along: axis, spacing: spacing, in: inner)
    case .repeating(let axis, let subitem, let count):
      return try repeating(subitem, count: count, along: axis, spacing: spacing, in: inner)
    case .custom(let provider):
      let container = LayoutContainer(contentSize: slot.size, contentInsets: group.contentInsets)
      var cells: [ReferenceCell] = []
      for item in provider(LayoutEnvironment(container: container, traits: traits)) {
        let frame = item.frame
        guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
          throw .invalidCustomFrame(section: section, frame: frame)
        }
        cells.append(
          ReferenceCell(frame: frame.offsetBy(dx: slot.minX, dy: slot.minY), zIndex: item.zIndex))
      }
      return cells
    }
  }

  /// The size `spec` gives inside a container of `container`.
  func size(of spec: LayoutSizeSpec, in container: LayoutSize) throws(LayoutError) -> LayoutSize {
    LayoutSize(
      width: try length(of: spec.width, in: container),
      height: try length(of: spec.height, in: container))
  }

  // MARK: - Arrangements

  /// Rule 8 and 10: subitems in cycling order until the next does not fit, then leftover
  /// room shared by the flexible spacings.
  private func sequence(
    _ subitems: [LayoutSubitem], along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> [ReferenceCell] {
    guard !subitems.isEmpty else { throw .emptySubitems(section: section) }
    var sizes: [LayoutSize] = []
    for subitem in subitems {
      sizes.append(try size(of: subitem.size, in: inner.size))
    }
    let available = inner.length(along: axis)
    // Fractions such as 4 × 0.25 must fit exactly despite rounding.
    let tolerance = 1e-9 * max(1, abs(available))
    var chosen: [Int] = []
    var room = available
    while true {
      let index = chosen.count % subitems.count
      let edges = try edgeSpacing(of: subitems[index], along: axis)
      let gap = chosen.isEmpty ? 0 : spacing.minimum
      let need =
        gap + edges.before.minimum + sizes[index].length(along: axis) + edges.after.minimum
      if need > room + tolerance { break }
      if chosen.count == Self.cellLimit {
        throw .tooManySubitems(section: section, limit: Self.cellLimit)
      }
      chosen.append(index)
      room -= need
    }
    var springs = spacing.isFlexible ? max(0, chosen.count - 1) : 0
    for index in chosen {
      let edges = try edgeSpacing(of: subitems[index], along: axis)
      springs += [edges.before, edges.after].filter(\.isFlexible).count
    }
    let extra = room > 0 && springs > 0 ? room / Double(springs) : 0
    func stretched(_ spacing: LayoutSpacing) -> Double {
      spacing.isFlexible ? spacing.minimum + extra : spacing.minimum
    }
    var cells: [ReferenceCell] = []
    var cursor = inner.minimum(along: axis)
    for (position, index) in chosen.enumerated() {
      let edges = try edgeSpacing(of: subitems[index], along: axis)
      if position > 0 { cursor += stretched(spacing) }
      cursor += stretched(edges.before)
      let length = sizes[index].length(along: axis)
      let slot = try slotPlacedAcross(
        subitems[index], mainStart: cursor, mainLength: length,
        crossLength: sizes[index].length(along: axis.cross), along: axis, in: inner)
      cells += try self.cells(of: subitems[index], in: slot)
      cursor += length + stretched(edges.after)
    }
    return cells
  }

  /// Rule 9: exactly `count` equal shares; main-axis edge spacing lies inside each share.
  private func repeating(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> [ReferenceCell] {
    guard count >= 1 else { throw .invalidCount(section: section, count: count) }
    guard count <= Self.cellLimit else {
      throw .tooManySubitems(section: section, limit: Self.cellLimit)
    }
    let gaps = spacing.minimum * Double(count - 1)
    let available = inner.length(along: axis) - gaps
    guard available >= 0 else {
      throw .spacingExceedsGroup(
        section: section, spacing: spacing.minimum, available: inner.length(along: axis))
    }
    let share = available / Double(count)
    let edges = try edgeSpacing(of: subitem, along: axis)
    let length = max(0, share - edges.before.minimum - edges.after.minimum)
    let crossLength = try size(of: subitem.size, in: inner.size).length(along: axis.cross)
    var cells: [ReferenceCell] = []
    for position in 0..<count {
      let start =
        inner.minimum(along: axis) + Double(position) * (share + spacing.minimum)
        + edges.before.minimum
      let slot = try slotPlacedAcross(
        subitem, mainStart: start, mainLength: length, crossLength: crossLength, along: axis,
        in: inner)
      cells += try self.cells(of: subitem, in: slot)
    }
    return cells
  }

  // MARK: - Pieces

  /// A slot across `axis`: after the cross-leading edge spacing, moved down by a flexible
  /// leading edge's share of the leftover room (rule 7).
  private func slotPlacedAcross(
    _ subitem: LayoutSubitem, mainStart: Double, mainLength: Double, crossLength: Double,
    along axis: LayoutAxis, in inner: LayoutRect
  ) throws(LayoutError) -> LayoutRect {
    let edges = try edgeSpacing(of: subitem, along: axis.cross)
    var crossStart = inner.minimum(along: axis.cross) + edges.before.minimum
    let leftover =
      inner.length(along: axis.cross) - edges.before.minimum - crossLength - edges.after.minimum
    if leftover > 0, edges.before.isFlexible {
      let flexibleEdges = edges.after.isFlexible ? 2.0 : 1.0
      crossStart += leftover / flexibleEdges
    }
    return LayoutRect(
      mainStart: mainStart, mainLength: mainLength, crossStart: crossStart,
      crossLength: crossLength, along: axis)
  }

  /// The edge spacing before and after `subitem` along `axis` (leading and trailing for
  /// horizontal, top and bottom for vertical); a missing side is `fixed(0)`.
  private func edgeSpacing(of subitem: LayoutSubitem, along axis: LayoutAxis)
    throws(LayoutError) -> (before: LayoutSpacing, after: LayoutSpacing)
  {
    let edges = subitem.edgeSpacing ?? LayoutEdgeSpacing()
    let before = axis == .horizontal ? edges.leading : edges.top
    let after = axis == .horizontal ? edges.trailing : edges.bottom
    return (try checked(before ?? .fixed(0)), try checked(after ?? .fixed(0)))
  }

  /// `insets` in left-to-right sides, without the sides along an estimated axis of `spec`
  /// (rule 6).
  private func usableInsets(_ insets: LayoutDirectionalInsets, of spec: LayoutSizeSpec)
    throws(LayoutError) -> LayoutInsets
  {
    for side in [insets.top, insets.leading, insets.bottom, insets.trailing]
    where !side.isFinite {
      throw .invalidSpacing(section: section, value: side)
    }
    let horizontal = spec.width.isEstimated
    let vertical = spec.height.isEstimated
    return LayoutInsets(
      top: vertical ? 0 : insets.top, left: horizontal ? 0 : insets.leading,
      bottom: vertical ? 0 : insets.bottom, right: horizontal ? 0 : insets.trailing)
  }

  /// One dimension in points: fractions of the container's width or height, everything
  /// else its own number (estimates are used as they are: no sizing feedback here).
  private func length(of dimension: LayoutDimension, in container: LayoutSize)
    throws(LayoutError) -> Double
  {
    let number: Double
    let base: Double
    switch dimension {
    case .fractionalWidth(let fraction): (number, base) = (fraction, container.width)
    case .fractionalHeight(let fraction): (number, base) = (fraction, container.height)
    case .absolute(let points), .estimated(let points),
      .uniformAcrossSiblings(estimate: let points):
      (number, base) = (points, 1)
    }
    guard number.isFinite, number >= 0 else {
      throw .invalidDimension(section: section, dimension: dimension)
    }
    return number * base
  }

  private func checked(_ spacing: LayoutSpacing) throws(LayoutError) -> LayoutSpacing {
    guard spacing.minimum.isFinite else {
      throw .invalidSpacing(section: section, value: spacing.minimum)
    }
    return spacing
  }
}
