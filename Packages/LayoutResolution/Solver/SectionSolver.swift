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
  /// Kinds the layout's own boundary items use; a section may not reuse them.
  let layoutKinds: Set<String>
  /// The decoration kinds registered with the layout, if it checks them.
  let registeredDecorationKinds: Set<String>?

  /// The solved section and the diagnostics recorded while solving it.
  func solve(_ section: LayoutSection, index: Int, itemCount: Int) throws(LayoutError)
    -> (section: SolvedSection, diagnostics: [LayoutDiagnostic])
  {
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
    let groupContainer = LayoutSize(main: mainLength, cross: crossRoom, along: scrollAxis)

    var groupSolver = GroupSolver(section: index, traits: environment.traits)
    let groupSize = try groupSolver.slotSize(of: .group(section.group), in: groupContainer)
    let group = try groupSolver.solve(section.group, size: groupSize)
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
    let extensions = boundary.extensions

    let isOrthogonal = section.orthogonalScrollingBehavior.isOrthogonal
    let spacing = section.interGroupSpacing
    var solved = SolvedSection(
      index: index, itemCount: itemCount, scrollAxis: scrollAxis, isOrthogonal: isOrthogonal,
      group: group,
      groupStride: groupSize.length(along: isOrthogonal ? crossAxis : scrollAxis) + spacing,
      start: 0, length: 0, groupsMainOffset: extensions.start + insets.start(along: scrollAxis),
      groupsCrossStart: container.start(along: crossAxis) + insets.start(along: crossAxis))
    let groups = Double(solved.groupCount)
    let groupLength = groupSize.length(along: scrollAxis)
    let body =
      groups == 0 ? 0 : isOrthogonal ? groupLength : groups * groupLength + (groups - 1) * spacing
    let contentEnd = solved.groupsMainOffset + body + insets.end(along: scrollAxis)
    solved.length = contentEnd + extensions.end
    solved.pinLimits = (solved.groupsMainOffset, contentEnd - insets.end(along: scrollAxis))
    solved.elements = boundary.elements(
      content: Span(start: extensions.start, end: contentEnd), crossStart: span.start,
      crossLength: span.length)

    let sectionRect = LayoutRect(
      mainStart: 0, mainLength: solved.length, crossStart: container.start(along: crossAxis),
      crossLength: containerSize.length(along: crossAxis) - container.total(along: crossAxis),
      along: scrollAxis)
    for decoration in section.decorationItems {
      if let registered = registeredDecorationKinds, !registered.contains(decoration.elementKind) {
        diagnostics.append(
          .unregisteredDecorationKind(section: index, kind: decoration.elementKind))
        continue
      }
      if let invalid = decoration.contentInsets.firstNonFiniteValue {
        throw .invalidSpacing(section: index, value: invalid)
      }
      solved.elements.append(
        SolvedSectionElement(
          category: .decorationView, kind: decoration.elementKind,
          frame: sectionRect.inset(by: decoration.contentInsets.resolved(for: .leftToRight)),
          zIndex: decoration.zIndex, pin: nil))
    }
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
    -> (start: Double, length: Double)
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
    return (start, max(0, length))
  }

  /// Throws when two kinds of boundary items, decorations, or anchored items of different
  /// owners collide (rule 15: kinds are unique per section).
  private func checkKinds(of section: LayoutSection, group: SolvedGroup, index: Int)
    throws(LayoutError)
  {
    var seen = layoutKinds
    let sectionKinds =
      section.boundarySupplementaryItems.map(\.elementKind)
      + section.decorationItems.map(\.elementKind)
    for kind in sectionKinds + Set(group.supplementaries.map(\.kind)).sorted() {
      guard seen.insert(kind).inserted else {
        throw .duplicateElementKind(section: index, kind: kind)
      }
    }
    var pathsByKind: [String: Set<Int>] = [:]
    for anchored in group.supplementaries {
      guard pathsByKind[anchored.kind, default: []].insert(anchored.cellIndex).inserted else {
        throw .duplicateElementKind(section: index, kind: anchored.kind)
      }
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
