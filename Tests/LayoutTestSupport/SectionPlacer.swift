import LayoutGeometry
import LayoutResolution

/// Places every group instance of one section, and with them every item and anchored item,
/// its boundary items and its decorations (rules 2, 3, 12–15, 17–19 of `docs/uikit-semantics.md`
/// and the team's decisions), in left-to-right content coordinates.
///
/// Along the scroll axis a section is: the boundary items that extend its start, its start
/// inset, its groups (or one orthogonal row), its end inset, the boundary items that extend
/// its end.
///
/// Measured sizes (rule 21): a group instance holding a measured cell is laid out again with
/// its measurements (`ReferenceGroupWalker+Measuring.swift`) and takes its own length along
/// the axis groups follow each other (all take the longest when the section's group is
/// `uniformAcrossSiblings` on that axis); an orthogonal row is as long as its longest
/// instance. A measured boundary item takes the measurement on its estimated dimensions.
struct SectionPlacer {
  /// What placing a section gives.
  struct Placed {
    /// Boundary items, then decorations, then each group instance's cells followed by its
    /// anchored items: the order of rect queries.
    var elements: [ReferenceElement]
    /// The section's extent along the scroll axis.
    var length: Double
    /// Anchors with contradictory edges and unregistered decorations.
    var diagnostics: Set<LayoutDiagnostic>
    /// Every rule the section breaks; when there is one, nothing else is placed.
    var violations: [LayoutError]
    /// What decides the outcome of a size measured for one of the section's elements;
    /// `nil` for a section that breaks a rule.
    var measurable: ReferenceLayout.MeasurableSection?
  }

  /// The section's index, for error reports.
  let index: Int
  /// The environment the section provider received.
  let environment: LayoutEnvironment
  /// The host's insets, for sections that name their own content insets reference.
  let referenceInsets: ReferenceInsets
  /// The axis the layout scrolls along.
  let scrollAxis: LayoutAxis
  /// The kinds of the layout's own boundary items, which no section may reuse.
  let layoutKinds: Set<String>
  /// The decoration kinds the layout registered, or `nil` when it accepts every kind.
  let registeredDecorationKinds: Set<String>?

