import LayoutGeometry
import LayoutResolution

/// The walk for a group instance that holds measured cells (rule 21 and the team's rules of
/// measured sizes), written from those rules rather than from the lazy solver.
///
/// Unlike the plain walk, a subitem's size is known only once it is laid out (a measured
/// leaf takes its measurement, an estimated group its content's extent), so every piece is
/// laid out at the origin first and moved into its slot afterwards:
/// - which subitems a sequence places still follows the estimates, so an instance always
///   holds as many cells as the template; along an estimated axis nothing limits them, and
///   each subitem is placed once, its flexible spacings at their minimum;
/// - positions follow the placed sizes: a sequence's flexible spacings share what the placed
///   sizes leave, its cursor moves by each placed length; a repeating group's shares start
///   where they did;
/// - siblings (the placed subitems of one sequence, or the copies of a repeating group)
///   with a `uniformAcrossSiblings` dimension on an axis all take the largest placed length
///   on it, when at least two of them have one;
/// - a group with an estimated dimension takes its content's extent on that axis, whether
///   or not a measured cell lies inside it (estimated cells count at their estimates).
///
/// An instance without measurements takes this walk too when its group has an estimated
/// dimension anywhere, since only here do sizes follow what is placed.
extension ReferenceGroupWalker {
  /// A subitem laid out with its slot at the origin, and the size its slot ended up.
  struct Piece {
    /// The content, relative to the slot's origin.
    var content: ReferenceGroupContent
    /// The slot's final size.
    var size: LayoutSize
  }

  /// `group` laid out at the origin in a slot of `size` (its estimate), with
  /// ``measurements`` applied; its first cell is cell `firstCell` of the instance.
  ///
  /// - Complexity: O(cells and anchored items of the group × uniform re-layouts).
  func measuredPiece(of group: LayoutGroup, size: LayoutSize, firstCell: Int = 0) -> Piece {
    let slot = LayoutRect(origin: .zero, size: size)
    let inner = slot.inset(by: usableInsets(group.contentInsets, of: group.size))
    let spacing = checked(group.interItemSpacing ?? .fixed(0))
    var content = ReferenceGroupContent()
    let extent: LayoutSize
    switch group.arrangement {
    case .sequence(let axis, let subitems):
      (content, extent) = measuredSequence(
        subitems, along: axis, spacing: spacing, in: inner,
        fits: !group.size.dimension(along: axis).isEstimated, firstCell: firstCell)
    case .repeating(let axis, let subitem, let count):
      (content, extent) = measuredRepeating(
        subitem, count: count, along: axis, spacing: spacing, in: inner, firstCell: firstCell)
    case .custom:
      // Custom frames hold no self-sizing cell: the plain walk places them.
      content = self.content(of: group, in: slot)
      return Piece(content: content, size: size)
    }
    // Insets along an estimated axis are ignored, so the extent is the whole length.
    var final = size
    if group.size.width.isEstimated { final.width = extent.width }
    if group.size.height.isEstimated { final.height = extent.height }
    if !content.cells.isEmpty {
      attach(
        group.supplementaryItems,
        to: LayoutRect(origin: .zero, size: final).inset(
          by: usableInsets(group.contentInsets, of: group.size)),
        onGroup: true, into: &content)
    }
    return Piece(content: content, size: final)
  }

  /// `subitem` laid out at the origin in a slot of `size`. A measured leaf takes its
  /// measurement on its estimated axes, unless `keepsMeasurement` is false: then uniform
  /// siblings already chose `size` for it.
  private func measuredPiece(
    of subitem: LayoutSubitem, size: LayoutSize, firstCell: Int, keepsMeasurement: Bool = true
  ) -> Piece {
    switch subitem {
    case .item(let item):
      var slot = size
      if keepsMeasurement, let measured = measurements[firstCell] {
        if item.size.width.isEstimated { slot.width = measured.width }
        if item.size.height.isEstimated { slot.height = measured.height }
      }
      let frame = LayoutRect(origin: .zero, size: slot).inset(
        by: usableInsets(item.contentInsets, of: item.size))
      let cell = ReferenceCell(frame: frame, zIndex: 0, isSelfSizing: item.size.isEstimated)
      var content = ReferenceGroupContent(cells: [cell])
      attach(item.supplementaryItems, to: frame, into: &content)
      return Piece(content: content, size: slot)
    case .group(let group):
      return measuredPiece(of: group, size: size, firstCell: firstCell)
    }
  }

