import LayoutGeometry

/// Lays out one section against the layout's container (rules 2, 3, 12–15, 18, 19).
///
/// Insets of the container along the scroll axis belong to the scroll view (UIKit's
/// adjusted content inset), so only the insets across the scroll axis narrow sections.
/// Along the scroll axis a section is: the boundary items that extend its start, its start
/// inset, its groups (or one row of them for an orthogonal section), its end inset, the
/// boundary items that extend its end. Across it, the section rect (which backgrounds
/// cover) is the container's span inside its insets.
struct SectionSolver {
  /// The environment the provider saw.
  let environment: LayoutEnvironment
  /// The host's insets for every reference, for sections that name their own.
  let referenceInsets: ReferenceInsets
  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis
  /// Kinds the layout's own boundary items use; a section may not reuse them. An array:
  /// there are a handful, and comparing beats hashing strings for every section.
  let layoutKinds: [String]
  /// The decoration kinds registered with the layout, if it checks them.
  let registeredDecorationKinds: Set<String>?

  /// The solved section and the diagnostics recorded while solving it; `groups` holds the
  /// groups solved for earlier sections of the pass, reused when this one's is the same.
  func solve(
    _ section: LayoutSection, index: Int, itemCount: Int, groups: inout GroupCache
  ) throws(LayoutError) -> (section: SolvedSection, diagnostics: [LayoutDiagnostic]) {
    // Before anything walks the description: comparing, solving and caching it recurse.
    if let error = section.group.limitError(section: index) { throw error }
    let crossAxis = scrollAxis.cross
    if let invalid = section.contentInsets.firstNonFiniteValue {
      throw .invalidSpacing(section: index, value: invalid)
    }
    guard section.interGroupSpacing.isFinite else {
      throw .invalidSpacing(section: index, value: section.interGroupSpacing)
    }
    let insets = section.contentInsets.resolved(for: .leftToRight)
    let container = containerInsets(for: section.contentInsetsReference)
    let containerSize = environment.container.contentSize
    let crossRoom =
      containerSize.length(along: crossAxis) - container.total(along: crossAxis)
      - insets.total(along: crossAxis)
    guard crossRoom > 0 else { throw .noRoomForGroup(section: index, available: crossRoom) }
    let mainLength = containerSize.length(along: scrollAxis)
    let isOrthogonal = section.orthogonalScrollingBehavior.isOrthogonal
    // Rule 19, measured on iOS 17 and 16: a row that scrolls across resolves its group as a
    // layout scrolling along the row would, against the container's whole span along the row
    // and against the container less the section's insets across it.
    let groupCross = isOrthogonal ? crossRoom + insets.total(along: crossAxis) : crossRoom
    let groupMain = isOrthogonal ? mainLength - insets.total(along: scrollAxis) : mainLength
    let groupContainer = LayoutSize(main: groupMain, cross: groupCross, along: scrollAxis)

    var groupSolver = GroupSolver(section: index, traits: environment.traits)
    let groupSize = try groupSolver.slotSize(of: .group(section.group), in: groupContainer)
    let group: SolvedGroup
    if let solved = groups.solved(section.group, size: groupSize) {
      group = solved
    } else {
      group = try groupSolver.solve(section.group, size: groupSize)
      // Diagnostics name their section: a group that records some is solved every time.
      if groupSolver.diagnostics.isEmpty {
        groups.remember(group, for: section.group, size: groupSize)
      }
    }
    if group.cells.isEmpty, itemCount > 0 { throw .groupHoldsNoItems(section: index) }
    var diagnostics = groupSolver.diagnostics
    try checkKinds(of: section, group: group, index: index)

    let span = supplementarySpan(of: section, sectionInsets: insets)
    for item in section.boundarySupplementaryItems {
      if let error = item.validationError(section: index) { throw error }
    }
    let boundary = BoundaryPlacement(
      section.boundarySupplementaryItems, scrollAxis: scrollAxis, mainLength: mainLength,
      crossLength: span.length)

    let strideAxis = isOrthogonal ? crossAxis : scrollAxis
    let spacing = section.interGroupSpacing
    var decorations: [LayoutDecorationItem] = []
    for decoration in section.decorationItems {
      if let registered = registeredDecorationKinds, !registered.contains(decoration.elementKind) {
        diagnostics.append(
          .unregisteredDecorationKind(section: index, kind: decoration.elementKind))
        continue
      }
      if let invalid = decoration.contentInsets.firstNonFiniteValue {
        throw .invalidSpacing(section: index, value: invalid)
      }
      decorations.append(decoration)
    }
    var solved = SolvedSection(
      index: index, itemCount: itemCount, scrollAxis: scrollAxis,
      behavior: section.orthogonalScrollingBehavior,
      group: group, groupStride: group.size.length(along: strideAxis) + spacing, spacing: spacing,
      groupsCrossStart: container.start(along: crossAxis) + insets.start(along: crossAxis),
      mainInsets: Span(start: insets.start(along: scrollAxis), end: insets.end(along: scrollAxis)),
      crossInsets: Span(start: insets.start(along: crossAxis), end: insets.end(along: crossAxis)),
      boundary: boundary, supplementarySpan: span,
      decorations: decorations,
      sectionCrossSpan: Span(
        start: container.start(along: crossAxis),
        end: containerSize.length(along: crossAxis) - container.end(along: crossAxis)),
      searchBounds: group.contentBounds)
    if section.group.hasEstimatedDimension {
      var isUniform = false
      if case .uniformAcrossSiblings = section.group.size.dimension(along: strideAxis) {
        isUniform = true
      }
      solved.sizing = SectionSizing(
        estimatedSize: groupSize, spacing: spacing, isUniform: isUniform, itemCount: itemCount,
        groupCount: solved.groupCount, perGroup: group.cells.count, stride: solved.groupStride,
        flows: !isOrthogonal && !isUniform && section.group.isFlowLine(scrollAxis: scrollAxis))
    }
    solved.scrollingProperties = section.orthogonalScrollingProperties
    solved.layOutElements()
    if let error = solved.extentError() { throw error }
    return (solved, diagnostics)
  }

