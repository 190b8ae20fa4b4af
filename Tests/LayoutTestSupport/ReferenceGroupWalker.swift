import LayoutGeometry
import LayoutResolution

/// Lays out one group instance where it stands, recursively: its cells in the order they
/// consume data items (depth first) and its anchored supplementary items in the order they
/// are made (an item's right after the item, a group's after all of the group's content).
///
/// Written from rules 4, 6–11 and 17 of `docs/uikit-semantics.md` and the team's decisions rather
/// than from the lazy solver, so the two can be checked against each other. Coordinates
/// are left-to-right content coordinates; the caller mirrors them for right-to-left hosts.
/// This walk uses estimates as they are; an instance holding measured cells (rule 21) takes
/// the measuring walk of `ReferenceGroupWalker+Measuring.swift`.
///
/// A broken value does not stop the walk: it is recorded in ``violations`` and the walk goes
/// on as ``ReferenceViolations`` describes, so that every rule the group breaks is found,
/// whatever order a solver checks them in.
struct ReferenceGroupWalker {
  /// The most subitems one sequence may place, and the largest repeating count: zero-length
  /// subitems would otherwise repeat forever.
  static let cellLimit = 10_000

  /// The section being laid out, for error reports.
  let section: Int
  /// The host's traits, handed to custom group providers.
  let traits: LayoutTraits
  /// Where broken rules are recorded.
  let violations: ReferenceViolations
  /// Measured sizes by cell index within the instance being laid out, for self-sizing cells
  /// only; used by the measuring walk (`ReferenceGroupWalker+Measuring.swift`).
  var measurements: [Int: LayoutSize] = [:]
  /// Whether the group being laid out is a flow line (rule 21c): its items' measured lengths
  /// decide how many fit.
  var isFlowLine = false

  /// The content of `subitem` laid out in `slot`.
  func content(of subitem: LayoutSubitem, in slot: LayoutRect) -> ReferenceGroupContent {
    switch subitem {
    case .item(let item):
      let insets = usableInsets(item.contentInsets, of: item.size)
      let frame = slot.inset(by: insets)
      let cell = ReferenceCell(frame: frame, zIndex: 0, isSelfSizing: item.size.isEstimated)
      var content = ReferenceGroupContent(cells: [cell])
      // Rule 17: an item's badges hang on its inset frame.
      attach(item.supplementaryItems, to: frame, into: &content)
      return content
    case .group(let group):
      return content(of: group, in: slot)
    }
  }

