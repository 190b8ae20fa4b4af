import LayoutGeometry
import _LayoutInternals

extension SolvedSection {
  /// Records `size` as item `item`'s measurement; returns whether that is new for an item
  /// with an estimated dimension. The item's instance is solved again by
  /// ``solveInstances(_:definition:traits:)``, once for every measurement of a batch.
  mutating func recordMeasurement(_ size: LayoutSize, ofItem item: Int) -> Bool {
    let perGroup = group.cells.count
    guard item >= 0, item < itemCount, group.cells[item % perGroup].isEstimated,
      sizing != nil, sizing?.measuredItems[item] != size
    else { return false }
    sizing?.measuredItems[item] = size
    return true
  }

  /// Solves the instances `repetitions` again with every measurement they hold, from the
  /// section's group `definition`, and updates the section's strides: each instance's
  /// length along the stride axis goes into the prefix-sum tree (created at the first
  /// change, O(groups) up to its dense limit), or, for a `uniformAcrossSiblings` group,
  /// into the length all instances share. The caller places the boundary items again.
  ///
  /// - Complexity: O(r · (cells per group + log groups)) for r repetitions, plus
  ///   O(measured instances) for a uniform group.
  mutating func solveInstances(
    _ repetitions: Set<Int>, definition: LayoutGroup, traits: LayoutTraits
  ) {
    // Taken out of the section so its storage stays unique and the updates below happen in
    // place instead of copying the tree.
    guard var sizing = sizing.take() else { return }
    defer { self.sizing = sizing }
    let perGroup = group.cells.count
    var strides = sizing.strides.take()
    for repetition in repetitions.sorted() {
      var solver = GroupSolver(
        section: index, traits: traits,
        measurements: sizing.measurements(ofRepetition: repetition, perGroup: perGroup))
      guard let instance = try? solver.solve(definition, size: sizing.estimatedSize),
        instance.cells.count == perGroup
      else { continue }
      sizing.instances[repetition] = instance
      searchBounds = searchBounds.union(instance.contentBounds)
      guard !sizing.isUniform else { continue }
      if strides == nil { strides = PrefixSumTree(count: groupCount, baseline: groupStride) }
      strides?.set(instance.size.length(along: strideAxis) + sizing.spacing, at: repetition)
    }
    sizing.strides = strides
    if sizing.isUniform {
      let lengths = sizing.instances.values.map { $0.size.length(along: strideAxis) }
      groupStride = lengths.reduce(group.size.length(along: strideAxis), max) + sizing.spacing
    }
  }

  /// Applies `size` as the measured size of the boundary item of `kind`, on its estimated
  /// dimensions; returns whether the item changed. The caller places the boundary items
  /// again.
  ///
  /// - Complexity: O(boundary items).
  mutating func measureBoundaryItem(ofKind kind: String, size: LayoutSize) -> Bool {
    boundary.measure(kind: kind, size: size)
  }
}
