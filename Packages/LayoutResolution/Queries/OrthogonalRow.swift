import LayoutGeometry

/// The geometry of an orthogonal section's row, as a scroller over it needs it (rules
/// 19–20): what scrolls, how far, and where the groups rest.
///
/// Lengths are along the row's axis, across the layout's scroll axis, in the solver's
/// left-to-right coordinates (a right-to-left row scrolls mirrored).
public struct OrthogonalRow: Hashable, Sendable {
  /// The section the row belongs to.
  public var section: Int
  /// How the row comes to rest.
  public var behavior: OrthogonalScrollingBehavior
  /// How the row bounces and decelerates.
  public var properties: OrthogonalScrollingProperties
  /// The axis the row scrolls along.
  public var axis: LayoutAxis
  /// The visible length: the container's length across the layout's scroll axis.
  public var viewportLength: Double
  /// The scrollable length: leading inset, groups and spacing, trailing inset.
  public var contentLength: Double
  /// Where the first group starts.
  public var firstGroupStart: Double
  /// One group's length (the template's; measured instances may differ).
  public var groupLength: Double
  /// The space between groups.
  public var groupSpacing: Double
  /// How many groups the row holds.
  public var groupCount: Int

  /// A row description from its numbers.
  public init(
    section: Int, behavior: OrthogonalScrollingBehavior,
    properties: OrthogonalScrollingProperties = OrthogonalScrollingProperties(), axis: LayoutAxis,
    viewportLength: Double, contentLength: Double, firstGroupStart: Double,
    groupLength: Double, groupSpacing: Double, groupCount: Int
  ) {
    self.section = section
    self.behavior = behavior
    self.properties = properties
    self.axis = axis
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.firstGroupStart = firstGroupStart
    self.groupLength = groupLength
    self.groupSpacing = groupSpacing
    self.groupCount = groupCount
  }

  /// The offset the row rests at before anything scrolls it: its first group centred,
  /// `firstGroupStart − (viewportLength − groupLength) / 2`, for `.groupPagingCentered`
  /// (rule 20), and its leading edge, 0, for the other behaviours.
  public var restingStart: Double {
    guard behavior == .groupPagingCentered, viewportLength.isFinite else { return 0 }
    return firstGroupStart - max(0, (viewportLength - groupLength) / 2)
  }
}

extension SolvedLayout {
  /// The row of orthogonal section `section`, or `nil` for a section that is not
  /// orthogonal (or does not exist).
  ///
  /// - Complexity: O(1), or O(log groups) once the section has measured sizes.
  public func orthogonalRow(inSection section: Int) -> OrthogonalRow? {
    guard sections.indices.contains(section), sections[section].isOrthogonal else { return nil }
    let solved = sections[section]
    let axis = scrollAxis.cross
    let viewport = environment.container.contentSize.length(along: axis)
    let count = solved.groupCount
    let groups = count > 0 ? solved.strideOffset(count) - solved.spacing : 0
    let trailing = solved.crossInsets.end + (viewport - solved.sectionCrossSpan.end)
    return OrthogonalRow(
      section: section, behavior: solved.behavior, properties: solved.scrollingProperties,
      axis: axis, viewportLength: viewport,
      contentLength: solved.groupsCrossStart + groups + trailing,
      firstGroupStart: solved.groupsCrossStart, groupLength: solved.group.size.length(along: axis),
      groupSpacing: solved.spacing, groupCount: count)
  }

  /// The indices of the orthogonal sections.
  ///
  /// - Complexity: O(sections).
  public var orthogonalSections: [Int] {
    sections.indices.filter { sections[$0].isOrthogonal }
  }
}

extension OrthogonalRow {
  /// Whether every property is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: OrthogonalRow, rhs: OrthogonalRow) -> Bool {
    lhs.section == rhs.section
      && lhs.behavior == rhs.behavior
      && lhs.properties == rhs.properties
      && lhs.axis == rhs.axis
      && lhs.viewportLength.isSameValue(as: rhs.viewportLength)
      && lhs.contentLength.isSameValue(as: rhs.contentLength)
      && lhs.firstGroupStart.isSameValue(as: rhs.firstGroupStart)
      && lhs.groupLength.isSameValue(as: rhs.groupLength)
      && lhs.groupSpacing.isSameValue(as: rhs.groupSpacing)
      && lhs.groupCount == rhs.groupCount
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(section)
    hasher.combine(behavior)
    hasher.combine(properties)
    hasher.combine(axis)
    hasher.combine(viewportLength.sameValueHash)
    hasher.combine(contentLength.sameValueHash)
    hasher.combine(firstGroupStart.sameValueHash)
    hasher.combine(groupLength.sameValueHash)
    hasher.combine(groupSpacing.sameValueHash)
    hasher.combine(groupCount)
  }
}
