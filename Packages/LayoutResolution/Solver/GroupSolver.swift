import LayoutGeometry

/// Lays out one group instance, recursively, in left-to-right coordinates relative to the
/// group's origin (right-to-left layouts are mirrored when attributes are made).
///
/// Decisions where UIKit is silent, kept here so there is one place to read them:
/// - Flexible spacings (`interItemSpacing` and flexible edge spacings along the group's
///   axis) share the group's leftover room equally.
/// - In a repeating group, main-axis edge spacing lies inside each item's equal share.
/// - A sequence group places at most ``maximumCellsPerGroup`` cells per instance; more is
///   reported as ``LayoutError/tooManySubitems(section:limit:)`` (zero-length subitems would
///   otherwise repeat forever).
/// - Content insets along an estimated axis are ignored, with a diagnostic (rule 6).
/// - A group's anchored supplementary items attach to its slot (an item's attach to its
///   inset frame, rule 17) and take the index path of the group's first item; a group
///   instance that holds no item shows none.
struct GroupSolver {
  /// The most cells one group instance may hold.
  static let maximumCellsPerGroup = 10_000

  /// The section being solved, for error reports.
  let section: Int
  /// The host's traits, passed on to custom group providers.
  let traits: LayoutTraits
  /// Adjustments made while solving.
  private(set) var diagnostics: [LayoutDiagnostic] = []

  init(section: Int, traits: LayoutTraits) {
    self.section = section
    self.traits = traits
  }

  /// Lays out `group` in a slot of `size`.
  mutating func solve(_ group: LayoutGroup, size: LayoutSize) throws(LayoutError) -> SolvedGroup {
    SolvedGroup(size: size, content: try content(of: group, size: size))
  }

  /// The size of `subitem`'s slot inside a container of `container`, validated.
  func slotSize(of subitem: LayoutSubitem, in container: LayoutSize) throws(LayoutError)
    -> LayoutSize
  {
    let spec = subitem.size
    for dimension in [spec.width, spec.height] where !dimension.isValid {
      throw .invalidDimension(section: section, dimension: dimension)
    }
    return spec.resolved(in: container)
  }

  /// The cells and anchored items of `group` in a slot of `size` at the origin.
  private mutating func content(of group: LayoutGroup, size: LayoutSize) throws(LayoutError)
    -> GroupContent
  {
    let inner = try innerRect(of: .group(group), size: size)
    let spacing = try validated(group.interItemSpacing ?? .fixed(0))
    var content: GroupContent
    switch group.arrangement {
    case .sequence(let axis, let subitems):
      content = try sequence(subitems, along: axis, spacing: spacing, in: inner)
    case .repeating(let axis, let subitem, let count):
      content = try repeating(subitem, count: count, along: axis, spacing: spacing, in: inner)
    case .custom(let provider):
      content = try custom(provider, group: group, size: size)
    }
    if !content.cells.isEmpty {
      content.supplementaries += try anchored(
        group.supplementaryItems, to: LayoutRect(origin: .zero, size: size), cellIndex: 0)
    }
    return content
  }

  // MARK: - Arrangements