  /// Everything `section` shows with its first `itemCount` items when it starts at `start`
  /// along the scroll axis, with `cellSizes` measured for its items (by item) and
  /// `boundarySizes` for its boundary items (by kind); measurements of elements that do not
  /// self-size, or are not there, are left out.
  ///
  /// A section that breaks rules comes back with ``Placed/violations`` holding every one
  /// found (``ReferenceViolations`` says which are looked for) and nothing else: a solver
  /// lays it out empty.
  ///
  /// - Complexity: O((cells + anchored items) per group × group instances).
  func place(
    _ section: LayoutSection, itemCount: Int, start: Double,
    cellSizes: [Int: LayoutSize] = [:], boundarySizes: [String: LayoutSize] = [:]
  ) -> Placed {
    let violations = ReferenceViolations()
    let crossAxis = scrollAxis.cross
    // Each value the section holds is checked on its own: none of these depends on another.
    let own = section.contentInsets
    for side in [own.top, own.leading, own.bottom, own.trailing] where !side.isFinite {
      violations.record(.invalidSpacing(section: index, value: side))
    }
    var spacing = section.interGroupSpacing
    if !spacing.isFinite {
      violations.record(.invalidSpacing(section: index, value: spacing))
      spacing = 0
    }
    for item in section.boundarySupplementaryItems {
      for violation in ReferenceBoundaryItems.violations(of: item, section: index) {
        violations.record(violation)
      }
    }
    var diagnostics: Set<LayoutDiagnostic> = []
    var decorations: [LayoutDecorationItem] = []
    for decoration in section.decorationItems {
      // An unregistered decoration is left out, so its insets are never used.
      if let registered = registeredDecorationKinds, !registered.contains(decoration.elementKind) {
        diagnostics.insert(
          .unregisteredDecorationKind(section: index, kind: decoration.elementKind))
        continue
      }
      let sides = decoration.contentInsets
      for side in [sides.top, sides.leading, sides.bottom, sides.trailing] where !side.isFinite {
        violations.record(.invalidSpacing(section: index, value: side))
      }
      decorations.append(decoration)
    }

    // Rule 2: the room across the scroll axis. Insets that are not finite leave no number
    // to lay the group out in (they are recorded above); an infinite one may also leave no
    // room, which is a violation of its own.
    let insets = own.resolved(for: .leftToRight)
    let container = containerInsets(for: section.contentInsetsReference)
    let size = environment.container.contentSize
    let hostMain = size.length(along: scrollAxis)
    let hostCross = size.length(along: crossAxis)
    let crossRoom = hostCross - container.total(along: crossAxis) - insets.total(along: crossAxis)
    if crossRoom <= 0 {
      violations.record(.noRoomForGroup(section: index, available: crossRoom))
    }

    let walker = ReferenceGroupWalker(
      section: index, traits: environment.traits, violations: violations)
    // The group is laid out only in a room that is a positive number, and only at a size.
    // One instance is laid out even for an empty section: a broken group is an error whether
    // or not it has items, and the full instance says how many cells a group holds.
    var template: ReferenceGroupContent?
    var groupSize = LayoutSize.zero
    var templateSize = LayoutSize.zero
    // Rule 3: along the scroll axis a group sees the whole container, insets and all. Rule
    // 19: a row that scrolls across sees it as a layout scrolling along the row would, the
    // container's whole span along the row, less the section's insets across it.
    let scrollsAcross = section.orthogonalScrollingBehavior != .none
    let groupCross = scrollsAcross ? crossRoom + insets.total(along: crossAxis) : crossRoom
    let groupMain = scrollsAcross ? hostMain - insets.total(along: scrollAxis) : hostMain
    if crossRoom > 0, crossRoom.isFinite,
      let resolved = walker.size(
        of: section.group.size,
        in: LayoutSize(main: groupMain, cross: groupCross, along: scrollAxis)
      )
    {
      let before = violations.count
      groupSize = resolved
      templateSize = resolved
      // Rule 21: where the group has an estimated dimension, sizes follow what is placed, so
      // the template is the measuring walk's with no measurements, at its own final size.
      let content: ReferenceGroupContent
      if section.group.hasEstimatedDimensionAnywhere {
        let piece = walker.measuredPiece(of: section.group, size: resolved)
        content = piece.content
        templateSize = piece.size
      } else {
        content = walker.content(of: section.group, in: LayoutRect(origin: .zero, size: resolved))
      }
      template = content
      // How many items a group holds is known only once it lays out without breaking a rule.
      if violations.count == before, content.cells.isEmpty, itemCount > 0 {
        violations.record(.groupHoldsNoItems(section: index))
      }
    }
    checkKinds(of: section, template: template, into: violations)
    guard let template, violations.count == 0 else {
      return Placed(
        elements: [], length: 0, diagnostics: [], violations: violations.all,
        measurable: nil)
    }
    diagnostics.formUnion(
      template.contradictoryKinds.map {
        LayoutDiagnostic.contradictoryAnchorEdges(section: index, kind: $0)
      })

    // Across the scroll axis boundary items sit in the span of their own reference.
    let spanReference =
      section.supplementaryContentInsetsReference == .automatic
      ? section.contentInsetsReference : section.supplementaryContentInsetsReference
    let spanInsets = containerInsets(for: spanReference)
    var spanStart = spanInsets.start(along: crossAxis)
    var spanLength = hostCross - spanInsets.total(along: crossAxis)
    if section.supplementariesFollowContentInsets {
      spanStart += insets.start(along: crossAxis)
      spanLength -= insets.total(along: crossAxis)
    }
    let boundary = ReferenceBoundaryItems(
      section.boundarySupplementaryItems, scrollAxis: scrollAxis, mainLength: hostMain,
      spanLength: max(0, spanLength), measuredSizes: boundarySizes)

    let isOrthogonal = section.orthogonalScrollingBehavior != .none
    let strideAxis = isOrthogonal ? crossAxis : scrollAxis
    var isUniform = false
    if case .uniformAcrossSiblings = section.group.size.dimension(along: strideAxis) {
      isUniform = true
    }
    let lines =
      !isOrthogonal && !isUniform && isFlowLine(section.group)
      ? flowLines(
        of: section.group, size: groupSize, itemCount: itemCount, cellSizes: cellSizes,
        walker: walker)
      : instances(
        of: section.group, size: groupSize, template: template, itemCount: itemCount,
        cellSizes: cellSizes, walker: walker)
    let groupCount = lines.count
    // The longest instance along `axis`: the template, or a measured one.
    func longest(along axis: LayoutAxis) -> Double {
      lines.compactMap { $0.piece?.size.length(along: axis) }.reduce(
        templateSize.length(along: axis), max)
    }
    // Each instance's stride: its own length and the spacing, or the longest length when
    // the section's group is uniform along the stride axis (rule 21, outermost group).
    let uniformStride = isUniform ? longest(along: strideAxis) + spacing : nil
    // Where each instance starts along the stride axis, from the first, and where one more
    // would start.
    var offsets = [0.0]
    for repetition in 0..<groupCount {
      let length = (lines[repetition].piece?.size ?? templateSize).length(along: strideAxis)
      offsets.append(offsets[repetition] + (uniformStride ?? length + spacing))
    }
    // An orthogonal row is as long as its longest instance.
    let body =
      groupCount == 0
      ? 0 : isOrthogonal ? longest(along: scrollAxis) : offsets[groupCount] - spacing
    // Rule 14 (iOS 17): a section without items keeps its boundary items only, without its
    // insets along the scroll axis or its decorations.
    let isEmpty = itemCount == 0
    let groupsStart =
      start + boundary.startExtension + (isEmpty ? 0 : insets.start(along: scrollAxis))
    let contentEnd = groupsStart + body + (isEmpty ? 0 : insets.end(along: scrollAxis))
    let length = contentEnd + boundary.endExtension - start
    // LayoutSection.maximumLength: how far the section reaches, and where its last group
    // starts (negative spacing can put it before the section).
    let lastStart = groupCount > 0 ? abs(offsets[groupCount - 1]) : 0
    // And how far from its group's origin an element of the template lies.
    let frames = template.cells.map(\.frame) + template.badges.map(\.frame)
    let reach =
      groupCount > 0 ? frames.flatMap { [$0.minX, $0.maxX, $0.minY, $0.maxY].map(abs) } : []
    for extent in [abs(length), lastStart] + reach
    where !(extent <= LayoutSection.maximumLength) {
      violations.record(
        .sectionTooLong(section: index, length: extent, limit: LayoutSection.maximumLength))
    }

    var elements = boundary.elements(
      section: index, contentStart: start + boundary.startExtension, contentEnd: contentEnd,
      spanStart: spanStart, spanLength: max(0, spanLength),
      pinLimits: (groupsStart, groupsStart + body))

    // Rule 18: backgrounds cover the section rect: its whole extent, and across the scroll
    // axis the container inside the insets of the section's own reference.
    let sectionRect = LayoutRect(
      mainStart: start, mainLength: length, crossStart: container.start(along: crossAxis),
      crossLength: hostCross - container.total(along: crossAxis), along: scrollAxis)
    for decoration in decorations where !isEmpty {
      elements.append(
        ReferenceElement(
          indexPath: LayoutIndexPath(item: 0, section: index), category: .decorationView,
          kind: decoration.elementKind,
          frame: sectionRect.inset(by: decoration.contentInsets.resolved(for: .leftToRight)),
          zIndex: decoration.zIndex))
    }

    let firstCross = container.start(along: crossAxis) + insets.start(along: crossAxis)
    for repetition in 0..<groupCount {
      let step = offsets[repetition]
      let origin = LayoutPoint(
        main: groupsStart + (isOrthogonal ? 0 : step),
        cross: firstCross + (isOrthogonal ? step : 0), along: scrollAxis)
      var instance = ReferenceGroupContent()
      if let piece = lines[repetition].piece {
        instance.append(piece.content, movedBy: origin)
      } else if section.group.hasEstimatedDimensionAnywhere {
        instance.append(template, movedBy: origin)
      } else {
        instance = walker.content(
          of: section.group, in: LayoutRect(origin: origin, size: groupSize))
      }
      // Rule 12: the last instance fills only its first slots, and shows only their badges.
      let first = lines[repetition].first
      let present = lines[repetition].count
      for local in 0..<present {
        let cell = instance.cells[local]
        elements.append(
          ReferenceElement(
            indexPath: LayoutIndexPath(item: first + local, section: index), category: .cell,
            frame: cell.frame, zIndex: cell.zIndex, scrollsWithRow: isOrthogonal))
      }
      // Rule 17 (iOS 17): a group's badges are numbered by group instance, the kind's badges
      // of one instance one after another; an item's take its index path.
      let perInstance = Dictionary(
        instance.badges.filter(\.isOnGroup).map { ($0.kind, 1) }, uniquingKeysWith: +)
      var ordinals: [String: Int] = [:]
      for badge in instance.badges {
        var item = first + badge.cellIndex
        if badge.isOnGroup {
          let ordinal = ordinals[badge.kind, default: 0]
          ordinals[badge.kind] = ordinal + 1
          item = repetition * (perInstance[badge.kind] ?? 1) + ordinal
        }
        guard badge.cellIndex < present else { continue }
        elements.append(
          ReferenceElement(
            indexPath: LayoutIndexPath(item: item, section: index),
            category: .supplementaryView, kind: badge.kind, frame: badge.frame,
            zIndex: badge.zIndex, scrollsWithRow: isOrthogonal))
      }
    }
    var boundaryKinds: [String: Bool] = [:]
    for item in section.boundarySupplementaryItems {
      boundaryKinds[item.elementKind] = item.size.isEstimated
    }
    // Measured instances repeat the template's values, so they break no rule it does not.
    return Placed(
      elements: elements, length: length, diagnostics: diagnostics, violations: violations.all,
      measurable: ReferenceLayout.MeasurableSection(
        itemCount: itemCount, selfSizingCells: template.cells.map(\.isSelfSizing),
        boundaryKinds: boundaryKinds, keepsCellSizes: Self.hasEstimatedDimension(section.group)))
  }

