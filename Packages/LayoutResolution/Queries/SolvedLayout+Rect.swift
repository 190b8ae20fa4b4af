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
  /// - Complexity: O(log sections per section the rect touches + returned elements),
  ///   whichever way groups go: negative spacing that makes them stand still or go back
  ///   costs the same. Each section touched also scans its boundary items and decorations,
  ///   each group instance touched its cells and anchored items (returned or not), and a
  ///   section with measured sizes adds O(log groups). One case costs more: a measured
  ///   section with a negative spacing adds O(measured instances · log groups) for that
  ///   section, and a rect that meets the groups' box but none of their elements across
  ///   the scroll axis costs O(log groups) per measured instance it spans
  ///   (`docs/performance.md#limits`).
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

  /// The attributes ``attributesForElements(in:contentOffset:rowOffsets:)`` returns, or
  /// `nil` as soon as they are more than `limit`: for pictures of a whole layout and other
  /// callers whose memory must stay bounded whatever the layout holds.
  ///
  /// - Complexity: that of ``attributesForElements(in:contentOffset:rowOffsets:)`` with the
  ///   returned elements counted up to `limit + 1`.
  package func attributesForElements(
    in rect: LayoutRect, contentOffset: LayoutPoint = .zero, rowOffsets: [Int: Double] = [:],
    limit: Int
  ) -> [LayoutAttributes]? {
    let result = attributesForElements(
      in: rect, contentOffset: contentOffset, rowOffsets: rowOffsets, limit: limit
    ) { _ in nil }
    return result.count > limit ? nil : result
  }

  /// The query itself; it stops once it holds more than `limit` elements (the result is
  /// then incomplete, and the callers that pass a limit say so).
  private func attributesForElements(
    in rect: LayoutRect, contentOffset: LayoutPoint, rowOffsets: [Int: Double],
    limit: Int = .max, handlers: (Int) -> LayoutVisibleItemsHandler?
  ) -> [LayoutAttributes] {
    guard !(rect.minX.isNaN || rect.minY.isNaN || rect.width.isNaN || rect.height.isNaN) else {
      return []
    }
    let logical = QueryBox(
      rect,
      mirroredIn: environment.traits.readingDirection == .rightToLeft
        ? contentSize.width : nil)
    let visible = visibleSpan(at: contentOffset)
    var result: [LayoutAttributes] = []
    let layout = layoutOwner
    for element in layoutElements
    where frame(of: element, owner: layout, visible: visible).intersects(logical) {
      result.append(attributes(of: element, owner: layout, visible: visible))
    }
    for index in sectionIndices(
      from: logical.minimum(along: scrollAxis), to: logical.maximum(along: scrollAxis))
    {
      guard result.count <= limit else { break }
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
        of: section, start: sectionStart, rowOffset: rowOffset, in: logical, limit: limit,
        to: &result)
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
    sectionIndices(
      from: logical.minimum(along: scrollAxis), to: logical.maximum(along: scrollAxis))
  }

  /// The sections whose elements can meet the span from `low` to `high` along the scroll
  /// axis.
  ///
  /// - Complexity: O(log sections).
  private func sectionIndices(from low: Double, to high: Double) -> Range<Int> {
    // Relative to the first section's start, and widened by a hair: the stack adds the
    // same numbers in another order than a section's frames do, and a section it lets
    // through in excess is filtered by its frames.
    let origin = layoutBoundary.extensions.start
    let low = low - origin
    let high = high - origin
    let slack = 1e-12 * (1 + max(low.finiteMagnitude, high.finiteMagnitude))
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
    of section: SolvedSection, start: Double, rowOffset: Double, in rect: QueryBox,
    limit: Int, to result: inout [LayoutAttributes]
  ) {
    guard section.groupCount > 0 else { return }
    let axis = section.strideAxis
    let origin = section.groupOrigin(0, start: start, rowOffset: rowOffset)
      .coordinate(along: axis)
    // Every repetition sits at the same place across the stride axis, so an unmeasured one
    // can show only the template's elements that meet the rect there: a rect that misses
    // them all (a container of zero width, a band between a group's cells) meets none of
    // those repetitions, however many it spans.
    let across = axis.cross
    let crossOrigin = section.groupOrigin(0, start: start, rowOffset: rowOffset)
      .coordinate(along: across)
    let template = section.templateFrames(meetingAcross: rect, crossOrigin: crossOrigin)
    // A self-sizing section with no measured instance keeps the narrow box: its
    // repetitions are all the template. (Its whole box would let a rect across it walk
    // every repetition; whether any instance is measured is counted, not scanned for.)
    let bounds: LayoutRect
    if section.sizing?.hasMeasuredInstance != true {
      guard let first = template.first else { return }
      bounds = template.dropFirst().reduce(first) { $0.union($1) }
    } else {
      bounds = section.searchBounds
      guard rect.minimum(along: across) < crossOrigin + bounds.maximum(along: across),
        rect.maximum(along: across) > crossOrigin + bounds.minimum(along: across)
      else { return }
    }
    // After a repetition that shows nothing the walk goes straight to the next one that can
    // show something (`nextRepetition`): only among the template's repetitions, which hold
    // as many items as the one before (not in a flow section), and never past a measured
    // instance.
    let skipsAlike = section.sizing?.lines == nil
    let templateStride =
      section.sizing.map { $0.isUniform ? section.groupStride : $0.groups.fill.stride }
      ?? section.groupStride
    let wanted = Span(
      start: rect.minimum(along: axis) - origin, end: rect.maximum(along: axis) - origin)
    let scale = max(
      origin.finiteMagnitude, bounds.minimum(along: axis).finiteMagnitude,
      bounds.maximum(along: axis).finiteMagnitude)
    // The item shown by the last repetition's first cell, and how many it showed: the next
    // repetition's first item follows without a search of a flow section's lines.
    var previous: (repetition: Int, first: Int, present: Int)?
    var cursor = RepetitionCursor()
    Self.forEachRepetition(
      of: section, meeting: wanted, within: bounds, template: template, scale: scale
    ) { repetition in
      let shown = result.count
      let (step, instance) = cursor.read(repetition, of: section)
      let groupOrigin = section.groupOrigin(
        atStrideOffset: step, start: start, rowOffset: rowOffset)
      let first: Int
      if let previous, previous.repetition + 1 == repetition {
        first = previous.first + previous.present
      } else {
        first = section.firstItem(ofRepetition: repetition)
      }
      let present = section.itemCount(inRepetition: repetition)
      previous = (repetition, first, present)
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
          attributes(
            of: anchored, in: section, groupOrigin: groupOrigin, repetition: repetition,
            firstItem: first))
      }
      guard result.count <= limit else { return nil }
      guard result.count == shown else { return repetition + 1 }
      let measured = section.sizing?.groups.firstStoredIndex(from: repetition)
      guard measured != repetition else { return repetition + 1 }
      // Up to the next measured instance, every repetition is the template again.
      if template.isEmpty { return measured ?? section.groupCount }
      guard skipsAlike else { return repetition + 1 }
      return section.nextRepetition(
        meeting: rect, template: template, stride: templateStride, after: repetition,
        before: measured ?? section.groupCount, start: start, rowOffset: rowOffset)
    }
  }

  /// Calls `body`, in increasing order, with the group repetitions whose elements may meet
  /// `wanted` (a span along the stride axis, relative to the first repetition's origin): all
  /// of them, and a few more, until `body` returns `nil`. `body` returns the next repetition
  /// worth a call (the one after, or further when it knows those between show nothing).
  ///
  /// The repetitions whose box, `bounds` (around the template's elements that can meet the
  /// rect across the stride axis, or ``SolvedSection/searchBounds`` once an instance is
  /// measured), meets the span come first. `template` holds those elements' frames.
  /// When that box is far longer than a group's stride (a badge anchored far away, custom
  /// frames outside their group), most of those repetitions would show nothing: the
  /// template's elements are then grouped into clusters no closer than a stride, each
  /// cluster finds its own repetitions, and measured instances are checked one by one.
  ///
  /// - Complexity: O(log groups + k) for k repetitions returned, when the box is about a
  ///   stride long; otherwise O(e log e + c · log groups + m log groups + k) for e elements
  ///   in the template, c clusters and m measured instances.
  static func forEachRepetition(
    of section: SolvedSection, meeting wanted: Span, within bounds: LayoutRect,
    template: [LayoutRect], scale: Double, _ body: (Int) -> Int?
  ) {
    // Whether the walk goes on after `range`.
    func walk(_ range: Range<Int>) -> Bool {
      var repetition = range.lowerBound
      while repetition < range.upperBound {
        guard let next = body(repetition) else { return false }
        repetition = max(next, repetition + 1)
      }
      return true
    }
    let axis = section.strideAxis
    let boxed = Span(
      start: wanted.start - bounds.maximum(along: axis),
      end: wanted.end - bounds.minimum(along: axis))
    // Whether `found` repetitions are far more than the `needed` the span alone meets.
    func isWasteful(_ found: Int, needed: Double) -> Bool {
      found > 64 && Double(found) > 4 * needed
    }
    if section.hasEvenStrides {
      // The usual case, without an array: one range by division.
      let range = run(
        0..<section.groupCount, from: 0, stride: section.groupStride, boxed, scale: scale)
      // As many repetitions as the span alone can meet, give or take two at each end.
      let needed = abs(wanted.length) / abs(section.groupStride) + 4
      if !isWasteful(range.count, needed: needed) {
        _ = walk(range)
        return
      }
    }
    var ranges = repetitions(of: section, offsetsIn: boxed, scale: scale)
    let found = ranges.reduce(0) { $0 &+ $1.count }
    if found > 64 {
      // Measured strides differ from the template's: the span alone is searched the same way.
      let needed = repetitions(of: section, offsetsIn: wanted, scale: scale)
        .reduce(0) { $0 &+ $1.count }
      if isWasteful(found, needed: Double(needed) + 4) {
        ranges = clusteredRepetitions(
          of: section, meeting: wanted, template: template, scale: scale)
      }
    }
    for range in ranges {
      guard walk(range) else { return }
    }
  }

  /// The repetitions of ``forEachRepetition(of:meeting:_:)`` found element cluster by
  /// element cluster, and measured instance by measured instance, sorted and merged.
  ///
  /// - Complexity: O(e log e + c · log groups + m log groups) for e elements in the
  ///   template, c clusters and m measured instances, plus sorting the ranges.
  private static func clusteredRepetitions(
    of section: SolvedSection, meeting wanted: Span, template: [LayoutRect], scale: Double
  ) -> [Range<Int>] {
    let axis = section.strideAxis
    // Cut to ±2¹⁰⁰⁰ like query edges: an element reaching to infinity (a measured size of
    // 10³⁰⁸) must not make its cluster's window every repetition; NaN spans meet nothing.
    let bound = 0x1p1000
    func span(_ frame: LayoutRect) -> Span {
      Span(
        start: min(max(frame.minimum(along: axis), -bound), bound),
        end: min(max(frame.maximum(along: axis), -bound), bound))
    }
    var spans = template.map(span).filter { !$0.start.isNaN && !$0.end.isNaN }
    spans.sort { $0.start < $1.start }
    var clusters: [Span] = []
    let gap = abs(section.groupStride)
    for span in spans {
      if let last = clusters.last, span.start - last.end <= gap {
        clusters[clusters.count - 1].end = max(last.end, span.end)
      } else {
        clusters.append(span)
      }
    }
    var ranges: [Range<Int>] = []
    for cluster in clusters {
      ranges += repetitions(
        of: section,
        offsetsIn: Span(start: wanted.start - cluster.end, end: wanted.end - cluster.start),
        scale: scale)
    }
    for (repetition, instance) in section.sizing?.instances ?? []
    where repetition < section.groupCount {
      let offset = section.strideOffset(repetition)
      let box = instance.contentBounds
      if offset + box.minimum(along: axis) <= wanted.end,
        offset + box.maximum(along: axis) >= wanted.start
      {
        ranges.append(repetition..<repetition + 1)
      }
    }
    ranges.sort { $0.lowerBound < $1.lowerBound }
    var merged: [Range<Int>] = []
    for range in ranges where !range.isEmpty {
      if let last = merged.last, range.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// The group repetitions whose offset along the stride axis (from the first repetition's)
  /// may fall in `span`: all of them, and a few more, in increasing order.
  ///
  /// Groups usually advance, and the repetitions are a range found by division, or by a
  /// descent of the section's group list once measured. A negative `interGroupSpacing` can
  /// make groups stand still or go backwards (rule 13), and the search stays as cheap
  /// (decided, see `docs/performance.md#limits`): a zero stride puts every group in one
  /// place, so a span meets all of them or none; a negative one is a range found by the
  /// same division. Only a measured section with a negative spacing, whose strides may have
  /// both signs, is searched run by run: each stretch of unmeasured groups between measured
  /// instances is a range found by division; so is one whose estimated groups do not advance.
  ///
  /// - Complexity: O(1), or O(log groups) once measured; O(m log groups) for a measured
  ///   section with a negative spacing or estimated groups that do not advance, with m
  ///   measured instances.
  static func repetitions(of section: SolvedSection, offsetsIn span: Span, scale: Double)
    -> [Range<Int>]
  {
    let count = section.groupCount
    let low = span.start
    let high = span.end
    guard count > 0, !low.isNaN, !high.isNaN else { return [] }
    guard let groups = section.sizing?.groups, !section.hasEvenStrides else {
      return [run(0..<count, from: 0, stride: section.groupStride, span, scale: scale)]
    }
    if section.spacing >= 0, groups.fill.stride > 0 {
      // Every stride is a length plus the spacing: the running sum only grows. (A run of
      // groups that do not advance would be found by its first group only: those go run
      // by run below, each run all or none.)
      guard low <= high else { return [] }
      let first = groups.index(containingWeight: low)
      return [first..<max(first, groups.index(containingWeight: high)) + 1]
    }
    // Only stored instances differ from the list's fill stride.
    var ranges: [Range<Int>] = []
    var runStart = 0
    for next in groups.storedElements(in: 0..<count).map(\.index) + [count] {
      let offset = groups.weight(before: runStart)
      ranges.append(
        run(runStart..<next, from: offset, stride: groups.fill.stride, span, scale: scale))
      guard next < count else { break }
      let measuredOffset = groups.weight(before: next)
      if measuredOffset >= low, measuredOffset <= high { ranges.append(next..<next + 1) }
      runStart = next + 1
    }
    return ranges
  }

  /// The repetitions of `repetitions`, evenly spaced by `stride` from `offset` for the
  /// first, whose offset may fall in `span` (a few more at the ends): empty when none
  /// can. A zero stride keeps them all in one place; an infinite one puts all but the first
  /// out of reach. `scale` is the magnitude of the other numbers the span was computed
  /// from (the first group's origin, its box).
  ///
  /// - Complexity: O(1).
  private static func run(
    _ repetitions: Range<Int>, from offset: Double, stride: Double, _ span: Span,
    scale: Double
  ) -> Range<Int> {
    let low = span.start
    let high = span.end
    let none = repetitions.lowerBound..<repetitions.lowerBound
    // A span that ends before it starts (a rect of negative height, as an intersection
    // test sees it) holds no offset: without this, the division below would take its ends
    // in either order and keep every repetition between them.
    guard !repetitions.isEmpty, low <= high else { return none }
    guard stride != 0, stride.isFinite else {
      // Strictly inside, as `intersects(_:)` has it: a box touching the span at an edge
      // meets nothing.
      guard low < offset, high > offset else { return none }
      return stride == 0 ? repetitions : repetitions.lowerBound..<repetitions.lowerBound + 1
    }
    // Positions carry rounding errors relative to the numbers they come from (a few units
    // in the last place), and past 2⁵² repetitions (tiny strides, huge counts) that is
    // whole steps. Each end is widened by 2⁻⁴⁶ of the largest finite number it was
    // computed from: not their sum, which overflows near Double's limit, not an infinite
    // one, which would make the window everything, and not the other end's, which would
    // widen a window a hair wide by 2⁻⁴⁶ of a screen (a million groups of 10⁻³⁰⁰ pt).
    let offsetScale = max(offset.finiteMagnitude, scale)
    let lowSlack = max(low.finiteMagnitude, offsetScale) * 0x1p-46
    let highSlack = max(high.finiteMagnitude, offsetScale) * 0x1p-46
    let ends = ((low - offset - lowSlack) / stride, (high - offset + highSlack) / stride)
    let lower = min(ends.0, ends.1).rounded(.down)
    let upper = max(ends.0, ends.1).rounded(.up)
    let last = repetitions.count - 1
    guard upper >= 0, lower <= Double(last) else { return none }
    let first = steps(lower, upTo: last)
    return repetitions.lowerBound + first..<repetitions.lowerBound + steps(upper, upTo: last) + 1
  }

  /// `value` (whole) as a count of steps clamped to `0...limit`, without the trap
  /// `Int(_:)` has for values beyond `Int.max` (`Double(limit)` may round up to 2⁶³).
  private static func steps(_ value: Double, upTo limit: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < 0x1p63 else { return limit }
    return min(Int(value), limit)
  }
}

/// A query rect held by its four edges, in the solver's left-to-right coordinates.
///
/// Mirroring a rect for a right-to-left layout by origin and width breaks down when it
/// reaches to infinity (its far edge becomes −∞ + ∞ = NaN) or far beyond the content
/// (its near edge is rounded away); edges mirror exactly.
struct QueryBox {
  var minX: Double
  var maxX: Double
  var minY: Double
  var maxY: Double

  /// `rect`'s edges, flipped left for right in a content `width` wide when one is given.
  init(_ rect: LayoutRect, mirroredIn width: Double?) {
    minY = rect.minY
    maxY = rect.maxY
    if let width {
      minX = width - rect.maxX
      maxX = width - rect.minX
    } else {
      minX = rect.minX
      maxX = rect.maxX
    }
  }

  /// Whether `frame` overlaps the box, as `LayoutRect.intersects(_:)` has it.
  func intersects(_ frame: LayoutRect) -> Bool {
    frame.minX < maxX && minX < frame.maxX && frame.minY < maxY && minY < frame.maxY
  }

  /// The box's lowest coordinate along `axis`.
  func minimum(along axis: LayoutAxis) -> Double { axis == .horizontal ? minX : minY }

  /// The box's highest coordinate along `axis`.
  func maximum(along axis: LayoutAxis) -> Double { axis == .horizontal ? maxX : maxY }
}

extension LayoutRect {
  /// Whether the rect overlaps `box`.
  fileprivate func intersects(_ box: QueryBox) -> Bool { box.intersects(self) }
}

extension SolvedSection {
  /// The first repetition after `repetition`, which showed nothing, and before `end`, at
  /// which an element of `template` can meet `rect` along the stride axis; `end` when none
  /// can. This is what stops a walk that meets only repetitions that show nothing.
  ///
  /// Up to `end`, with no measured instance between, every repetition is the template and
  /// the origins move one way, by `stride` (or stand still, a zero stride: then none can).
  /// Each element meets the rect over one run of repetitions; as the rect slides over the
  /// template, the next element it reaches is the nearest one it has not passed. That
  /// element's first repetition is found by doubling and halving over the origins the
  /// query computes (so groups that stand still, or strides too small to move a position at
  /// its magnitude, cost no more), and if nothing shows there either (the rect stepped over
  /// it) the next nearest is sought from there.
  ///
  /// - Complexity: O(t + log groups) per element the rect steps over, for t elements in the
  ///   template; those are at most the repetitions whose box meets the rect.
  fileprivate func nextRepetition(
    meeting rect: QueryBox, template: [LayoutRect], stride: Double, after repetition: Int,
    before end: Int, start: Double, rowOffset: Double
  ) -> Int {
    guard stride.isFinite, stride != 0 else { return end }
    let axis = strideAxis
    let low = rect.minimum(along: axis)
    let high = rect.maximum(along: axis)
    let forward = stride > 0
    // Where `frame` lies along the axis in the repetition at `origin`, placed as the query
    // places it, so that both agree to the last bit.
    func span(_ frame: LayoutRect, at origin: LayoutPoint) -> Span {
      let placed = frame.offsetBy(dx: origin.x, dy: origin.y)
      return Span(start: placed.minimum(along: axis), end: placed.maximum(along: axis))
    }
    func origin(_ candidate: Int) -> LayoutPoint {
      groupOrigin(candidate, start: start, rowOffset: rowOffset)
    }
    // Whether the rect has yet to reach `frame` in repetition `candidate`.
    func isAhead(_ frame: LayoutRect, at candidate: Int) -> Bool {
      let placed = span(frame, at: origin(candidate))
      return forward ? placed.end <= low : placed.start >= high
    }
    var current = repetition
    while current + 1 < end {
      let here = origin(current)
      var lead: LayoutRect?
      var nearest = forward ? -Double.infinity : Double.infinity
      for frame in template {
        let placed = span(frame, at: here)
        if forward, placed.end <= low, placed.end > nearest {
          (lead, nearest) = (frame, placed.end)
        } else if !forward, placed.start >= high, placed.start < nearest {
          (lead, nearest) = (frame, placed.start)
        }
      }
      // The rect has passed every element: nothing further can show.
      guard let lead else { return end }
      // Doubling steps find a repetition the rect reaches the lead in, halving the first.
      var ahead = current
      var step = 1
      var reached: Int
      while true {
        let remaining = end - 1 - ahead
        guard remaining > 0 else { return end }
        let probe = ahead + min(step, remaining)
        if !isAhead(lead, at: probe) {
          reached = probe
          break
        }
        ahead = probe
        step = step > Int.max / 2 ? Int.max : step * 2
      }
      while reached - ahead > 1 {
        let middle = ahead + (reached - ahead) / 2
        if isAhead(lead, at: middle) { ahead = middle } else { reached = middle }
      }
      let there = origin(reached)
      if template.contains(where: { span($0, at: there).meets(low, high) }) { return reached }
      current = reached
    }
    return end
  }

  /// The frames of the template's cells and anchored items, relative to a group's origin,
  /// that meet `rect` across the stride axis when a group's origin there is `crossOrigin`:
  /// the only ones an unmeasured repetition can show in `rect`. Placed as the query places
  /// an element, so that both agree to the last bit.
  ///
  /// - Complexity: O(template elements).
  fileprivate func templateFrames(meetingAcross rect: QueryBox, crossOrigin: Double)
    -> [LayoutRect]
  {
    let across = strideAxis.cross
    let shift = LayoutPoint(main: crossOrigin, cross: 0, along: across)
    return (group.cells.map(\.frame) + group.supplementaries.map(\.frame)).filter { frame in
      let placed = frame.offsetBy(dx: shift.x, dy: shift.y)
      return placed.minimum(along: across) < rect.maximum(along: across)
        && rect.minimum(along: across) < placed.maximum(along: across)
    }
  }

  /// Whether every repetition advances by ``groupStride``: a section without estimated
  /// sizes, or one whose instances all take the longest (uniform across siblings). A
  /// self-sizing section counts as uneven even before its first measurement: finding out
  /// would cost a walk of its group list on every query.
  ///
  /// - Complexity: O(1).
  fileprivate var hasEvenStrides: Bool {
    guard let sizing else { return true }
    return sizing.isUniform
  }
}

extension Double {
  /// The magnitude of a finite value; 0 for an infinity or NaN, which widening a window
  /// must not use.
  fileprivate var finiteMagnitude: Double { isFinite ? Swift.abs(self) : 0 }
}

extension Span {
  /// Whether the span overlaps the one from `low` to `high`, strictly, as
  /// `LayoutRect.intersects(_:)` has it along one axis.
  fileprivate func meets(_ low: Double, _ high: Double) -> Bool {
    start < high && low < end
  }
}
