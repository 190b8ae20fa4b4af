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
/// - A group's anchored supplementary items attach to its frame inside its content insets,
///   as an item's attach to its inset frame (rule 17), and are numbered by group instance;
///   a group instance that holds no item shows none.
/// - Measured sizes (rule 21) replace a leaf item's estimated dimensions; siblings whose
///   dimension is `uniformAcrossSiblings` all take the largest of them. A group with an
///   estimated dimension takes its content's extent on that axis, fixed and fractional
///   subitems at once, estimated items at their estimate until measured.
/// - How many items an instance holds is decided by the estimates, except for a flow line
///   (``reflows``, rule 21c): there the items' measured lengths decide how many fit, and the
///   first item is placed even when it does not fit.
/// - A sequence group whose own dimension along its axis is estimated places each subitem
///   once, in order: there is no length to fit them into, and flexible spacings keep their
///   minimum (rule 21).
struct GroupSolver {
  /// The most cells one group instance may hold.
  static let maximumCellsPerGroup = 10_000

  /// The section being solved, for error reports.
  let section: Int
  /// The host's traits, passed on to custom group providers.
  let traits: LayoutTraits
  /// Measured sizes by cell ordinal within the instance being solved (custom frames count,
  /// since each consumes an item).
  let measurements: [Int: LayoutSize]
  /// Whether the group is a flow line: a sequence of items whose measured lengths decide
  /// how many of them fit (rule 21c).
  let reflows: Bool
  /// Adjustments made while solving.
  private(set) var diagnostics: [LayoutDiagnostic] = []
  /// The ordinal of the next cell to be placed: leaf items and custom frames alike.
  private var nextLeaf = 0

  init(
    section: Int, traits: LayoutTraits, measurements: [Int: LayoutSize] = [:],
    reflows: Bool = false
  ) {
    self.section = section
    self.traits = traits
    self.measurements = measurements
    self.reflows = reflows
  }

  /// Lays out `group` in a slot of `size`; a measured group may come out another size.
  mutating func solve(_ group: LayoutGroup, size: LayoutSize) throws(LayoutError) -> SolvedGroup {
    var laidOut = try content(of: group, size: size)
    Self.numberGroupItems(&laidOut.content.supplementaries)
    return SolvedGroup(size: laidOut.size, content: laidOut.content)
  }

  /// Gives the items anchored to groups their places among the group items of their kind,
  /// in the order they were made.
  ///
  /// There are no more kinds than anchored items the description declares, and the
  /// repetitions of one declared item share its string, so each item's kind is found among those seen by
  /// comparison (strings sharing storage compare at once), the last one first, rather than
  /// hashed: hashing a kind that is not ASCII normalises it each time, which was a sixth of
  /// FuzzLayout's time.
  ///
  /// - Complexity: O(items × distinct kinds).
  private static func numberGroupItems(_ items: inout [SolvedAnchoredItem]) {
    var kinds: [(kind: String, count: Int)] = []
    var numbered: [(item: Int, kind: Int)] = []
    var last = 0
    for index in items.indices where items[index].groupPosition != nil {
      let kind = items[index].kind
      let isLast = kinds.indices.contains(last) && kinds[last].kind == kind
      if !isLast {
        if let seen = kinds.firstIndex(where: { $0.kind == kind }) {
          last = seen
        } else {
          kinds.append((kind, 0))
          last = kinds.count - 1
        }
      }
      items[index].groupPosition?.ordinal = kinds[last].count
      kinds[last].count += 1
      numbered.append((index, last))
    }
    for (index, kind) in numbered {
      items[index].groupPosition?.perInstance = kinds[kind].count
    }
  }

  /// The size of `subitem`'s slot inside a container of `container`, validated and floored
  /// to the pixel grid (rule 25: lengths are whole pixels before anything is placed with
  /// them, so positions add up whole pixels and nested fractions take the floored length).
  func slotSize(of subitem: LayoutSubitem, in container: LayoutSize) throws(LayoutError)
    -> LayoutSize
  {
    let spec = subitem.size
    if let invalid = spec.firstInvalidDimension {
      throw .invalidDimension(section: section, dimension: invalid)
    }
    return spec.resolved(in: container).snappedLength(scale: traits.displayScale)
  }