  /// Whether `group`, or a group or item inside it, has an estimated dimension.
  static func hasEstimatedDimension(_ group: LayoutGroup) -> Bool {
    if group.size.isEstimated { return true }
    switch group.arrangement {
    case .sequence(_, let subitems): return subitems.contains(where: hasEstimatedDimension)
    case .repeating(_, let subitem, _): return hasEstimatedDimension(subitem)
    case .custom: return false
    }
  }

  /// Whether `subitem`, or anything inside it, has an estimated dimension.
  static func hasEstimatedDimension(_ subitem: LayoutSubitem) -> Bool {
    switch subitem {
    case .item(let item): item.size.isEstimated
    case .group(let group): hasEstimatedDimension(group)
    }
  }

  /// One group instance: the items it shows, and its content when measurements lay it out
  /// apart from the template.
  struct Line {
    /// The item its first cell shows.
    var first: Int
    /// How many items it shows.
    var count: Int
    /// Its content at the origin, or `nil` for the template.
    var piece: ReferenceGroupWalker.Piece?
  }

  /// The group instances: item `i` is cell `i mod k` of instance `i div k`, where `k` is the
  /// template's cell count, since measurements never change how many cells an instance
  /// holds. An instance holding a measured self-sizing cell is laid out with its
  /// measurements.
  private func instances(
    of group: LayoutGroup, size: LayoutSize, template: ReferenceGroupContent, itemCount: Int,
    cellSizes: [Int: LayoutSize], walker: ReferenceGroupWalker
  ) -> [Line] {
    let perGroup = template.cells.count
    guard perGroup > 0 else { return [] }
    var byRepetition: [Int: [Int: LayoutSize]] = [:]
    for (item, size) in cellSizes
    where (0..<itemCount).contains(item) && template.cells[item % perGroup].isSelfSizing
      && Self.isUsable(size)
    {
      byRepetition[item / perGroup, default: [:]][item % perGroup] = size
    }
    return stride(from: 0, to: itemCount, by: perGroup).map { first in
      var line = Line(first: first, count: min(perGroup, itemCount - first))
      if let sizes = byRepetition[first / perGroup] {
        var measuring = walker
        measuring.measurements = sizes
        line.piece = measuring.measuredPiece(of: group, size: size)
      }
      return line
    }
  }

