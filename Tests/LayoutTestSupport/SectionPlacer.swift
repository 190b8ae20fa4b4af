import LayoutGeometry
import LayoutResolution

/// Places every group instance of one section, and with them every item (rules 2, 3, 12,
/// 13, 14 and 19 of `uikit-semantics.md`), in left-to-right content coordinates.
struct SectionPlacer {
  /// The section's index, for error reports.
  let index: Int
  /// The environment the section provider received.
  let environment: LayoutEnvironment
  /// The host's insets, for sections that name their own content insets reference.
  let referenceInsets: ReferenceInsets
  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis

  /// The cells of `section`'s first `itemCount` items, in item order, and the section's
  /// extent along the scroll axis when it starts at `start`.
  ///
  /// - Complexity: O(cells per group × group instances).
  func place(_ section: LayoutSection, itemCount: Int, start: Double) throws(LayoutError)
    -> (cells: [ReferenceCell], extent: Double)
  {
    let crossAxis = scrollAxis.cross
    let own = section.contentInsets
    for side in [own.top, own.leading, own.bottom, own.trailing] where !side.isFinite {
      throw .invalidSpacing(section: index, value: side)
    }
    let spacing = section.interGroupSpacing
    guard spacing.isFinite else { throw .invalidSpacing(section: index, value: spacing) }
    let insets = own.resolved(for: .leftToRight)
    let container = containerInsets(for: section.contentInsetsReference)
    let size = environment.container.contentSize
    let crossRoom =
      size.length(along: crossAxis) - container.total(along: crossAxis)
      - insets.total(along: crossAxis)
    guard crossRoom > 0 else { throw .noRoomForGroup(section: index, available: crossRoom) }

    let walker = ReferenceGroupWalker(section: index, traits: environment.traits)
    // Rule 3: along the scroll axis the group sees the whole container, insets and all.
    let groupSize = try walker.size(
      of: section.group.size,
      in: LayoutSize(main: size.length(along: scrollAxis), cross: crossRoom, along: scrollAxis))
    // One instance is laid out even for an empty section: a broken group is an error
    // whether or not it has items, and the full instance says how many cells a group holds.
    let template = try walker.cells(
      of: section.group, in: LayoutRect(origin: .zero, size: groupSize))
    let perGroup = template.count
    if perGroup == 0, itemCount > 0 { throw .groupHoldsNoItems(section: index) }
    let groupCount = perGroup == 0 ? 0 : (itemCount + perGroup - 1) / perGroup

    let isOrthogonal = section.orthogonalScrollingBehavior != .none
    let mainLength = groupSize.length(along: scrollAxis)
    let stepLength = (isOrthogonal ? groupSize.length(along: crossAxis) : mainLength) + spacing
    let firstMain = start + insets.start(along: scrollAxis)
    let firstCross = container.start(along: crossAxis) + insets.start(along: crossAxis)
    var cells: [ReferenceCell] = []
    for repetition in 0..<groupCount {
      let step = Double(repetition) * stepLength
      let origin = LayoutPoint(
        main: firstMain + (isOrthogonal ? 0 : step), cross: firstCross + (isOrthogonal ? step : 0),
        along: scrollAxis)
      let instance = try walker.cells(
        of: section.group, in: LayoutRect(origin: origin, size: groupSize))
      // Rule 12: the last instance fills only its first slots.
      cells += instance.prefix(itemCount - cells.count)
    }
    let count = Double(groupCount)
    let groupsLength =
      groupCount == 0 ? 0 : isOrthogonal ? mainLength : count * mainLength + (count - 1) * spacing
    return (cells, insets.total(along: scrollAxis) + groupsLength)
  }

  /// The container insets the section measures from, in points and left-to-right sides:
  /// the layout's for `automatic`, otherwise the host's insets for `reference`; either way
  /// only across the scroll axis.
  ///
  /// Decision: a section's own reference is a container inset like the layout's, so rule 5
  /// applies to both (a side strictly between 0 and 1 is a fraction of the container).
  private func containerInsets(for reference: ContentInsetsReference) -> LayoutInsets {
    var container = environment.container
    if reference != .automatic {
      container.contentInsets = ReferenceSolver.acrossScrolling(
        referenceInsets.insets(for: reference, width: container.contentSize.width), scrollAxis)
    }
    return container.effectiveContentInsets.resolved(for: .leftToRight)
  }
}