  /// A subitem laid out in its own coordinates, with the size its slot ends up having.
  private struct Placed {
    /// What was laid out: one leaf cell and the items anchored to it (kept without
    /// arrays of cells, since most subitems are leaves), or a nested group's content.
    enum Content {
      case leaf(SolvedCell, anchored: [LayoutSupplementaryItem])
      case group(GroupContent)
    }

    var content: Content
    var size: LayoutSize
    /// The ordinal of its first leaf item, so it can be laid out again.
    var firstLeaf: Int
  }

  /// The content of `group` in a slot of `size` at the origin, and the slot's final size.
  private mutating func content(of group: LayoutGroup, size: LayoutSize) throws(LayoutError)
    -> (content: GroupContent, size: LayoutSize)
  {
    let inner = try innerRect(spec: group.size, insets: group.contentInsets, size: size)
    let spacing = try validated(group.interItemSpacing ?? .fixed(0))
    var content = GroupContent()
    var extent: LayoutSize
    switch group.arrangement {
    case .sequence(let axis, let subitems):
      extent = try sequence(
        subitems, along: axis, spacing: spacing, in: inner,
        fitting: !group.size.dimension(along: axis).isEstimated, into: &content)
    case .repeating(let axis, let subitem, let count):
      extent = try repeating(
        subitem, count: count, along: axis, spacing: spacing, in: inner, into: &content)
    case .custom(let provider):
      content = try custom(provider, group: group, size: size)
      extent = inner.size
    }
    let final = try finished(group, size: size, extent: extent, content: &content)
    return (content, final)
  }

  /// The final size of `group`'s slot, first laid out at `size`, whose subitems cover
  /// `extent`; the group's anchored items join `content`.
  private mutating func finished(
    _ group: LayoutGroup, size: LayoutSize, extent: LayoutSize, content: inout GroupContent
  ) throws(LayoutError) -> LayoutSize {
    // Rule 21: an estimated group takes its content's extent, measured or not; insets
    // along an estimated axis are ignored, so the extent is the whole length.
    var final = size
    if group.size.width.isEstimated { final.width = extent.width }
    if group.size.height.isEstimated { final.height = extent.height }
    if !content.cells.isEmpty, !group.supplementaryItems.isEmpty {
      // Rule 17, measured on iOS 17: a group's anchored items hang on its frame inside its
      // content insets, as an item's hang on its inset frame.
      try anchor(
        group.supplementaryItems,
        to: try innerRect(spec: group.size, insets: group.contentInsets, size: final),
        cellIndex: 0, isGroupItem: true, into: &content.supplementaries)
    }
    return final
  }

  // MARK: - Arrangements
  //
  // Nested groups are laid out by recursion: content → sequence or repeating → place →
  // content. The functions on that path keep few locals and leave the planning and the
  // positioning to helpers that return before the recursion, so that a level costs little
  // stack even in a debug build; `LayoutGroup.maximumNestingDepth` bounds the levels.

  /// Which subitems a sequence places, in order, and what it read of them once.
  private struct SequencePlan {
    /// Each subitem's slot size.
    var sizes: [LayoutSize]
    /// Each subitem's edge spacings along the group's axis.
    var mainEdges: [(leading: LayoutSpacing, trailing: LayoutSpacing)]
    /// The subitems placed, as indexes into the subitems, cycling.
    var chosen: [Int]
  }

  /// Rules 8 and 10: subitems in cycling order until the next does not fit, leftover room
  /// shared by the flexible spacings. Along an estimated axis (`fitting` false) there is
  /// nothing to fit into: each subitem is placed once, in order, and flexible spacings keep
  /// their minimum (rule 21; decided: UIKit grows such a group around its subitems).
  private mutating func sequence(
    _ subitems: [LayoutSubitem], along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect, fitting: Bool, into content: inout GroupContent
  ) throws(LayoutError) -> LayoutSize {
    let plan = try sequencePlan(
      subitems, along: axis, spacing: spacing, in: inner, fitting: fitting)
    let placed = try placedChosen(subitems, plan: plan)
    return try arrange(
      placed, of: subitems, plan: plan, along: axis, spacing: spacing, in: inner,
      fitting: fitting, into: &content)
  }

