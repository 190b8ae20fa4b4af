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

  /// A measured section's strides: one per group, each instance's extent plus spacing, the
  /// others the section's stride; a uniform section's stride is its largest instance's.
  private func checkStrides(of section: SolvedSection) throws(LayoutInvariantViolation) {
    guard let sizing = section.sizing else { return }
    let axis = section.strideAxis
    let tolerance = 1e-9 * max(1, abs(section.groupStride))
    if sizing.isUniform {
      let largest = sizing.instances.values.map { $0.size.length(along: axis) }
        .reduce(section.group.size.length(along: axis), max)
      guard abs(section.groupStride - (largest + sizing.spacing)) <= tolerance else {
        throw LayoutInvariantViolation(
          "section \(section.index) stride \(section.groupStride) is not its "
            + "largest instance's \(largest) plus spacing")
      }
      return
    }
    guard let strides = sizing.strides else {
      guard sizing.instances.isEmpty else {
        throw LayoutInvariantViolation(
          "section \(section.index) has measured instances and no strides")
      }
      return
    }
    guard strides.count == section.groupCount else {
      throw LayoutInvariantViolation(
        "section \(section.index) has \(strides.count) strides for "
          + "\(section.groupCount) groups")
    }
    var expectedTotal = section.groupStride * Double(section.groupCount - sizing.instances.count)
    for (repetition, instance) in sizing.instances {
      let expected = instance.size.length(along: axis) + sizing.spacing
      expectedTotal += expected
      guard abs(strides.value(at: repetition) - expected) <= tolerance else {
        throw LayoutInvariantViolation(
          "section \(section.index) group \(repetition) strides "
            + "\(strides.value(at: repetition)), its instance \(expected)")
      }
    }
    guard abs(strides.total - expectedTotal) <= tolerance * Double(max(1, section.groupCount))
    else {
      throw LayoutInvariantViolation(
        "section \(section.index) strides sum to \(strides.total), groups to "
          + "\(expectedTotal)")
    }
  }
}

extension SolvedLayout {
  /// How many prefix-tree nodes section `index` keeps for its measured group strides (0
  /// for a section with none): what measurements retain besides their instances. Tests
  /// check it follows what was measured, not the section's size.
  ///
  /// - Complexity: O(1).
  package func storedStrideNodeCount(inSection index: Int) -> Int {
    guard sections.indices.contains(index) else { return 0 }
    return sections[index].sizing?.strides?.storedNodeCount ?? 0
  }
}
