import LayoutGeometry

extension SolvedLayout {
  /// The attributes of every element whose frame intersects `rect` — cells, supplementary
  /// views and decorations — with pinned items placed for `contentOffset` and each
  /// orthogonal section's row scrolled to `rowOffsets[section]` (0 when absent; the row's
  /// items and their anchored items move, its boundary items and background do not: in
  /// UIKit a row's cells live in a nested scroll view while the section's background and
  /// headers stay in the collection view — decided from that structure).
  ///
  /// Order: the layout's boundary items, then section by section its boundary items and
  /// decorations, then its cells, each group instance's cells followed by their anchored
  /// items.
  ///
  /// For `layout`, a grid of five 75 pt squares per row at this width:
  ///
  /// ```swift
  /// let solved = LayoutSolver.solve(
  ///   layout, size: LayoutSize(width: 375, height: 812), itemCounts: [100])
  /// let screen = LayoutRect(x: 0, y: 300, width: 375, height: 812)
  /// solved.attributesForElements(in: screen).count  // 55: rows 4 to 14
  /// ```
  ///
  /// - Complexity: O(log sections per section the rect touches + returned elements), for
  ///   layouts whose groups advance (positive group stride). Each section touched also scans
  ///   its boundary items and decorations, each group instance touched its cells and anchored
  ///   items (returned or not), and a section with measured sizes adds O(log groups). A
  ///   section whose groups overlap completely (negative spacing cancelling the group's
  ///   length) is scanned group by group.
  public func attributesForElements(
    in rect: LayoutRect, contentOffset: LayoutPoint = .zero, rowOffsets: [Int: Double] = [:]
  ) -> [LayoutAttributes] {
    attributesForElements(in: rect, contentOffset: contentOffset, rowOffsets: rowOffsets) { _ in
      nil
    }
  }

  /// The attributes of every element visible at `contentOffset` (the container's rect
  /// there), after each section's visible-items handler, as `handlers` gives it by section
  /// index, has adjusted that section's elements (rule 22). The handlers belong to the
  /// layout's description, not to this value; ``LayoutHost/visibleAttributes`` passes them.
  ///
  /// What a handler sets is clamped to usable values (decided; UIKit does not say): alpha
  /// to 0…1, and a NaN alpha, a non-finite centre or a transform with a non-finite
  /// component leaves that property as it was.
  ///
  /// A handler receives its section's visible cells, supplementaries and decorations, the
  /// offset (the content offset, or for an orthogonal section its row's offset along the
  /// row) and the environment; what it changes shows in the result only, so changes are
  /// gone once it stops making them. UIKit ignores a handler's changes to self-sizing
  /// (estimated) items; here sizes are final values, so changes apply to every item
  /// (decided).
  ///
  /// - Complexity: that of ``attributesForElements(in:contentOffset:rowOffsets:)`` plus the
  ///   handlers' own cost.
  func visibleAttributes(
    contentOffset: LayoutPoint, rowOffsets: [Int: Double],
    handlers: (Int) -> LayoutVisibleItemsHandler?
  ) -> [LayoutAttributes] {
    attributesForElements(
      in: LayoutRect(origin: contentOffset, size: environment.container.contentSize),
      contentOffset: contentOffset, rowOffsets: rowOffsets, handlers: handlers)
  }

  private func attributesForElements(
    in rect: LayoutRect, contentOffset: LayoutPoint, rowOffsets: [Int: Double],
    handlers: (Int) -> LayoutVisibleItemsHandler?
  ) -> [LayoutAttributes] {
    guard !(rect.minX.isNaN || rect.minY.isNaN || rect.width.isNaN || rect.height.isNaN) else {
      return []
    }
    let logical = mirrored(rect)
    let visible = visibleSpan(at: contentOffset)
    var result: [LayoutAttributes] = []
    let layout = layoutOwner
    for element in layoutElements
    where frame(of: element, owner: layout, visible: visible).intersects(logical) {
      result.append(attributes(of: element, owner: layout, visible: visible))
    }
    for index in sectionIndices(meeting: logical) {
      let section = sections[index]
      let sectionStart = start(ofSection: index)
      let owner = PinOwner(section, start: sectionStart)
      let firstElement = result.count
      for element in section.elements
      where frame(of: element, owner: owner, visible: visible).intersects(logical) {
        result.append(attributes(of: element, owner: owner, visible: visible))
      }
      let rowOffset = rowOffsets[section.index] ?? 0
      appendGroups(
        of: section, start: sectionStart, rowOffset: rowOffset, in: logical, to: &result)
      if let handler = handlers(section.index) {
        let offset =
          section.isOrthogonal
          ? LayoutPoint(main: rowOffset, cross: 0, along: scrollAxis.cross) : contentOffset
        // A row's items reach the handler in the row's own, unscrolled coordinates, as in
        // UIKit (the carousel idiom subtracts the offset itself).
        let unscroll = section.isOrthogonal ? rowShift(rowOffset) : .zero
        var items = result[firstElement...].map { attributes in
          var moved = attributes
          moved.frame = moved.frame.offsetBy(dx: unscroll.x, dy: unscroll.y)
          return LayoutVisibleItem(attributes: moved)
        }
        handler(&items, offset, environment)
        for (position, item) in zip(firstElement..., items) where position < result.count {
          var adjusted = item.attributes.sanitized(
            keeping: result[position], unscrolledBy: unscroll)
          adjusted.frame = adjusted.frame.offsetBy(dx: -unscroll.x, dy: -unscroll.y)
          result[position] = adjusted
        }
      }
    }
    return result
  }