  /// The subitems' sizes and edges, and which of them a sequence places.
  private func sequencePlan(
    _ subitems: [LayoutSubitem], along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect, fitting: Bool
  ) throws(LayoutError) -> SequencePlan {
    guard !subitems.isEmpty else { throw .emptySubitems(section: section) }
    var sizes: [LayoutSize] = []
    sizes.reserveCapacity(subitems.count)
    for subitem in subitems { sizes.append(try slotSize(of: subitem, in: inner.size)) }
    // Read once per distinct subitem: reading an enum payload retains its arrays.
    var mainEdges: [(leading: LayoutSpacing, trailing: LayoutSpacing)] = []
    mainEdges.reserveCapacity(subitems.count)
    for subitem in subitems { mainEdges.append(try edges(of: subitem, along: axis)) }
    let available = inner.length(along: axis)
    let tolerance = 1e-9 * max(1, abs(available))
    var chosen: [Int] = []
    var used = 0.0
    if !fitting {
      guard subitems.count <= Self.maximumCellsPerGroup else {
        throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
      }
      chosen = Array(subitems.indices)
    }
    // Outside a flow line a subitem needs the same length every time it comes round, with
    // or without the spacing before it: read both once, as a line of thousands of thin items
    // would read them thousands of times.
    let fixed = fitting && !reflows
    let first = fixed ? neededLengths(sizes, mainEdges, gap: 0, along: axis) : []
    let later = fixed ? neededLengths(sizes, mainEdges, gap: spacing.minimum, along: axis) : []
    if fixed, let firstNeeded = first.first,
      Self.surelyPassesTheLimit(first: firstNeeded, later: later, room: available + tolerance)
    {
      throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
    }
    var index = 0
    while fitting {
      let needed: Double
      if fixed {
        needed = chosen.isEmpty ? first[index] : later[index]
      } else {
        let edges = mainEdges[index]
        let gap = chosen.isEmpty ? 0 : spacing.minimum
        needed =
          gap + edges.leading.minimum
          + fittedLength(
            of: subitems[index], size: sizes[index], along: axis, leaf: nextLeaf + chosen.count)
          + edges.trailing.minimum
      }
      guard used + needed <= available + tolerance || (reflows && chosen.isEmpty) else { break }
      guard chosen.count < Self.maximumCellsPerGroup else {
        // A flow line of zero-length items ends at the limit; its next line goes on.
        if reflows { break }
        throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
      }
      chosen.append(index)
      used += needed
      index = index + 1 == subitems.count ? 0 : index + 1
    }
    return SequencePlan(sizes: sizes, mainEdges: mainEdges, chosen: chosen)
  }

  /// Whether a line whose first subitem needs `first` and whose next ones need `later`,
  /// cycling, fits more than the cell limit into `room`, however its sums round: then the
  /// fitting loop would run ten thousand times only to refuse the group, as a line of
  /// zero-length items does.
  private static func surelyPassesTheLimit(first: Double, later: [Double], room: Double)
    -> Bool
  {
    guard first.isFinite, later.allSatisfy(\.isFinite), let longest = later.max() else {
      return false
    }
    // Each of the limit's additions rounds by at most one part in 2⁵³, so the sums stay
    // within a thousandth of this bound.
    let bound = (abs(first) + Double(maximumCellsPerGroup) * max(longest, 0)) * 1.001
    return bound <= room
  }

  /// The length each subitem needs along `axis` after a spacing of `gap`, summed in the
  /// order a line adds it up, so that a line reads the same sums however it gets them.
  private func neededLengths(
    _ sizes: [LayoutSize], _ mainEdges: [(leading: LayoutSpacing, trailing: LayoutSpacing)],
    gap: Double, along axis: LayoutAxis
  ) -> [Double] {
    zip(sizes, mainEdges).map { size, edges in
      gap + edges.leading.minimum + size.length(along: axis) + edges.trailing.minimum
    }
  }