  /// A sequence: the estimates choose the subitems (all of them, once, when the group's
  /// length along `axis` is an estimate: it `fits` nothing), the placed sizes position them.
  private func measuredSequence(
    _ subitems: [LayoutSubitem], along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect, fits: Bool, firstCell: Int
  ) -> (ReferenceGroupContent, LayoutSize) {
    let sizes = slotSizes(of: subitems, in: inner)
    let chosen =
      !fits
      ? Array(subitems.indices.prefix { sizes[$0] != nil })
      : isFlowLine
        ? chooseLine(subitems, sizes: sizes, along: axis, spacing: spacing, in: inner)
        : choose(subitems, sizes: sizes, along: axis, spacing: spacing, in: inner)?.chosen ?? []
    let siblings = chosen.map { subitems[$0] }
    // `choose` places only subitems that have a size.
    let pieces = siblingPieces(
      siblings, sizes: chosen.map { sizes[$0] ?? .zero }, firstCell: firstCell)

    var used = spacing.minimum * Double(max(0, siblings.count - 1))
    var springs = spacing.isFlexible ? max(0, siblings.count - 1) : 0
    for (subitem, piece) in zip(siblings, pieces) {
      let edges = edgeSpacing(of: subitem, along: axis)
      used += edges.before.minimum + piece.size.length(along: axis) + edges.after.minimum
      springs += [edges.before, edges.after].filter(\.isFlexible).count
    }
    let leftover = inner.length(along: axis) - used
    let extra = fits && leftover > 0 && springs > 0 ? leftover / Double(springs) : 0
    func stretched(_ spacing: LayoutSpacing) -> Double {
      spacing.isFlexible ? spacing.minimum + extra : spacing.minimum
    }
    var content = ReferenceGroupContent()
    var cursor = inner.minimum(along: axis)
    var crossEnd = 0.0
    for (position, (subitem, piece)) in zip(siblings, pieces).enumerated() {
      let edges = edgeSpacing(of: subitem, along: axis)
      if position > 0 { cursor += stretched(spacing) }
      cursor += stretched(edges.before)
      let slot = slotPlacedAcross(
        subitem, mainStart: cursor, mainLength: piece.size.length(along: axis),
        crossLength: piece.size.length(along: axis.cross), along: axis, in: inner)
      content.append(piece.content, movedBy: slot.origin)
      crossEnd = max(crossEnd, reach(of: subitem, slot: slot, across: axis, in: inner))
      cursor += piece.size.length(along: axis) + stretched(edges.after)
    }
    let extent = LayoutSize(
      main: cursor - inner.minimum(along: axis), cross: crossEnd, along: axis)
    return (content, extent)
  }

  /// A flow line's items (rule 21c): in cycling order while they fit, each as long as its
  /// measurement where it is estimated along `axis`, the first one whether it fits or not,
  /// at most ``cellLimit``.
  private func chooseLine(
    _ subitems: [LayoutSubitem], sizes: [LayoutSize?], along axis: LayoutAxis,
    spacing: LayoutSpacing, in inner: LayoutRect
  ) -> [Int] {
    let available = inner.length(along: axis)
    let tolerance = 1e-9 * max(1, abs(available))
    var chosen: [Int] = []
    var used = 0.0
    while chosen.count < Self.cellLimit {
      let index = chosen.count % subitems.count
      guard let size = sizes[index] else { break }
      var length = size.length(along: axis)
      if case .item(let item) = subitems[index], item.size.dimension(along: axis).isEstimated,
        let measured = measurements[chosen.count]
      {
        length = measured.length(along: axis)
      }
      let edges = edgeSpacing(of: subitems[index], along: axis)
      let need =
        (chosen.isEmpty ? 0 : spacing.minimum) + edges.before.minimum + length
        + edges.after.minimum
      if !chosen.isEmpty, used + need > available + tolerance { break }
      chosen.append(index)
      used += need
    }
    return chosen
  }