  /// The sections whose elements can meet `logical`, a rect in the solver's left-to-right
  /// coordinates: from the first whose reach ends beyond its start to the last whose reach
  /// starts before its end (pinned items wherever they pin, badges beyond their section).
  ///
  /// - Complexity: O(log sections).
  func sectionIndices(meeting logical: LayoutRect) -> Range<Int> {
    // Relative to the first section's start, and widened by a hair: the stack adds the
    // same numbers in another order than a section's frames do, and a section it lets
    // through in excess is filtered by its frames.
    let origin = layoutBoundary.extensions.start
    let low = logical.minimum(along: scrollAxis) - origin
    let high = logical.maximum(along: scrollAxis) - origin
    let slack = 1e-12 * (1 + abs(low) + abs(high))
    let first = stack.firstSection(reachingBeyond: low - slack)
    let last = stack.lastSection(reachingBefore: high + slack)
    return first..<max(first, last + 1)
  }

  /// How far a row's elements move, on screen, when its scroll is undone: back along the
  /// row, which runs leftwards in a right-to-left layout.
  private func rowShift(_ rowOffset: Double) -> LayoutPoint {
    switch scrollAxis.cross {
    case .horizontal:
      let sign = environment.traits.readingDirection == .rightToLeft ? -1.0 : 1.0
      return LayoutPoint(x: sign * rowOffset, y: 0)
    case .vertical:
      return LayoutPoint(x: 0, y: rowOffset)
    }
  }

  private func appendGroups(
    of section: SolvedSection, start: Double, rowOffset: Double, in rect: LayoutRect,
    to result: inout [LayoutAttributes]
  ) {
    let groupCount = section.groupCount
    guard groupCount > 0 else { return }
    let axis = section.strideAxis
    let origin = section.groupOrigin(0, start: start, rowOffset: rowOffset)
      .coordinate(along: axis)
    let bounds = section.searchBounds
    let repetitions = Self.repetitions(
      of: section, from: rect.minimum(along: axis) - origin - bounds.maximum(along: axis),
      to: rect.maximum(along: axis) - origin - bounds.minimum(along: axis))
    var first = section.firstItem(ofRepetition: repetitions.lowerBound)
    for repetition in repetitions {
      let groupOrigin = section.groupOrigin(repetition, start: start, rowOffset: rowOffset)
      let instance = section.group(at: repetition)
      let present = section.itemCount(inRepetition: repetition)
      defer { first += present }
      for (local, cell) in instance.cells.prefix(present).enumerated()
      where cell.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y).intersects(rect) {
        result.append(
          cellAttributes(
            section: section, item: first + local, cell: cell, groupOrigin: groupOrigin))
      }
      for anchored in instance.supplementaries
      where anchored.cellIndex < present
        && anchored.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y).intersects(rect)
      {
        result.append(
          attributes(of: anchored, in: section, groupOrigin: groupOrigin, firstItem: first))
      }
    }
  }

  /// The group repetitions whose offset along the stride axis may fall strictly between
  /// `low` and `high`: by division while groups are alike, by a descent of the section's
  /// group list in a self-sizing section,
  /// measured, and every repetition when groups do not advance (negative spacing).
  ///
  /// - Complexity: O(1), or O(log chunks) in a self-sizing section.
  static func repetitions(of section: SolvedSection, from low: Double, to high: Double)
    -> ClosedRange<Int>
  {
    let count = section.groupCount
    if let sizing = section.sizing, !sizing.isUniform {
      guard section.spacing >= 0 else { return 0...(count - 1) }
      let first = sizing.groups.index(containingWeight: low)
      return first...max(first, sizing.groups.index(containingWeight: high))
    }
    let stride = section.groupStride
    guard stride > 0 else { return 0...(count - 1) }
    let upperBound = Double(count - 1)
    func clamped(_ value: Double) -> Int {
      guard !value.isNaN else { return 0 }
      return Int(min(max(value, 0), upperBound))
    }
    let first = clamped((low / stride).rounded(.down))
    let last = clamped((high / stride).rounded(.up))
    return first...max(first, last)
  }
}