  /// A flow section's lines (rule 21c), from the first item on: each holds as many items as
  /// fit at their measured lengths, at least one; a measurement longer than the line counts
  /// as the line's length.
  private func flowLines(
    of group: LayoutGroup, size: LayoutSize, itemCount: Int, cellSizes: [Int: LayoutSize],
    walker: ReferenceGroupWalker
  ) -> [Line] {
    let axis = scrollAxis.cross
    let insets = group.contentInsets.resolved(for: .leftToRight)
    let room = max(0, size.length(along: axis) - insets.total(along: axis))
    var lines: [Line] = []
    var first = 0
    while first < itemCount {
      var measuring = walker
      measuring.isFlowLine = true
      for (item, measured) in cellSizes
      where item >= first && item < itemCount && Self.isUsable(measured) {
        var clamped = measured
        if axis == .horizontal {
          clamped.width = min(clamped.width, room)
        } else {
          clamped.height = min(clamped.height, room)
        }
        measuring.measurements[item - first] = clamped
      }
      let piece = measuring.measuredPiece(of: group, size: size)
      let count = max(1, min(piece.content.cells.count, itemCount - first))
      // Only the cells the line shows were measured; a line without any is the template.
      let shown = measuring.measurements.keys.contains { $0 < count }
      lines.append(Line(first: first, count: count, piece: shown ? piece : nil))
      first += count
    }
    return lines
  }