  /// The chosen subitems laid out, each in its own coordinates.
  private mutating func placedChosen(_ subitems: [LayoutSubitem], plan: SequencePlan)
    throws(LayoutError) -> [Placed]
  {
    guard measurements.isEmpty, !subitems.contains(where: \.hasUniformDimension) else {
      return try placedSiblings(
        plan.chosen.map { subitems[$0] }, sizes: plan.chosen.map { plan.sizes[$0] })
    }
    // Without measurements or uniform siblings every copy of a subitem lays out the same:
    // do each once.
    var once: [Placed?] = Array(repeating: nil, count: subitems.count)
    var placed: [Placed] = []
    placed.reserveCapacity(plan.chosen.count)
    for index in plan.chosen {
      if let done = once[index] {
        placed.append(done)
      } else {
        let done = try place(subitems[index], size: plan.sizes[index])
        once[index] = done
        placed.append(done)
      }
    }
    return placed
  }

  /// Puts the placed subitems of a sequence in their slots along `axis`, the leftover room
  /// shared by the flexible spacings, and returns the extent they cover.
  private mutating func arrange(
    _ placed: [Placed], of subitems: [LayoutSubitem], plan: SequencePlan,
    along axis: LayoutAxis, spacing: LayoutSpacing, in inner: LayoutRect, fitting: Bool,
    into content: inout GroupContent
  ) throws(LayoutError) -> LayoutSize {
    let chosen = plan.chosen
    var springs = spacing.isFlexible ? max(0, chosen.count - 1) : 0
    var usedByPlaced = spacing.minimum * Double(max(0, chosen.count - 1))
    for (index, piece) in zip(chosen, placed) {
      let edges = plan.mainEdges[index]
      springs += (edges.leading.isFlexible ? 1 : 0) + (edges.trailing.isFlexible ? 1 : 0)
      usedByPlaced +=
        edges.leading.minimum + piece.size.length(along: axis) + edges.trailing.minimum
    }
    let available = inner.length(along: axis)
    let leftover = available - usedByPlaced
    let extra = fitting && springs > 0 && leftover > 0 ? leftover / Double(springs) : 0
    func grown(_ spacing: LayoutSpacing) -> Double {
      spacing.minimum + (spacing.isFlexible ? extra : 0)
    }
    var cursor = inner.minimum(along: axis)
    var crossExtent = 0.0
    for (position, (index, piece)) in zip(chosen, placed).enumerated() {
      let subitem = subitems[index]
      let edges = plan.mainEdges[index]
      if position > 0 { cursor += grown(spacing) }
      cursor += grown(edges.leading)
      let slot = try crossPlaced(
        subitem, mainStart: cursor, size: piece.size, along: axis, in: inner)
      try append(piece, at: slot.origin, to: &content)
      crossExtent = max(crossExtent, try crossEnd(of: subitem, slot: slot, along: axis, in: inner))
      cursor += piece.size.length(along: axis) + grown(edges.trailing)
    }
    let mainExtent = cursor - inner.minimum(along: axis)
    return LayoutSize(main: mainExtent, cross: crossExtent, along: axis)
  }

  /// The length along `axis` a subitem takes when a line is filled: in a flow line, a leaf
  /// item's measured length on its estimated axis; otherwise its slot's.
  private func fittedLength(
    of subitem: LayoutSubitem, size: LayoutSize, along axis: LayoutAxis, leaf: Int
  ) -> Double {
    guard reflows, case .item(let item) = subitem, item.size.dimension(along: axis).isEstimated,
      let measured = measurements[leaf]
    else { return size.length(along: axis) }
    return measured.length(along: axis)
  }