  /// The content of `group` laid out in `slot`.
  func content(of group: LayoutGroup, in slot: LayoutRect) -> ReferenceGroupContent {
    let inner = slot.inset(by: usableInsets(group.contentInsets, of: group.size))
    let spacing = checked(group.interItemSpacing ?? .fixed(0))
    var content: ReferenceGroupContent
    switch group.arrangement {
    case .sequence(let axis, let subitems):
      content = sequence(subitems, along: axis, spacing: spacing, in: inner)
    case .repeating(let axis, let subitem, let count):
      content = repeating(subitem, count: count, along: axis, spacing: spacing, in: inner)
    case .custom(let provider):
      content = ReferenceGroupContent()
      let container = LayoutContainer(contentSize: slot.size, contentInsets: group.contentInsets)
      for item in provider(LayoutEnvironment(container: container, traits: traits)) {
        let frame = item.frame
        guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
          violations.record(.invalidCustomFrame(section: section, frame: frame))
          continue
        }
        content.cells.append(
          ReferenceCell(
            frame: frame.offsetBy(dx: slot.minX, dy: slot.minY), zIndex: item.zIndex))
      }
    }
    // A group's badges hang on its frame inside its insets (measured on iOS 17), and only
    // on an instance that holds a cell.
    if !content.cells.isEmpty {
      attach(group.supplementaryItems, to: inner, onGroup: true, into: &content)
    }
    return content
  }

  /// The size `spec` gives inside a container of `container`, or `nil` (recorded) when a
  /// dimension is negative or not finite.
  func size(of spec: LayoutSizeSpec, in container: LayoutSize) -> LayoutSize? {
    let width = length(of: spec.width, in: container)
    let height = length(of: spec.height, in: container)
    guard let width, let height else { return nil }
    // Rule 25: every resolved length is a whole number of pixels, floored.
    let scale = traits.displayScale
    return LayoutSize(
      width: PixelSnapping.snapLength(width, scale: scale),
      height: PixelSnapping.snapLength(height, scale: scale))
  }

  // MARK: - Anchored items

  /// Places `items` on `container` and appends them to `content`, each taking the index of
  /// the first cell of `content` (the item itself, or the group's first cell).
  ///
  /// Rule 17: a named edge anchors to that edge, an axis with neither or both edges is
  /// centred; fractional offsets are fractions of the badge, on either anchor.
  ///
  /// A badge with an invalid size or offset is recorded and not placed.
  func attach(
    _ items: [LayoutSupplementaryItem], to container: LayoutRect, onGroup: Bool = false,
    into content: inout ReferenceGroupContent
  ) {
    for item in items {
      let badge = size(of: item.size, in: container.size)
      var anchors = [item.containerAnchor]
      if let itemAnchor = item.itemAnchor { anchors.append(itemAnchor) }
      var offsetsAreFinite = true
      for anchor in anchors {
        let offset: LayoutPoint
        switch anchor.offset {
        case .absolute(let points), .fractional(let points): offset = points
        }
        for value in [offset.x, offset.y] where !value.isFinite {
          violations.record(.invalidSpacing(section: section, value: value))
          offsetsAreFinite = false
        }
        let edges = anchor.edges
        if edges.isSuperset(of: [.leading, .trailing]) || edges.isSuperset(of: [.top, .bottom]) {
          content.contradictoryKinds.insert(item.elementKind)
        }
      }
      guard let badge, offsetsAreFinite else { continue }
      // Measured on iOS 26.1: the item anchor's offset moves the badge the way it points,
      // like the container anchor's, rather than moving the point on the badge.
      let onContainer = Self.point(of: item.containerAnchor, in: container.size, badge: badge)
      let badgeAnchor = item.itemAnchor ?? LayoutAnchor(edges: item.containerAnchor.edges)
      let onBadge = Self.point(of: LayoutAnchor(edges: badgeAnchor.edges), in: badge, badge: badge)
      let moved = item.itemAnchor.map { Self.offset(of: $0, badge: badge) } ?? .zero
      content.badges.append(
        ReferenceBadge(
          cellIndex: 0, isOnGroup: onGroup, kind: item.elementKind,
          frame: LayoutRect(
            x: container.minX + onContainer.x - onBadge.x + moved.x,
            y: container.minY + onContainer.y - onBadge.y + moved.y, width: badge.width,
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
  ) -> ReferenceGroupContent {
    let sizes = slotSizes(of: subitems, in: inner)
    guard
      let (chosen, room) = choose(subitems, sizes: sizes, along: axis, spacing: spacing, in: inner)
    else { return ReferenceGroupContent() }
    var springs = spacing.isFlexible ? max(0, chosen.count - 1) : 0
    for index in chosen {
      let edges = edgeSpacing(of: subitems[index], along: axis)
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
      let edges = edgeSpacing(of: subitems[index], along: axis)
      // `choose` places only subitems that have a size.
      let size = sizes[index] ?? .zero
      if position > 0 { cursor += stretched(spacing) }
      cursor += stretched(edges.before)
      let length = size.length(along: axis)
      let slot = slotPlacedAcross(
        subitems[index], mainStart: cursor, mainLength: length,
        crossLength: size.length(along: axis.cross), along: axis, in: inner)
      content.append(self.content(of: subitems[index], in: slot))
      cursor += length + stretched(edges.after)
    }
    return content
  }

  /// Rule 9: exactly `count` equal shares; main-axis edge spacing lies inside each share.
  private func repeating(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) -> ReferenceGroupContent {
    // Rule 9: the subitem's fractions resolve against the room the shares fill, the inner
    // length less the spacings.
    guard let share = share(count: count, along: axis, spacing: spacing, in: inner),
      let subitemSize = size(
        of: subitem.size,
        in: LayoutSize(
          main: share * Double(count), cross: inner.length(along: axis.cross), along: axis))
    else { return ReferenceGroupContent() }
    // Rule 25 (iOS 17): each share is a whole number of pixels, and positions add them up.
    let step = PixelSnapping.snapLength(share, scale: traits.displayScale)
    let edges = edgeSpacing(of: subitem, along: axis)
    let length = max(0, step - edges.before.minimum - edges.after.minimum)
    let crossLength = subitemSize.length(along: axis.cross)
    var content = ReferenceGroupContent()
    for position in 0..<count {
      let start =
        inner.minimum(along: axis) + Double(position) * (step + spacing.minimum)
        + edges.before.minimum
      let slot = slotPlacedAcross(
        subitem, mainStart: start, mainLength: length, crossLength: crossLength, along: axis,
        in: inner)
      content.append(self.content(of: subitem, in: slot))
    }
    return content
  }

  /// Rule 9: the length of each of `count` equal shares of `inner` along `axis` between
  /// spacings of `spacing`; `nil` (recorded) when the count is below one or above the cell
  /// limit, or the spacings leave less than nothing.
  func share(count: Int, along axis: LayoutAxis, spacing: LayoutSpacing, in inner: LayoutRect)
    -> Double?
  {
    guard count >= 1 else {
      violations.record(.invalidCount(section: section, count: count))
      return nil
    }
    guard count <= Self.cellLimit else {
      violations.record(.tooManySubitems(section: section, limit: Self.cellLimit))
      return nil
    }
    let available = inner.length(along: axis) - spacing.minimum * Double(count - 1)
    guard available >= 0 else {
      violations.record(
        .spacingExceedsGroup(
          section: section, spacing: spacing.minimum, available: inner.length(along: axis)))
      return nil
    }
    return available / Double(count)
  }

  // MARK: - Pieces

  /// The slot size of each of `subitems` inside `inner`, from their estimates; `nil` for
  /// one without a usable size (recorded). No subitems at all is recorded too.
  func slotSizes(of subitems: [LayoutSubitem], in inner: LayoutRect) -> [LayoutSize?] {
    if subitems.isEmpty { violations.record(.emptySubitems(section: section)) }
    return subitems.map { size(of: $0.size, in: inner.size) }
  }

  /// Rule 8: the subitems a sequence places, cycling, until the next does not fit at its
  /// slot size from `sizes`; and the room left over. A subitem without a size cannot be
  /// placed, so the sequence ends before it. `nil` (recorded) when more than the cell limit
  /// would be placed.
  func choose(
    _ subitems: [LayoutSubitem], sizes: [LayoutSize?], along axis: LayoutAxis,
    spacing: LayoutSpacing, in inner: LayoutRect
  ) -> (chosen: [Int], room: Double)? {
    let available = inner.length(along: axis)
    // Fractions such as 4 × 0.25 must fit exactly despite rounding.
    let tolerance = 1e-9 * max(1, abs(available))
    var chosen: [Int] = []
    var room = available
    while !subitems.isEmpty {
      let index = chosen.count % subitems.count
      guard let size = sizes[index] else { break }
      let edges = edgeSpacing(of: subitems[index], along: axis)
      let gap = chosen.isEmpty ? 0 : spacing.minimum
      let need = gap + edges.before.minimum + size.length(along: axis) + edges.after.minimum
      if need > room + tolerance { break }
      if chosen.count == Self.cellLimit {
        violations.record(.tooManySubitems(section: section, limit: Self.cellLimit))
        return nil
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
  ) -> LayoutRect {
    let edges = edgeSpacing(of: subitem, along: axis.cross)
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
  /// horizontal, top and bottom for vertical); a missing side is `fixed(0)`, and so is a
  /// side that is not finite (recorded).
  func edgeSpacing(of subitem: LayoutSubitem, along axis: LayoutAxis)
    -> (before: LayoutSpacing, after: LayoutSpacing)
  {
    let edges = subitem.edgeSpacing ?? LayoutEdgeSpacing()
    let before = axis == .horizontal ? edges.leading : edges.top
    let after = axis == .horizontal ? edges.trailing : edges.bottom
    return (checked(before ?? .fixed(0)), checked(after ?? .fixed(0)))
  }

  /// `insets` in left-to-right sides, without the sides along an estimated axis of `spec`
  /// (rule 6); a side that is not finite counts as 0 (recorded).
  func usableInsets(_ insets: LayoutDirectionalInsets, of spec: LayoutSizeSpec) -> LayoutInsets {
    func usable(_ side: Double) -> Double {
      guard side.isFinite else {
        violations.record(.invalidSpacing(section: section, value: side))
        return 0
      }
      return side
    }
    let (top, leading, bottom, trailing) = (
      usable(insets.top), usable(insets.leading), usable(insets.bottom), usable(insets.trailing)
    )
    let horizontal = spec.width.isEstimated
    let vertical = spec.height.isEstimated
    return LayoutInsets(
      top: vertical ? 0 : top, left: horizontal ? 0 : leading,
      bottom: vertical ? 0 : bottom, right: horizontal ? 0 : trailing)
  }

  /// One dimension in points: fractions of the container's width or height, everything
  /// else its own number (estimates are used as they are: no sizing feedback here); `nil`
  /// (recorded) when its number is negative or not finite.
  private func length(of dimension: LayoutDimension, in container: LayoutSize) -> Double? {
    let number: Double
    let base: Double
    switch dimension {
    case .fractionalWidth(let fraction): (number, base) = (fraction, container.width)
    case .fractionalHeight(let fraction): (number, base) = (fraction, container.height)
    case .absolute(let points), .estimated(let points),
      .uniformAcrossSiblings(estimate: let points):
      (number, base) = (points, 1)
    }
    guard number >= 0, number <= LayoutSection.maximumLength else {
      violations.record(.invalidDimension(section: section, dimension: dimension))
      return nil
    }
    return number * base
  }

  /// `spacing`, or `fixed(0)` (recorded) when its length is not finite.
  func checked(_ spacing: LayoutSpacing) -> LayoutSpacing {
    guard spacing.minimum.isFinite else {
      violations.record(.invalidSpacing(section: section, value: spacing.minimum))
      return .fixed(0)
    }
    return spacing
  }
}

extension LayoutSizeSpec {
  /// Whether either dimension is estimated (`estimated` or `uniformAcrossSiblings`).
  var isEstimated: Bool { width.isEstimated || height.isEstimated }
}