  /// Whether the flow rule applies to `group` (rule 21c): a sequence across the scroll axis,
  /// in a length it knows, of a single item estimated along it.
  private func isFlowLine(_ group: LayoutGroup) -> Bool {
    let axis = scrollAxis.cross
    guard case .sequence(let along, let subitems) = group.arrangement, along == axis,
      !group.size.dimension(along: axis).isEstimated, let only = subitems.first,
      subitems.count == 1, case .item(let item) = only
    else { return false }
    if case .estimated = item.size.dimension(along: axis) { return true }
    return false
  }

  /// Whether a measured size can be used: finite and not negative.
  private static func isUsable(_ size: LayoutSize) -> Bool {
    size.width >= 0 && size.width <= LayoutSection.maximumLength && size.height >= 0
      && size.height <= LayoutSection.maximumLength
  }

  /// Records every kind the section reuses (rule 15: kinds are unique per section, so
  /// index paths are unambiguous): a kind shared by two of the layout's own boundary items,
  /// the section's boundary items, its decorations and the distinct kinds of the anchored
  /// items of a group instance (`template`, when the group was laid out), and a kind two
  /// anchored items of one cell share.
  private func checkKinds(
    of section: LayoutSection, template: ReferenceGroupContent?,
    into violations: ReferenceViolations
  ) {
    var seen = layoutKinds
    let kinds =
      section.boundarySupplementaryItems.map(\.elementKind)
      + section.decorationItems.map(\.elementKind)
      + Set(template?.badges.map(\.kind) ?? [])
    for kind in kinds where !seen.insert(kind).inserted {
      violations.record(.duplicateElementKind(section: index, kind: kind))
    }
    var onCells: Set<String> = []
    for badge in template?.badges ?? []
    where !onCells.insert("\(badge.cellIndex) \(badge.kind)").inserted {
      violations.record(.duplicateElementKind(section: index, kind: badge.kind))
    }
    // A kind on both a group and an item would number two badges alike.
    let badges = template?.badges ?? []
    let groupKinds = Set(badges.filter(\.isOnGroup).map(\.kind))
    for badge in badges where !badge.isOnGroup && groupKinds.contains(badge.kind) {
      violations.record(.duplicateElementKind(section: index, kind: badge.kind))
    }
  }

  /// The container insets the section measures from, in points and left-to-right sides:
  /// the layout's for `automatic`, otherwise the host's insets for `reference`; either way
  /// only across the scroll axis.
  ///
  /// Decision: a section's own reference is a container inset like the layout's, so rule 5
  /// applies to both (a side strictly between 0 and 1 is a fraction of the container).
  private func containerInsets(for reference: ContentInsetsReference) -> LayoutInsets {
    let size = environment.container.contentSize
    let insets =
      reference == .automatic
      ? environment.container.contentInsets
      : ReferenceSolver.acrossScrolling(
        referenceInsets.guideInsets(for: reference, hostWidth: size.width), scrollAxis)
    return insets.containerPoints(in: size).resolved(for: .leftToRight)
  }
}