  private mutating func sequence(
    _ subitems: [LayoutSubitem], along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> GroupContent {
    guard !subitems.isEmpty else { throw .emptySubitems(section: section) }
    let sizes = try subitems.map { (subitem) throws(LayoutError) in
      try slotSize(of: subitem, in: inner.size)
    }
    let available = inner.length(along: axis)
    let tolerance = 1e-9 * max(1, abs(available))
    var chosen: [Int] = []
    var used = 0.0
    while true {
      let index = chosen.count % subitems.count
      let edges = try edges(of: subitems[index], along: axis)
      let gap = chosen.isEmpty ? 0 : spacing.minimum
      let needed =
        gap + edges.leading.minimum + sizes[index].length(along: axis)
        + edges.trailing.minimum
      guard used + needed <= available + tolerance else { break }
      guard chosen.count < Self.maximumCellsPerGroup else {
        throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
      }
      chosen.append(index)
      used += needed
    }
    var springs = spacing.isFlexible ? max(0, chosen.count - 1) : 0
    for index in chosen {
      let edges = try edges(of: subitems[index], along: axis)
      springs += (edges.leading.isFlexible ? 1 : 0) + (edges.trailing.isFlexible ? 1 : 0)
    }
    let extra = springs > 0 && available - used > 0 ? (available - used) / Double(springs) : 0
    func grown(_ spacing: LayoutSpacing) -> Double {
      spacing.minimum + (spacing.isFlexible ? extra : 0)
    }
    var content = GroupContent()
    var cursor = inner.minimum(along: axis)
    for (position, index) in chosen.enumerated() {
      let edges = try edges(of: subitems[index], along: axis)
      if position > 0 { cursor += grown(spacing) }
      cursor += grown(edges.leading)
      let length = sizes[index].length(along: axis)
      let slot = try crossPlaced(
        subitems[index], mainStart: cursor, mainLength: length,
        crossLength: sizes[index].length(along: axis.cross), along: axis, in: inner)
      content.append(try place(subitems[index], in: slot), movedBy: slot.origin)
      cursor += length + grown(edges.trailing)
    }
    return content
  }

  private mutating func repeating(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> GroupContent {
    guard count >= 1 else { throw .invalidCount(section: section, count: count) }
    guard count <= Self.maximumCellsPerGroup else {
      throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
    }
    let available = inner.length(along: axis) - spacing.minimum * Double(count - 1)
    guard available >= 0 else {
      throw .spacingExceedsGroup(
        section: section, spacing: spacing.minimum, available: inner.length(along: axis))
    }
    let share = available / Double(count)
    let edges = try edges(of: subitem, along: axis)
    let length = max(0, share - edges.leading.minimum - edges.trailing.minimum)
    let crossLength = try slotSize(of: subitem, in: inner.size).length(along: axis.cross)
    var content = GroupContent()
    for position in 0..<count {
      let shareStart = inner.minimum(along: axis) + Double(position) * (share + spacing.minimum)
      let slot = try crossPlaced(
        subitem, mainStart: shareStart + edges.leading.minimum, mainLength: length,
        crossLength: crossLength, along: axis, in: inner)
      content.append(try place(subitem, in: slot), movedBy: slot.origin)
    }
    return content
  }

  private func custom(
    _ provider: LayoutCustomGroupItemProvider, group: LayoutGroup, size: LayoutSize
  ) throws(LayoutError) -> GroupContent {
    let container = LayoutContainer(contentSize: size, contentInsets: group.contentInsets)
    let items = provider(LayoutEnvironment(container: container, traits: traits))
    guard items.count <= Self.maximumCellsPerGroup else {
      throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
    }
    var content = GroupContent()
    for item in items {
      guard item.frame.isFinite, item.frame.width >= 0, item.frame.height >= 0 else {
        throw .invalidCustomFrame(section: section, frame: item.frame)
      }
      content.cells.append(SolvedCell(frame: item.frame, zIndex: item.zIndex))
    }
    return content
  }

  // MARK: - Placing one subitem

  /// The content of `subitem` laid out in a slot of `size`, relative to the slot's origin.
  private mutating func place(_ subitem: LayoutSubitem, in slot: LayoutRect) throws(LayoutError)
    -> GroupContent
  {
    switch subitem {
    case .item(let item):
      let frame = try innerRect(of: subitem, size: slot.size)
      var content = GroupContent(cells: [SolvedCell(frame: frame, zIndex: 0)])
      content.supplementaries = try anchored(item.supplementaryItems, to: frame, cellIndex: 0)
      return content
    case .group(let group):
      return try content(of: group, size: slot.size)
    }
  }

  /// `items` anchored to `container`, each taking the index path of cell `cellIndex`.
  private mutating func anchored(
    _ items: [LayoutSupplementaryItem], to container: LayoutRect, cellIndex: Int
  ) throws(LayoutError) -> [SolvedAnchoredItem] {
    var solved: [SolvedAnchoredItem] = []
    for item in items {
      for dimension in [item.size.width, item.size.height] where !dimension.isValid {
        throw .invalidDimension(section: section, dimension: dimension)
      }
      for anchor in [item.containerAnchor] + (item.itemAnchor.map { [$0] } ?? []) {
        let offset = anchor.offset.point
        guard offset.isFinite else {
          throw .invalidSpacing(section: section, value: offset.x.isFinite ? offset.y : offset.x)
        }
        if AnchorPlacement.isContradictory(anchor.edges) {
          record(.contradictoryAnchorEdges(section: section, kind: item.elementKind))
        }
      }
      let frame = AnchorPlacement.frame(
        of: item.size.resolved(in: container.size), in: container,
        containerAnchor: item.containerAnchor, itemAnchor: item.itemAnchor)
      solved.append(
        SolvedAnchoredItem(
          cellIndex: cellIndex, kind: item.elementKind, frame: frame, zIndex: item.zIndex))
    }
    return solved
  }

  /// The slot of `subitem` once its cross-axis edge spacing has placed it in `inner`.
  private func crossPlaced(
    _ subitem: LayoutSubitem, mainStart: Double, mainLength: Double, crossLength: Double,
    along axis: LayoutAxis, in inner: LayoutRect
  ) throws(LayoutError) -> LayoutRect {
    let edges = try edges(of: subitem, along: axis.cross)
    var crossStart = inner.minimum(along: axis.cross) + edges.leading.minimum
    let leftover =
      inner.length(along: axis.cross) - edges.leading.minimum - crossLength
      - edges.trailing.minimum
    let springs = (edges.leading.isFlexible ? 1 : 0) + (edges.trailing.isFlexible ? 1 : 0)
    if leftover > 0, springs > 0, edges.leading.isFlexible {
      crossStart += leftover / Double(springs)
    }
    return LayoutRect(
      mainStart: mainStart, mainLength: mainLength, crossStart: crossStart,
      crossLength: crossLength, along: axis)
  }

  /// The edge spacings of `subitem` before and after it along `axis`, validated.
  private func edges(of subitem: LayoutSubitem, along axis: LayoutAxis) throws(LayoutError)
    -> (leading: LayoutSpacing, trailing: LayoutSpacing)
  {
    let spacing = subitem.edgeSpacing ?? LayoutEdgeSpacing()
    let pair =
      axis == .horizontal ? (spacing.leading, spacing.trailing) : (spacing.top, spacing.bottom)
    return (try validated(pair.0 ?? .fixed(0)), try validated(pair.1 ?? .fixed(0)))
  }

  /// The area inside `subitem`'s content insets for a slot of `size` at the origin; insets
  /// along an estimated axis are dropped with a diagnostic.
  private mutating func innerRect(of subitem: LayoutSubitem, size: LayoutSize)
    throws(LayoutError) -> LayoutRect
  {
    var insets = subitem.contentInsets
    if let invalid = insets.firstNonFiniteValue {
      throw .invalidSpacing(section: section, value: invalid)
    }
    if subitem.size.width.isEstimated, insets.leading != 0 || insets.trailing != 0 {
      insets.leading = 0
      insets.trailing = 0
      record(.contentInsetsIgnoredOnEstimatedAxis(section: section, axis: .horizontal))
    }
    if subitem.size.height.isEstimated, insets.top != 0 || insets.bottom != 0 {
      insets.top = 0
      insets.bottom = 0
      record(.contentInsetsIgnoredOnEstimatedAxis(section: section, axis: .vertical))
    }
    let slot = LayoutRect(origin: .zero, size: size)
    return slot.inset(by: insets.resolved(for: .leftToRight))
  }

  /// Records `diagnostic` once, however many cells of the template repeat the cause.
  private mutating func record(_ diagnostic: LayoutDiagnostic) {
    if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
  }

  private func validated(_ spacing: LayoutSpacing) throws(LayoutError) -> LayoutSpacing {
    guard spacing.minimum.isFinite else {
      throw .invalidSpacing(section: section, value: spacing.minimum)
    }
    return spacing
  }
}