  /// The container insets a section measures its own insets from: the layout's for
  /// `automatic`, otherwise the host's insets for `reference`, across the scroll axis only.
  /// Either way they go through the container's resolution, so fractions (rule 5) mean the
  /// same whichever reference names them.
  private func containerInsets(for reference: ContentInsetsReference) -> LayoutInsets {
    guard reference != .automatic else {
      return environment.container.effectiveContentInsets.resolved(for: .leftToRight)
    }
    let size = environment.container.contentSize
    let insets = referenceInsets.insets(for: reference, width: size.width)
    return LayoutContainer(contentSize: size, contentInsets: insets.acrossScrolling(scrollAxis))
      .effectiveContentInsets.resolved(for: .leftToRight)
  }

  /// Where boundary items sit across the scroll axis: the container's span for the
  /// supplementary reference, narrowed by the section's insets while supplementaries follow
  /// them (rule 15).
  private func supplementarySpan(of section: LayoutSection, sectionInsets: LayoutInsets)
    -> Span
  {
    let crossAxis = scrollAxis.cross
    let reference =
      section.supplementaryContentInsetsReference == .automatic
      ? section.contentInsetsReference : section.supplementaryContentInsetsReference
    let container = containerInsets(for: reference)
    var start = container.start(along: crossAxis)
    var length =
      environment.container.contentSize.length(along: crossAxis) - container.total(along: crossAxis)
    if section.supplementariesFollowContentInsets {
      start += sectionInsets.start(along: crossAxis)
      length -= sectionInsets.total(along: crossAxis)
    }
    return Span(start: start, end: start + max(0, length))
  }

  /// Throws when two boundary items or decorations share a kind, when one reuses a kind
  /// of the layout's, when an anchored kind is also a section kind, when a kind is anchored
  /// to both a group and an item, or when one cell (or a group and its first cell) carries
  /// two anchored items of the same kind (rule 15: kinds are unique per section, so index
  /// paths are unambiguous).
  ///
  /// Kinds are few, so this compares them in arrays rather than hashing strings.
  private func checkKinds(of section: LayoutSection, group: SolvedGroup, index: Int)
    throws(LayoutError)
  {
    var sectionKinds: [String] = []
    sectionKinds.reserveCapacity(
      section.boundarySupplementaryItems.count + section.decorationItems.count)
    func declare(_ kind: String) throws(LayoutError) {
      guard !sectionKinds.contains(kind), !layoutKinds.contains(kind) else {
        throw .duplicateElementKind(section: index, kind: kind)
      }
      sectionKinds.append(kind)
    }
    for item in section.boundarySupplementaryItems { try declare(item.elementKind) }
    for decoration in section.decorationItems { try declare(decoration.elementKind) }
    guard !group.supplementaries.isEmpty else { return }
    var anchoredKinds: [String] = []
    for anchored in group.supplementaries where !anchoredKinds.contains(anchored.kind) {
      anchoredKinds.append(anchored.kind)
    }
    for kind in anchoredKinds.sorted()
    where sectionKinds.contains(kind) || layoutKinds.contains(kind) {
      throw .duplicateElementKind(section: index, kind: kind)
    }
    // Items anchored to groups are numbered by group, those anchored to items by item: one
    // kind on both would give two elements one index path.
    var groupKinds: [String] = []
    for anchored in group.supplementaries
    where anchored.groupPosition != nil && !groupKinds.contains(anchored.kind) {
      groupKinds.append(anchored.kind)
    }
    if let shared = group.supplementaries.first(where: {
      $0.groupPosition == nil && groupKinds.contains($0.kind)
    }) {
      throw .duplicateElementKind(section: index, kind: shared.kind)
    }
    // One item per cell in cell order, the usual case, cannot repeat a (cell, kind) pair.
    let increasing = zip(group.supplementaries, group.supplementaries.dropFirst()).allSatisfy {
      $0.cellIndex < $1.cellIndex
    }
    guard !increasing else { return }
    let ordered = group.supplementaries.sorted {
      ($0.cellIndex, $0.kind) < ($1.cellIndex, $1.kind)
    }
    for (earlier, later) in zip(ordered, ordered.dropFirst())
    where earlier.cellIndex == later.cellIndex && earlier.kind == later.kind {
      throw .duplicateElementKind(section: index, kind: later.kind)
    }
  }
}

extension LayoutDirectionalInsets {
  /// The insets with the two sides along `scrollAxis` set to zero: those belong to the
  /// scroll view, not to the layout.
  func acrossScrolling(_ scrollAxis: LayoutAxis) -> LayoutDirectionalInsets {
    scrollAxis == .vertical
      ? LayoutDirectionalInsets(leading: leading, trailing: trailing)
      : LayoutDirectionalInsets(top: top, bottom: bottom)
  }
}
