import LayoutGeometry

/// Lays out one section against the layout's container (rules 2, 3, 12, 13, 14, 19).
///
/// Insets of the container along the scroll axis belong to the scroll view (UIKit's
/// adjusted content inset), so only the insets across the scroll axis narrow sections.
struct SectionSolver {
  /// The environment the provider saw.
  let environment: LayoutEnvironment
  /// The host's insets for every reference, for sections that name their own.
  let referenceInsets: ReferenceInsets
  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis

  /// The solved section and the diagnostics recorded while solving it.
  func solve(_ section: LayoutSection, index: Int, itemCount: Int) throws(LayoutError)
    -> (section: SolvedSection, diagnostics: [LayoutDiagnostic])
  {
    let crossAxis = scrollAxis.cross
    let sectionInsets = section.contentInsets
    if let invalid = sectionInsets.firstNonFiniteValue {
      throw .invalidSpacing(section: index, value: invalid)
    }
    guard section.interGroupSpacing.isFinite else {
      throw .invalidSpacing(section: index, value: section.interGroupSpacing)
    }
    let insets = sectionInsets.resolved(for: .leftToRight)
    let container = containerInsets(for: section.contentInsetsReference)
      .resolved(for: .leftToRight)
    let containerSize = environment.container.contentSize
    let crossRoom =
      containerSize.length(along: crossAxis) - container.total(along: crossAxis)
      - insets.total(along: crossAxis)
    guard crossRoom > 0 else { throw .noRoomForGroup(section: index, available: crossRoom) }
    let groupContainer = LayoutSize(
      main: containerSize.length(along: scrollAxis), cross: crossRoom, along: scrollAxis)

    var groupSolver = GroupSolver(section: index, traits: environment.traits)
    let groupSize = try groupSolver.slotSize(of: .group(section.group), in: groupContainer)
    let group = try groupSolver.solve(section.group, size: groupSize)
    if group.cells.isEmpty, itemCount > 0 { throw .groupHoldsNoItems(section: index) }

    let isOrthogonal = section.orthogonalScrollingBehavior.isOrthogonal
    let spacing = section.interGroupSpacing
    var solved = SolvedSection(
      index: index, itemCount: itemCount, scrollAxis: scrollAxis, isOrthogonal: isOrthogonal,
      group: group,
      groupStride: groupSize.length(along: isOrthogonal ? crossAxis : scrollAxis) + spacing,
      start: 0, length: 0, groupsMainOffset: insets.start(along: scrollAxis),
      groupsCrossStart: container.start(along: crossAxis) + insets.start(along: crossAxis))
    let groups = Double(solved.groupCount)
    let groupLength = groupSize.length(along: scrollAxis)
    let body =
      groups == 0 ? 0 : isOrthogonal ? groupLength : groups * groupLength + (groups - 1) * spacing
    solved.length = insets.total(along: scrollAxis) + body
    return (solved, groupSolver.diagnostics)
  }

  /// The container insets a section measures its own insets from: the layout's for
  /// `automatic`, otherwise the host's insets for `reference`, across the scroll axis only.
  private func containerInsets(for reference: ContentInsetsReference) -> LayoutDirectionalInsets {
    guard reference != .automatic else { return environment.container.effectiveContentInsets }
    let insets = referenceInsets.insets(
      for: reference, width: environment.container.contentSize.width)
    return insets.acrossScrolling(scrollAxis)
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