  /// Rule 9: exactly `count` equal copies of `subitem` along `axis`.
  private mutating func repeating(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect, into content: inout GroupContent
  ) throws(LayoutError) -> LayoutSize {
    let share = try repeatingShare(
      subitem, count: count, along: axis, spacing: spacing, in: inner)
    // Without measurements or uniform siblings every copy lays out the same: do it once.
    let placed =
      measurements.isEmpty && !subitem.hasUniformDimension
      ? [try place(subitem, size: share.estimate)]
      : try placedSiblings(
        Array(repeating: subitem, count: count),
        sizes: Array(repeating: share.estimate, count: count))
    return try arrange(
      placed, copiesOf: subitem, count: count, share: share.length, along: axis,
      spacing: spacing, in: inner, into: &content)
  }

  /// The length each copy of a repeating group's subitem takes along `axis` (its share of
  /// the room, edge spacing included), and the size its slot is laid out at.
  private func repeatingShare(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect
  ) throws(LayoutError) -> (length: Double, estimate: LayoutSize) {
    guard count >= 1 else { throw .invalidCount(section: section, count: count) }
    guard count <= Self.maximumCellsPerGroup else {
      throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
    }
    let available = inner.length(along: axis) - spacing.minimum * Double(count - 1)
    guard available >= 0 else {
      throw .spacingExceedsGroup(
        section: section, spacing: spacing.minimum, available: inner.length(along: axis))
    }
    // Rule 25, measured on iOS 17: equal items each take a whole number of pixels, and
    // their positions add those lengths up (x 0, 92.67, 185.33 for 76.75 pt items and
    // 16 pt spacing at 3×, not 185.67).
    let share = PixelSnapping.snapLength(available / Double(count), scale: traits.displayScale)
    let edges = try edges(of: subitem, along: axis)
    let length = max(0, share - edges.leading.minimum - edges.trailing.minimum)
    // Rule 9, measured on iOS 17: the subitem's fractions resolve against the group's inner
    // length less its spacings, so a `fractionalWidth(1/4)` height in a group of four
    // equals the items' width.
    let itemContainer = LayoutSize(
      main: available, cross: inner.length(along: axis.cross), along: axis)
    let crossLength = try slotSize(of: subitem, in: itemContainer).length(along: axis.cross)
    return (share, LayoutSize(main: length, cross: crossLength, along: axis))
  }

  /// Puts `count` copies of `subitem`, laid out as `placed` (one for all, or `count`),
  /// in their equal shares along `axis`, and returns the extent they cover.
  private mutating func arrange(
    _ placed: [Placed], copiesOf subitem: LayoutSubitem, count: Int, share: Double,
    along axis: LayoutAxis, spacing: LayoutSpacing, in inner: LayoutRect,
    into content: inout GroupContent
  ) throws(LayoutError) -> LayoutSize {
    let edges = try edges(of: subitem, along: axis)
    var crossExtent = 0.0
    var mainEnd = inner.minimum(along: axis)
    for position in 0..<count {
      let piece = placed[placed.count == 1 ? 0 : position]
      let shareStart = inner.minimum(along: axis) + Double(position) * (share + spacing.minimum)
      let slot = try crossPlaced(
        subitem, mainStart: shareStart + edges.leading.minimum, size: piece.size, along: axis,
        in: inner)
      try append(piece, at: slot.origin, to: &content)
      crossExtent = max(crossExtent, try crossEnd(of: subitem, slot: slot, along: axis, in: inner))
      mainEnd = max(mainEnd, slot.maximum(along: axis) + edges.trailing.minimum)
    }
    let mainExtent = mainEnd - inner.minimum(along: axis)
    return LayoutSize(main: mainExtent, cross: crossExtent, along: axis)
  }

  private mutating func custom(
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
    nextLeaf += items.count
    return content
  }

  // MARK: - Placing subitems

  /// Lays out sibling `subitems` at their resolved `sizes`, measured leaves taking their
  /// measurements; then siblings with a `uniformAcrossSiblings` dimension take the largest
  /// size among those siblings on that axis.
  private mutating func placedSiblings(_ subitems: [LayoutSubitem], sizes: [LayoutSize])
    throws(LayoutError) -> [Placed]
  {
    var placed: [Placed] = []
    placed.reserveCapacity(subitems.count)
    for (subitem, size) in zip(subitems, sizes) {
      placed.append(try place(subitem, size: size))
    }
    guard subitems.count > 1, subitems.contains(where: \.hasUniformDimension) else {
      return placed
    }
    for axis in LayoutAxis.allCases {
      try makeUniform(&placed, of: subitems, along: axis)
    }
    return placed
  }

