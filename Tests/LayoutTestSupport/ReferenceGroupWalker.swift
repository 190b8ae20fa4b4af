import LayoutGeometry
import LayoutResolution

/// Lays out one group instance where it stands, recursively: its cells in the order they
/// consume data items (depth first) and its anchored supplementary items in the order they
/// are made (an item's right after the item, a group's after all of the group's content).
///
/// Written from rules 4, 6–11 and 17 of `uikit-semantics.md` and the team's decisions rather
/// than from the lazy solver, so the two can be checked against each other. Coordinates
/// are left-to-right content coordinates; the caller mirrors them for right-to-left hosts.
/// This walk uses estimates as they are; an instance holding measured cells (rule 21) takes
/// the measuring walk of `ReferenceGroupWalker+Measuring.swift`.
struct ReferenceGroupWalker {
  /// The most subitems one sequence may place, and the largest repeating count: zero-length
  /// subitems would otherwise repeat forever.
  static let cellLimit = 10_000

  /// The section being laid out, for error reports.
  let section: Int
  /// The host's traits, handed to custom group providers.
  let traits: LayoutTraits
  /// Measured sizes by cell index within the instance being laid out, for self-sizing cells
  /// only; used by the measuring walk (`ReferenceGroupWalker+Measuring.swift`).
  var measurements: [Int: LayoutSize] = [:]

  /// The content of `subitem` laid out in `slot`.
  func content(of subitem: LayoutSubitem, in slot: LayoutRect) throws(LayoutError)
    -> ReferenceGroupContent
  {
    switch subitem {
    case .item(let item):
      let insets = try usableInsets(item.contentInsets, of: item.size)
      let frame = slot.inset(by: insets)
      let cell = ReferenceCell(frame: frame, zIndex: 0, isSelfSizing: item.size.isEstimated)
      var content = ReferenceGroupContent(cells: [cell])
      // Rule 17: an item's badges hang on its inset frame.
      try attach(item.supplementaryItems, to: frame, into: &content)
      return content
    case .group(let group):
      return try content(of: group, in: slot)
    }
  }

