import LayoutGeometry

extension SolvedSection {
  /// Whether the section's instances are flow lines (rule 21c).
  var flows: Bool { sizing?.lines != nil }

  /// Lays out again the lines of a flow section that items `first…last` can change (rule
  /// 21c): from the line before `first`'s, filling each line with as many items as their
  /// measured lengths let fit, until a line starts past `last` where an old line started.
  /// The lines after it hold the same items as before and are kept. Unmeasured items between
  /// measured ones make template lines, laid out as one run.
  ///
  /// `shift` is how far item indexes past `last` moved since the lines were made: an
  /// update's inserts less its deletes, after ``SectionSizing/applyToItems(_:entering:)``
  /// edited the items but not the lines.
  ///
  /// - Complexity: O(m · (cells per line + log lines)) for the m lines holding measured
  ///   items that are laid out again: from the changed items on, until the breaks fall where
  ///   they were. The template lines between them cost O(log lines) a run.
  mutating func reflow(
    from first: Int, through last: Int, shift: Int = 0, definition: LayoutGroup,
    traits: LayoutTraits
  ) {
    // Taken out of the section so their storage stays unique while they change.
    guard var sizing = sizing.take() else { return }
    defer { self.sizing = sizing }
    guard var lines = sizing.lines.take() else { return }
    defer { sizing.lines = lines }
    let perLine = max(1, group.cells.count)
    let firstLine =
      lines.count == 0 ? 0 : max(0, lines.index(containingWeight: Double(max(0, first))) - 1)
    var start = Int(lines.weight(before: firstLine))
    var endLine = lines.count
    var pieces: [FlowPiece] = []
    while start < itemCount {
      if start > last, let old = Self.line(startingAt: start - shift, in: lines) {
        endLine = old
        break
      }
      // Template lines up to the next measured item, in one run: a line of unmeasured
      // items followed by an unmeasured one is the template's.
      let next = sizing.items.firstStoredIndex(from: start)
      let templates = ((next.map { $0 - 1 } ?? itemCount) - start) / perLine
      if templates > 0 {
        if start > last,
          let sync = Self.sync(after: start - shift, within: templates, perLine: perLine, in: lines)
        {
          pieces.append(.templates(sync.lines))
          endLine = sync.oldLine
          break
        }
        pieces.append(.templates(templates))
        start += templates * perLine
        continue
      }
      let line =
        next == nil
        ? (length: LineLength(count: itemCount - start), state: sizing.groups.fill)
        : solveLine(startingAt: start, sizing: sizing, definition: definition, traits: traits)
      pieces.append(.line(line.length, line.state))
      start += line.length.count
    }
    lines.removeSubrange(firstLine..<endLine)
    sizing.groups.removeSubrange(firstLine..<endLine)
    var at = firstLine
    for piece in pieces {
      switch piece {
      case .line(let length, let state):
        lines.insert(length, at: at)
        sizing.groups.insert(state, at: at)
        at += 1
      case .templates(let count):
        lines.insertFill(count: count, at: at)
        sizing.groups.insertFill(count: count, at: at)
        at += count
      }
    }
  }

  /// What a reflow lays out: one line, or a run of template lines.
  private enum FlowPiece {
    case line(LineLength, GroupState)
    case templates(Int)
  }

  /// Where a run of `count` template lines starting at old item `start` (not an old line's
  /// start) meets the old lines: the old lines past `start` are template lines too, so they
  /// meet when the next old line starts a whole number of template lines further. Returns
  /// how many template lines lead there and the old line that starts there.
  private static func sync(
    after start: Int, within count: Int, perLine: Int, in lines: ChunkedList<LineLength>
  ) -> (lines: Int, oldLine: Int)? {
    guard start >= 0, Double(start) < lines.totalWeight else { return nil }
    let next = lines.index(containingWeight: Double(start)) + 1
    guard next < lines.count else { return nil }
    let distance = Int(lines.weight(before: next)) - start
    guard distance % perLine == 0, distance / perLine < count else { return nil }
    return (distance / perLine, next)
  }

  /// Lays out again the lines each of `items` is on, in order, after their sizes changed.
  ///
  /// - Complexity: that of ``reflow(from:through:shift:definition:traits:)`` for each item.
  mutating func reflow(items: [Int], definition: LayoutGroup, traits: LayoutTraits) {
    for item in items.sorted() {
      reflow(from: item, through: item, definition: definition, traits: traits)
    }
  }

  /// Lays out again the lines `edit` changes, once ``SectionSizing/applyToItems(_:entering:)``
  /// applied it to the items: from its first change to the first old line past its last.
  ///
  /// - Complexity: that of ``reflow(from:through:shift:definition:traits:)``, plus O(c) for
  ///   c changes.
  mutating func reflow(
    after edit: UpdatePlan.ItemEdit, definition: LayoutGroup, traits: LayoutTraits
  ) {
    let shift = edit.entering.count - edit.leaving.count
    let oldChanges = edit.leaving + edit.reloaded
    let newChanges = edit.entering.map(\.index)
    guard let first = (oldChanges + newChanges).min() else { return }
    // Past both, an old item `o` is item `o + shift`, on a line that starts where it did.
    let last = max((oldChanges.max() ?? -1) + shift, newChanges.max() ?? -1)
    reflow(from: first, through: last, shift: shift, definition: definition, traits: traits)
  }

  /// The line of `lines` that starts at item `item`, or `nil` when a line starts elsewhere.
  private static func line(startingAt item: Int, in lines: ChunkedList<LineLength>) -> Int? {
    guard item >= 0, Double(item) < lines.totalWeight else { return nil }
    let line = lines.index(containingWeight: Double(item))
    return Int(lines.weight(before: line)) == item ? line : nil
  }

  /// The line that starts at item `start`: as many items as fit, at least one, with the
  /// stride it takes. A line without measured items is the template's.
  ///
  /// - Complexity: O(cells on the line + log items).
  private mutating func solveLine(
    startingAt start: Int, sizing: SectionSizing, definition: LayoutGroup, traits: LayoutTraits
  ) -> (length: LineLength, state: GroupState) {
    let remaining = itemCount - start
    let axis = scrollAxis.cross
    let insets = definition.contentInsets.resolved(for: .leftToRight)
    let room = max(
      0,
      sizing.estimatedSize.length(along: axis) - insets.start(along: axis)
        - insets.end(along: axis))
    var window = min(remaining, 2 * group.cells.count + 8)
    while true {
      var measurements: [Int: LayoutSize] = [:]
      for (item, state) in sizing.items.storedElements(in: start..<(start + window)) {
        // Decided: an item measured longer than the line is as long as the line.
        guard var size = state.measured else { continue }
        if axis == .horizontal {
          size.width = min(size.width, room)
        } else {
          size.height = min(size.height, room)
        }
        measurements[item - start] = size
      }
      var solver = GroupSolver(
        section: index, traits: traits, measurements: measurements, reflows: true)
      guard let instance = try? solver.solve(definition, size: sizing.estimatedSize) else {
        return (LineLength(count: max(1, min(group.cells.count, remaining))), sizing.groups.fill)
      }
      let count = max(1, min(instance.cells.count, remaining))
      if count >= window, window < remaining {
        window = min(remaining, 2 * window)
        continue
      }
      guard measurements.keys.contains(where: { $0 < count }) else {
        return (LineLength(count: count), sizing.groups.fill)
      }
      searchBounds = searchBounds.union(instance.contentBounds)
      let stride = instance.size.length(along: strideAxis) + sizing.spacing
      return (LineLength(count: count), GroupState(stride: stride, instance: instance))
    }
  }
}
