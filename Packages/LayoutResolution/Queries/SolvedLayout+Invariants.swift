import LayoutGeometry

/// A broken invariant of a solved layout: a bug in the solver, never the caller's fault.
package struct LayoutInvariantViolation: Error, CustomStringConvertible {
  /// What is broken, with the numbers.
  package let description: String

  init(_ description: String) {
    self.description = description
  }
}

extension SolvedLayout {
  /// Checks what the lazy queries rely on, the way swift-collections' `_checkInvariants()`
  /// does: every section's summary in the stack up to date (its stride, its cached reach),
  /// the stack's sums equal to the sections' lengths added one by one, the content size,
  /// and the group strides of measured sections equal to their instances' extents. Tests
  /// call it after every measurement and update.
  ///
  /// - Throws: the first violation found.
  /// - Complexity: O(sections · log sections + measured instances · log groups).
  package func checkInvariants() throws(LayoutInvariantViolation) {
    guard stack.count == sections.count else {
      throw LayoutInvariantViolation("the stack holds \(stack.count) of \(sections.count) sections")
    }
    var cursor = 0.0
    for (index, section) in sections.enumerated() {
      guard section.index == index else {
        throw LayoutInvariantViolation("section \(index) says \(section.index)")
      }
      guard section.reach == section.relativeElementSpan else {
        throw LayoutInvariantViolation(
          "section \(index) reach \(String(describing: section.reach)) is stale")
      }
      let spacing = index < sections.count - 1 ? interSectionSpacing : 0
      let summary = SectionStack.Node(stride: section.length + spacing, reach: section.reach)
      guard stack.node(ofSection: index) == summary else {
        throw LayoutInvariantViolation(
          "section \(index) is \(summary) but the stack holds \(stack.node(ofSection: index))")
      }
      let offset = stack.offset(of: index)
      guard abs(offset - cursor) <= 1e-9 * max(1, abs(cursor)) else {
        throw LayoutInvariantViolation("section \(index) starts at \(offset), not \(cursor)")
      }
      cursor += section.length + spacing
      try checkStrides(of: section)
    }
    let extensions = layoutBoundary.extensions
    let contentEnd = extensions.start + stack.total + extensions.end
    guard contentSize.length(along: scrollAxis) == contentEnd else {
      throw LayoutInvariantViolation(
        "content ends at \(contentSize.length(along: scrollAxis)), not \(contentEnd)")
    }
  }

  /// A self-sizing section's lists: one item entry per item and one group entry per
  /// instance, the measured instances counted as stored; each instance's stride its extent plus spacing (or the template's for an
  /// unmeasured one); a uniform section's stride its largest instance's.
  private func checkStrides(of section: SolvedSection) throws(LayoutInvariantViolation) {
    guard let sizing = section.sizing else { return }
    let axis = section.strideAxis
    let tolerance = 1e-9 * max(1, abs(section.groupStride))
    guard sizing.items.count == section.itemCount, sizing.groups.count == section.groupCount
    else {
      throw LayoutInvariantViolation(
        "section \(section.index) keeps \(sizing.items.count) items and "
          + "\(sizing.groups.count) groups for \(section.itemCount) and \(section.groupCount)")
    }
    if let lines = sizing.lines {
      guard lines.count == sizing.groups.count, Int(lines.totalWeight) == section.itemCount else {
        throw LayoutInvariantViolation(
          "section \(section.index) has \(lines.count) lines holding \(lines.totalWeight) "
            + "items for \(sizing.groups.count) groups and \(section.itemCount) items")
      }
      for (line, length) in lines.storedElements(in: 0..<lines.count)
      where length.count < 1 || length.count > section.group(at: line).cells.count {
        throw LayoutInvariantViolation(
          "section \(section.index) line \(line) shows \(length.count) items of "
            + "\(section.group(at: line).cells.count) cells")
      }
    }
    let stored = sizing.groups.storedElements(in: 0..<sizing.groups.count).count
    guard sizing.groups.nonFillCount == stored else {
      throw LayoutInvariantViolation(
        "section \(section.index) counts \(sizing.groups.nonFillCount) measured instances "
          + "and stores \(stored)")
    }
    let instances = sizing.instances
    if sizing.isUniform {
      let largest = instances.map { $0.instance.size.length(along: axis) }
        .reduce(section.group.size.length(along: axis), max)
      guard abs(section.groupStride - (largest + sizing.spacing)) <= tolerance else {
        throw LayoutInvariantViolation(
          "section \(section.index) stride \(section.groupStride) is not its "
            + "largest instance's \(largest) plus spacing")
      }
      return
    }
    let templateStride = section.group.size.length(along: axis) + sizing.spacing
    guard abs(sizing.groups.fill.stride - templateStride) <= tolerance else {
      throw LayoutInvariantViolation(
        "section \(section.index) unmeasured stride \(sizing.groups.fill.stride) is not its "
          + "template's \(templateStride)")
    }
    var expectedTotal = templateStride * Double(section.groupCount - instances.count)
    for (repetition, instance) in instances {
      let expected = instance.size.length(along: axis) + sizing.spacing
      expectedTotal += expected
      guard abs(sizing.groups[repetition].stride - expected) <= tolerance else {
        throw LayoutInvariantViolation(
          "section \(section.index) group \(repetition) strides "
            + "\(sizing.groups[repetition].stride), its instance \(expected)")
      }
    }
    guard
      abs(sizing.groups.totalWeight - expectedTotal)
        <= tolerance * Double(max(1, section.groupCount))
    else {
      throw LayoutInvariantViolation(
        "section \(section.index) strides sum to \(sizing.groups.totalWeight), groups to "
          + "\(expectedTotal)")
    }
  }
}

extension SolvedLayout {
  /// How many values section `index` stores for its items' and groups' sizing state (0 for
  /// a section with none): what measurements retain besides the lists' runs. Tests check it
  /// follows what was measured, not the section's size.
  ///
  /// - Complexity: O(chunks of the section's sizing lists).
  package func storedSizingValueCount(inSection index: Int) -> Int {
    guard sections.indices.contains(index), let sizing = sections[index].sizing else {
      return 0
    }
    return sizing.items.storedValueCount + sizing.groups.storedValueCount
      + (sizing.lines?.storedValueCount ?? 0)
  }
}