  /// A repeating group: each copy's share starts where it did; the copy's slot takes its
  /// placed size.
  private func measuredRepeating(
    _ subitem: LayoutSubitem, count: Int, along axis: LayoutAxis, spacing: LayoutSpacing,
    in inner: LayoutRect, firstCell: Int
  ) -> (ReferenceGroupContent, LayoutSize) {
    guard let share = share(count: count, along: axis, spacing: spacing, in: inner),
      let subitemSize = size(
        of: subitem.size,
        in: LayoutSize(
          main: share * Double(count), cross: inner.length(along: axis.cross), along: axis))
    else { return (ReferenceGroupContent(), .zero) }
    // Rule 25 (iOS 17): each share is a whole number of pixels, and positions add them up.
    let step = PixelSnapping.snapLength(share, scale: traits.displayScale)
    let edges = edgeSpacing(of: subitem, along: axis)
    let estimate = LayoutSize(
      main: max(0, step - edges.before.minimum - edges.after.minimum),
      cross: subitemSize.length(along: axis.cross), along: axis)
    let pieces = siblingPieces(
      Array(repeating: subitem, count: count), sizes: Array(repeating: estimate, count: count),
      firstCell: firstCell)
    var content = ReferenceGroupContent()
    var mainEnd = -Double.infinity
    var crossEnd = 0.0
    for (position, piece) in pieces.enumerated() {
      let start =
        inner.minimum(along: axis) + Double(position) * (step + spacing.minimum)
        + edges.before.minimum
      let slot = slotPlacedAcross(
        subitem, mainStart: start, mainLength: piece.size.length(along: axis),
        crossLength: piece.size.length(along: axis.cross), along: axis, in: inner)
      content.append(piece.content, movedBy: slot.origin)
      mainEnd = max(mainEnd, slot.maximum(along: axis) + edges.after.minimum)
      crossEnd = max(crossEnd, reach(of: subitem, slot: slot, across: axis, in: inner))
    }
    let extent = LayoutSize(
      main: mainEnd - inner.minimum(along: axis), cross: crossEnd, along: axis)
    return (content, extent)
  }

  /// Sibling subitems laid out at their estimated `sizes`, then made uniform: on each axis
  /// where two or more of them are `uniformAcrossSiblings`, those take the largest placed
  /// length among them and are laid out again at it.
  private func siblingPieces(_ siblings: [LayoutSubitem], sizes: [LayoutSize], firstCell: Int)
    -> [Piece]
  {
    var pieces: [Piece] = []
    var firstCells: [Int] = []
    var next = firstCell
    for (subitem, size) in zip(siblings, sizes) {
      firstCells.append(next)
      let piece = measuredPiece(of: subitem, size: size, firstCell: next)
      next += piece.content.cells.count
      pieces.append(piece)
    }
    for axis in [LayoutAxis.horizontal, .vertical] {
      let uniform = siblings.indices.filter {
        if case .uniformAcrossSiblings = siblings[$0].size.dimension(along: axis) { return true }
        return false
      }
      guard uniform.count >= 2 else { continue }
      let largest = uniform.map { pieces[$0].size.length(along: axis) }.max() ?? 0
      for index in uniform where pieces[index].size.length(along: axis) != largest {
        var size = pieces[index].size
        if axis == .horizontal { size.width = largest } else { size.height = largest }
        pieces[index] = measuredPiece(
          of: siblings[index], size: size, firstCell: firstCells[index], keepsMeasurement: false)
      }
    }
    return pieces
  }

  /// How far across `inner` a subitem's slot reaches, its trailing cross edge spacing
  /// included, for a group laid out along `axis`.
  private func reach(
    of subitem: LayoutSubitem, slot: LayoutRect, across axis: LayoutAxis, in inner: LayoutRect
  ) -> Double {
    let edges = edgeSpacing(of: subitem, along: axis.cross)
    return slot.maximum(along: axis.cross) + edges.after.minimum - inner.minimum(along: axis.cross)
  }
}

extension LayoutGroup {
  /// Whether the group, or anything in it, has an estimated or uniform dimension.
  var hasEstimatedDimensionAnywhere: Bool {
    if size.width.isEstimated || size.height.isEstimated { return true }
    switch arrangement {
    case .sequence(_, let subitems):
      return subitems.contains(where: \.hasEstimatedDimensionAnywhere)
    case .repeating(_, let subitem, _): return subitem.hasEstimatedDimensionAnywhere
    case .custom: return false
    }
  }
}

extension LayoutSubitem {
  /// Whether the subitem, or anything in it, has an estimated or uniform dimension.
  var hasEstimatedDimensionAnywhere: Bool {
    switch self {
    case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
    case .group(let group): group.hasEstimatedDimensionAnywhere
    }
  }
}