  /// Lays out again, at the largest length among them along `axis`, the siblings whose
  /// dimension on that axis is `uniformAcrossSiblings`.
  private mutating func makeUniform(
    _ placed: inout [Placed], of subitems: [LayoutSubitem], along axis: LayoutAxis
  ) throws(LayoutError) {
    let uniform = subitems.indices.filter {
      if case .uniformAcrossSiblings = subitems[$0].size.dimension(along: axis) { return true }
      return false
    }
    guard uniform.count > 1 else { return }
    let largest = uniform.map { placed[$0].size.length(along: axis) }.max() ?? 0
    for index in uniform where placed[index].size.length(along: axis) != largest {
      var size = placed[index].size
      if axis == .horizontal { size.width = largest } else { size.height = largest }
      let resume = nextLeaf
      nextLeaf = placed[index].firstLeaf
      placed[index] = try place(subitems[index], size: size, keepingMeasuredAxes: false)
      nextLeaf = resume
    }
  }

  /// The content of `subitem` laid out in a slot of `size`, relative to the slot's origin.
  ///
  /// A leaf item with a measurement takes it on its estimated axes (on every axis when
  /// `keepingMeasuredAxes` is false, because uniform siblings already chose the size).
  private mutating func place(
    _ subitem: LayoutSubitem, size: LayoutSize, keepingMeasuredAxes: Bool = true
  ) throws(LayoutError) -> Placed {
    guard case .group(let group) = subitem else {
      return try placedLeaf(subitem, size: size, keepingMeasuredAxes: keepingMeasuredAxes)
    }
    let firstLeaf = nextLeaf
    let laidOut = try content(of: group, size: size)
    return Placed(content: .group(laidOut.content), size: laidOut.size, firstLeaf: firstLeaf)
  }

  /// A leaf `subitem` laid out in a slot of `size` as ``place(_:size:keepingMeasuredAxes:)``
  /// describes.
  private mutating func placedLeaf(
    _ subitem: LayoutSubitem, size: LayoutSize, keepingMeasuredAxes: Bool
  ) throws(LayoutError) -> Placed {
    let spec = subitem.size
    var slotSize = size
    let leaf = nextLeaf
    if keepingMeasuredAxes, let measured = measurements[leaf] {
      if spec.width.isEstimated { slotSize.width = measured.width }
      if spec.height.isEstimated { slotSize.height = measured.height }
    }
    nextLeaf += 1
    let frame = try innerRect(spec: spec, insets: subitem.contentInsets, size: slotSize)
    let cell = SolvedCell(
      frame: frame, zIndex: 0, isWidthEstimated: spec.width.isEstimated,
      isHeightEstimated: spec.height.isEstimated)
    return Placed(
      content: .leaf(cell, anchored: subitem.supplementaryItems), size: slotSize,
      firstLeaf: leaf)
  }

  /// Appends `placed`, its slot at `origin`, to `content`: a leaf's cell and its anchored
  /// items, or a nested group's content moved into place. The cell limit counts the whole
  /// instance, so nested `count:` groups (10,000 of 10,000) cannot multiply past it.
  private mutating func append(
    _ placed: Placed, at origin: LayoutPoint, to content: inout GroupContent
  ) throws(LayoutError) {
    var added = 1
    if case .group(let nested) = placed.content { added = nested.cells.count }
    guard added <= Self.maximumCellsPerGroup - content.cells.count else {
      throw .tooManySubitems(section: section, limit: Self.maximumCellsPerGroup)
    }
    switch placed.content {
    case .leaf(var cell, let anchored):
      cell.frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
      content.cells.append(cell)
      try anchor(
        anchored, to: cell.frame, cellIndex: content.cells.count - 1, isGroupItem: false,
        into: &content.supplementaries)
    case .group(let nested):
      content.append(nested, movedBy: origin)
    }
  }

