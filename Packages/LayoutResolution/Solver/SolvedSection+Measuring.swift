import LayoutGeometry
import _LayoutInternals

extension SolvedSection {
  /// Applies `size` as item `item`'s measured size; returns whether the section changed.
  ///
  /// The item's group instance is solved again with every measurement it holds; its length
  /// along the stride axis updates the section's Fenwick tree (created at the first change,
  /// O(groups) once), or, for a `uniformAcrossSiblings` group, the length all instances
  /// share. Then the boundary items and decorations are placed again.
  ///
  /// - Complexity: O(cells per group + log groups + boundary items), plus O(measured
  ///   instances) for uniform and orthogonal sections.
  mutating func measureItem(_ item: Int, size: LayoutSize) -> Bool {
    let perGroup = group.cells.count
    guard item >= 0, item < itemCount, group.cells[item % perGroup].isEstimated,
      sizing?.measuredItems[item] != size,
      // Taken out of the section so its storage stays unique and the updates below happen
      // in place instead of copying the Fenwick tree.
      var sizing = sizing.take()
    else { return false }
    defer {
      self.sizing = sizing
      layOutElements()
    }
    sizing.measuredItems[item] = size
    let repetition = item / perGroup
    var solver = GroupSolver(
      section: index, traits: sizing.traits,
      measurements: sizing.measurements(ofRepetition: repetition, perGroup: perGroup))
    guard let instance = try? solver.solve(sizing.definition, size: sizing.estimatedSize),
      instance.cells.count == perGroup
    else { return true }
    sizing.instances[repetition] = instance
    searchBounds = searchBounds.union(instance.contentBounds)
    let length = instance.size.length(along: strideAxis)
    if sizing.isUniform {
      let lengths = sizing.instances.values.map { $0.size.length(along: strideAxis) }
      groupStride = lengths.reduce(group.size.length(along: strideAxis), max) + spacing
    } else {
      var strides =
        sizing.strides.take() ?? PrefixSumTree(count: groupCount, baseline: groupStride)
      strides.set(length + spacing, at: repetition)
      sizing.strides = strides
    }
    return true
  }

  /// Applies `size` as the measured size of the boundary item of `kind`, on its estimated
  /// dimensions; returns whether the section changed.
  ///
  /// - Complexity: O(boundary items + decorations).
  mutating func measureBoundaryItem(ofKind kind: String, size: LayoutSize) -> Bool {
    guard boundary.measure(kind: kind, size: size) else { return false }
    layOutElements()
    return true
  }
}
