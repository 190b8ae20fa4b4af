import LayoutGeometry
import _LayoutInternals

extension SolvedSection {
  /// Whether `size` as item `item`'s measurement changes the item: a new size, or a stale
  /// one confirmed, for an item with an estimated dimension.
  ///
  /// - Complexity: O(log items + chunk), plus O(log groups) in a section with measured sizes.
  func isChanged(byMeasuring item: Int, at size: LayoutSize) -> Bool {
    guard item >= 0, item < itemCount, cell(ofItem: item).isEstimated, let sizing else {
      return false
    }
    return sizing.items[item] != ItemState(measured: size)
  }

  /// Records `size` as item `item`'s measurement, one that changes it
  /// (``isChanged(byMeasuring:at:)``). The item's instance is solved again by
  /// ``solveInstances(_:definition:traits:)``, once for every measurement of a batch.
  ///
  /// - Complexity: O(log items + chunk), O(chunks) when a run of unmeasured items splits.
  mutating func recordMeasurement(_ size: LayoutSize, ofItem item: Int) {
    sizing?.items.set(ItemState(measured: size), at: item)
  }

  /// The solved cell showing item `item`, which must be in range.
  ///
  /// - Complexity: O(1), or O(log groups) in a section with measured sizes.
  func cell(ofItem item: Int) -> SolvedCell {
    let repetition = repetition(ofItem: item)
    return group(at: repetition).cells[item - firstItem(ofRepetition: repetition)]
  }

  /// Lays out again what measurements of `items` change: their flow lines (rule 21c), or
  /// the group instances holding them.
  ///
  /// - Complexity: that of ``reflow(items:definition:traits:)`` in a flow section, of
  ///   ``solveInstances(_:definition:traits:)`` otherwise.
  mutating func resolveMeasured(_ items: [Int], definition: LayoutGroup, traits: LayoutTraits) {
    if flows {
      reflow(items: items, definition: definition, traits: traits)
    } else {
      solveInstances(
        Set(items.map { repetition(ofItem: $0) }), definition: definition, traits: traits)
    }
  }

  /// Solves the instances `repetitions` again with every measurement they hold, from the
  /// section's group `definition`, and records their strides: each instance's length along
  /// the stride axis plus spacing, or, for a `uniformAcrossSiblings` group, the length all
  /// instances share. An instance without measurements goes back to the template. The
  /// caller places the boundary items again.
  ///
  /// - Complexity: O(r · (cells per group + log groups)) for r repetitions, plus
  ///   O(measured instances) for a uniform group.
  mutating func solveInstances(
    _ repetitions: Set<Int>, definition: LayoutGroup, traits: LayoutTraits
  ) {
    // Taken out of the section so its storage stays unique and the updates below happen in
    // place instead of copying the lists.
    guard var sizing = sizing.take() else { return }
    defer { self.sizing = sizing }
    let perGroup = group.cells.count
    let templateStride = sizing.groups.fill.stride
    for repetition in repetitions.sorted() where repetition < sizing.groups.count {
      let measurements = sizing.measurements(ofRepetition: repetition, perGroup: perGroup)
      guard !measurements.isEmpty else {
        sizing.groups.set(sizing.groups.fill, at: repetition)
        continue
      }
      var solver = GroupSolver(section: index, traits: traits, measurements: measurements)
      guard let instance = try? solver.solve(definition, size: sizing.estimatedSize),
        instance.cells.count == perGroup
      else { continue }
      searchBounds = searchBounds.union(instance.contentBounds)
      let stride =
        sizing.isUniform
        ? templateStride : instance.size.length(along: strideAxis) + sizing.spacing
      sizing.groups.set(GroupState(stride: stride, instance: instance), at: repetition)
    }
    if sizing.isUniform {
      let lengths = sizing.instances.map { $0.instance.size.length(along: strideAxis) }
      groupStride = lengths.reduce(group.size.length(along: strideAxis), max) + sizing.spacing
    }
  }

  /// Applies `size` as the measured size of the boundary item of `kind`, on its estimated
  /// dimensions, when that changes it (``BoundaryPlacement/isChanged(byMeasuring:at:)``).
  /// The caller places the boundary items again.
  ///
  /// - Complexity: O(boundary items).
  mutating func measureBoundaryItem(ofKind kind: String, size: LayoutSize) {
    boundary.measure(kind: kind, size: size)
  }
}