  /// The content of `group` laid out in `slot`.
  func content(of group: LayoutGroup, in slot: LayoutRect) throws(LayoutError)
    -> ReferenceGroupContent
  {
    let inner = slot.inset(by: try usableInsets(group.contentInsets, of: group.size))
    let spacing = try checked(group.interItemSpacing ?? .fixed(0))
    var content: ReferenceGroupContent
    switch group.arrangement {
    case .sequence(let axis, let subitems):
      content = try sequence(subitems, along: axis, spacing: spacing, in: inner)
    case .repeating(let axis, let subitem, let count):
      content = try repeating(subitem, count: count, along: axis, spacing: spacing, in: inner)
    case .custom(let provider):
      content = ReferenceGroupContent()
      let container = LayoutContainer(contentSize: slot.size, contentInsets: group.contentInsets)
      for item in provider(LayoutEnvironment(container: container, traits: traits)) {
        let frame = item.frame
        guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
          throw .invalidCustomFrame(section: section, frame: frame)
        }
        content.cells.append(
          ReferenceCell(
            frame: frame.offsetBy(dx: slot.minX, dy: slot.minY), zIndex: item.zIndex))
      }
    }
    // A group's badges hang on its whole slot, and only on an instance that holds a cell.
    if !content.cells.isEmpty {
      try attach(group.supplementaryItems, to: slot, into: &content)
    }
    return content
  }

  /// The size `spec` gives inside a container of `container`.
  func size(of spec: LayoutSizeSpec, in container: LayoutSize) throws(LayoutError) -> LayoutSize {
    LayoutSize(
      width: try length(of: spec.width, in: container),
      height: try length(of: spec.height, in: container))
  }

  // MARK: - Anchored items

  /// Places `items` on `container` and appends them to `content`, each taking the index of
  /// the first cell of `content` (the item itself, or the group's first cell).
  ///
  /// Rule 17: a named edge anchors to that edge, an axis with neither or both edges is
  /// centred; fractional offsets are fractions of the badge, on either anchor.
  func attach(
    _ items: [LayoutSupplementaryItem], to container: LayoutRect,
    into content: inout ReferenceGroupContent
  ) throws(LayoutError) {
    for item in items {
      let badge = try size(of: item.size, in: container.size)
      var anchors = [item.containerAnchor]
      if let itemAnchor = item.itemAnchor { anchors.append(itemAnchor) }
      for anchor in anchors {
        let offset: LayoutPoint
        switch anchor.offset {
        case .absolute(let points), .fractional(let points): offset = points
        }
        if !offset.x.isFinite { throw .invalidSpacing(section: section, value: offset.x) }
        if !offset.y.isFinite { throw .invalidSpacing(section: section, value: offset.y) }
        let edges = anchor.edges
        if edges.isSuperset(of: [.leading, .trailing]) || edges.isSuperset(of: [.top, .bottom]) {
          content.contradictoryKinds.insert(item.elementKind)
        }
      }
      let onContainer = Self.point(of: item.containerAnchor, in: container.size, badge: badge)
      let onBadge = Self.point(
        of: item.itemAnchor ?? LayoutAnchor(edges: item.containerAnchor.edges), in: badge,
        badge: badge)
      content.badges.append(
        ReferenceBadge(
          cellIndex: 0, kind: item.elementKind,
          frame: LayoutRect(
            x: container.minX + onContainer.x - onBadge.x,
            y: container.minY + onContainer.y - onBadge.y, width: badge.width,
            height: badge.height),
          zIndex: item.zIndex))
    }
  }

  /// The point `anchor` names in a box of `box`, its offset added.
  private static func point(of anchor: LayoutAnchor, in box: LayoutSize, badge: LayoutSize)
    -> LayoutPoint
  {
    let offset = offset(of: anchor, badge: badge)
    return LayoutPoint(
      x: anchor.edges.referenceFraction(along: .horizontal) * box.width + offset.x,
      y: anchor.edges.referenceFraction(along: .vertical) * box.height + offset.y)
  }

  /// The anchor's offset in points: fractional offsets are fractions of the badge's size.
  private static func offset(of anchor: LayoutAnchor, badge: LayoutSize) -> LayoutPoint {
    switch anchor.offset {
    case .absolute(let points):
      return points
    case .fractional(let fractions):
      return LayoutPoint(x: fractions.x * badge.width, y: fractions.y * badge.height)
    }
  }

  // MARK: - Arrangements

  /// Rule 8 and 10: subitems in cycling order until the next does not fit, then leftover
  /// room shared by the flexible spacings.
  private func sequence(
    _ subitems: [LayoutSubitem], along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> ReferenceGroupContent {
    let sizes = try slotSizes(of: subitems, in: inner)
    let (chosen, room) = try choose(
      subitems, sizes: sizes, along: axis, spacing: spacing, in: inner)
    var springs = spacing.isFlexible ? max(0, chosen.count - 1) : 0
    for index in chosen {
      let edges = try edgeSpacing(of: subitems[index], along: axis)
      springs += [edges.before, edges.after].filter(\.isFlexible).count
    }
    let extra = room > 0 && springs > 0 ? room / Double(springs) : 0
    func stretched(_ spacing: LayoutSpacing) -> Double {
      spacing.isFlexible ? spacing.minimum + extra : spacing.minimum
    }
    var content = ReferenceGroupContent()
    var cursor = inner.minimum(along: axis)
    for position in chosen.indices {
      let index = chosen[position]
      let edges = try edgeSpacing(of: subitems[index], along: axis)
      if position > 0 { cursor += stretched(spacing) }
      cursor += stretched(edges.before)
      let length = sizes[index].length(along: axis)
      let slot = try slotPlacedAcross(
        subitems[index], mainStart: cursor, mainLength: length,
        crossLength: sizes[index].length(along: axis.cross), along: axis, in: inner)
      content.append(try self.content(of: subitems[index], in: slot))
      cursor += length + stretched(edges.after)
    }
    return content
  }

  /// Rule 9: exactly `count` equal shares; main-axis edge spacing lies inside each share.
  private func repeating(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> ReferenceGroupContent {
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
    var content = ReferenceGroupContent()
    for position in 0..<count {
      let start =
        inner.minimum(along: axis) + Double(position) * (share + spacing.minimum)
        + edges.before.minimum
      let slot = try slotPlacedAcross(
        subitem, mainStart: start, mainLength: length, crossLength: crossLength, along: axis,
        in: inner)
      content.append(try self.content(of: subitem, in: slot))
    }
    return content
  }

  // MARK: - Pieces

  /// The slot size of each of `subitems` inside `inner`, from their estimates.
  func slotSizes(of subitems: [LayoutSubitem], in inner: LayoutRect) throws(LayoutError)
    -> [LayoutSize]
  {
    guard !subitems.isEmpty else { throw .emptySubitems(section: section) }
    var sizes: [LayoutSize] = []
    for subitem in subitems {
      sizes.append(try size(of: subitem.size, in: inner.size))
    }
    return sizes
  }

  /// Rule 8: the subitems a sequence places, cycling, until the next does not fit at its
  /// slot size from `sizes`; and the room left over.
  func choose(
    _ subitems: [LayoutSubitem], sizes: [LayoutSize], along axis: LayoutAxis,
    spacing: LayoutSpacing, in inner: LayoutRect
  ) throws(LayoutError) -> (chosen: [Int], room: Double) {
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
    return (chosen, room)
  }

  /// A slot across `axis`: after the cross-leading edge spacing, moved down by a flexible
  /// leading edge's share of the leftover room (rule 7).
  func slotPlacedAcross(
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
  func edgeSpacing(of subitem: LayoutSubitem, along axis: LayoutAxis)
    throws(LayoutError) -> (before: LayoutSpacing, after: LayoutSpacing)
  {
    let edges = subitem.edgeSpacing ?? LayoutEdgeSpacing()
    let before = axis == .horizontal ? edges.leading : edges.top
    let after = axis == .horizontal ? edges.trailing : edges.bottom
    return (try checked(before ?? .fixed(0)), try checked(after ?? .fixed(0)))
  }

  /// `insets` in left-to-right sides, without the sides along an estimated axis of `spec`
  /// (rule 6).
  func usableInsets(_ insets: LayoutDirectionalInsets, of spec: LayoutSizeSpec)
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

  func checked(_ spacing: LayoutSpacing) throws(LayoutError) -> LayoutSpacing {
    guard spacing.minimum.isFinite else {
      throw .invalidSpacing(section: section, value: spacing.minimum)
    }
    return spacing
  }
}

extension LayoutSizeSpec {
  /// Whether either dimension is estimated (`estimated` or `uniformAcrossSiblings`).
  var isEstimated: Bool { width.isEstimated || height.isEstimated }
}