  /// `items` anchored to `container`, shown while cell `cellIndex` holds an item, appended to
  /// `solved`; a group's are numbered once the whole template is solved.
  private mutating func anchor(
    _ items: [LayoutSupplementaryItem], to container: LayoutRect, cellIndex: Int,
    isGroupItem: Bool, into solved: inout [SolvedAnchoredItem]
  ) throws(LayoutError) {
    for item in items {
      if let invalid = item.size.firstInvalidDimension {
        throw .invalidDimension(section: section, dimension: invalid)
      }
      try check(item.containerAnchor, of: item)
      if let itemAnchor = item.itemAnchor { try check(itemAnchor, of: item) }
      let frame = AnchorPlacement.frame(
        of: item.size.resolved(in: container.size).snappedLength(scale: traits.displayScale),
        in: container,
        containerAnchor: item.containerAnchor, itemAnchor: item.itemAnchor)
      solved.append(
        SolvedAnchoredItem(
          cellIndex: cellIndex,
          groupPosition: isGroupItem ? .init(ordinal: 0, perInstance: 1) : nil,
          kind: item.elementKind, frame: frame, zIndex: item.zIndex))
    }
  }

  /// Throws for an anchor offset that is not finite; records contradictory edges.
  private mutating func check(_ anchor: LayoutAnchor, of item: LayoutSupplementaryItem)
    throws(LayoutError)
  {
    let offset = anchor.offset.point
    guard offset.isFinite else {
      throw .invalidSpacing(section: section, value: offset.x.isFinite ? offset.y : offset.x)
    }
    if AnchorPlacement.isContradictory(anchor.edges) {
      record(.contradictoryAnchorEdges(section: section, kind: item.elementKind))
    }
  }

  /// The slot of a subitem of `size` once its cross-axis edge spacing has placed it in
  /// `inner`.
  private func crossPlaced(
    _ subitem: LayoutSubitem, mainStart: Double, size: LayoutSize, along axis: LayoutAxis,
    in inner: LayoutRect
  ) throws(LayoutError) -> LayoutRect {
    let edges = try edges(of: subitem, along: axis.cross)
    let crossLength = size.length(along: axis.cross)
    var crossStart = inner.minimum(along: axis.cross) + edges.leading.minimum
    let leftover =
      inner.length(along: axis.cross) - edges.leading.minimum - crossLength
      - edges.trailing.minimum
    let springs = (edges.leading.isFlexible ? 1 : 0) + (edges.trailing.isFlexible ? 1 : 0)
    if leftover > 0, springs > 0, edges.leading.isFlexible {
      crossStart += leftover / Double(springs)
    }
    return LayoutRect(
      mainStart: mainStart, mainLength: size.length(along: axis), crossStart: crossStart,
      crossLength: crossLength, along: axis)
  }

  /// How far across `inner` the slot reaches, its trailing cross edge spacing included.
  private func crossEnd(
    of subitem: LayoutSubitem, slot: LayoutRect, along axis: LayoutAxis, in inner: LayoutRect
  ) throws(LayoutError) -> Double {
    let edges = try edges(of: subitem, along: axis.cross)
    return slot.maximum(along: axis.cross) + edges.trailing.minimum
      - inner.minimum(along: axis.cross)
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

  /// The area inside `insets` of a slot of `size` at the origin, for a subitem sized by
  /// `spec`; insets along an estimated axis are dropped with a diagnostic.
  private mutating func innerRect(
    spec: LayoutSizeSpec, insets: LayoutDirectionalInsets, size: LayoutSize
  ) throws(LayoutError) -> LayoutRect {
    var insets = insets
    if let invalid = insets.firstNonFiniteValue {
      throw .invalidSpacing(section: section, value: invalid)
    }
    if spec.width.isEstimated, insets.leading != 0 || insets.trailing != 0 {
      insets.leading = 0
      insets.trailing = 0
      record(.contentInsetsIgnoredOnEstimatedAxis(section: section, axis: .horizontal))
    }
    if spec.height.isEstimated, insets.top != 0 || insets.bottom != 0 {
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
