import LayoutGeometry
import _LayoutInternals

/// What a section whose group has estimated dimensions keeps so that measured sizes apply
/// without solving the section again (rule 21), and follow their items through updates
/// (rule 21a).
///
/// Two chunked lists carry the state: one entry per item (its measured size, and whether it
/// must be measured again), one per group instance (its stride, and the instance solved again
/// with its measurements). Both store nothing for runs of unmeasured entries, so a 10⁹-item
/// section measured once keeps a few hundred bytes, and inserting or removing items shifts
/// what follows in O(log n) instead of renumbering it. The group's definition is not kept
/// here: it may hold the caller's closures, which a `Sendable` solved layout cannot carry, so
/// whoever measures passes it in (the host keeps it).
struct SectionSizing: Sendable {
  /// The size the group resolved to from its estimates: the slot every instance is solved
  /// in again.
  let estimatedSize: LayoutSize
  /// The space between groups of the section.
  let spacing: Double
  /// Whether the group's length along its stride axis is `uniformAcrossSiblings`: every
  /// instance then takes the largest (rule 21, outermost group).
  let isUniform: Bool
  /// One entry per item.
  var items: ChunkedList<ItemState>
  /// One entry per group instance; its weight is the instance's stride (length plus spacing).
  var groups: ChunkedList<GroupState>
  /// For a flow section (rule 21c), one entry per line, beside ``groups``: how many items
  /// each holds. `nil` when every instance holds as many items as the template.
  var lines: ChunkedList<LineLength>?

  /// Sizing for a section of `itemCount` items in `groupCount` instances of `stride` holding
  /// `perGroup` items each, none measured; a flow section also counts each line's items.
  init(
    estimatedSize: LayoutSize, spacing: Double, isUniform: Bool, itemCount: Int,
    groupCount: Int, perGroup: Int, stride: Double, flows: Bool
  ) {
    self.estimatedSize = estimatedSize
    self.spacing = spacing
    self.isUniform = isUniform
    items = ChunkedList(count: itemCount, fill: ItemState())
    groups = ChunkedList(count: groupCount, fill: GroupState(stride: stride))
    if flows, groupCount > 0 {
      var lines = ChunkedList(count: groupCount, fill: LineLength(count: perGroup))
      lines.set(LineLength(count: itemCount - perGroup * (groupCount - 1)), at: groupCount - 1)
      self.lines = lines
    }
  }

  /// The measurements of repetition `repetition`'s items, by leaf ordinal.
  ///
  /// - Complexity: O(log items + the repetition's stored items).
  func measurements(ofRepetition repetition: Int, perGroup: Int) -> [Int: LayoutSize] {
    var result: [Int: LayoutSize] = [:]
    let first = repetition * perGroup
    // Items stop before Int.max: `first + perGroup` must not overflow in the last instance.
    let end = first + min(perGroup, Int.max - first)
    for (index, state) in items.storedElements(in: first..<end) {
      if let size = state.measured { result[index - first] = size }
    }
    return result
  }

  /// Whether any group instance was solved again with measurements (or takes a stride other
  /// than the template's): the group list counts what it stores besides its fill.
  var hasMeasuredInstance: Bool { groups.nonFillCount > 0 }

  /// The group instances solved again with measurements, by repetition.
  ///
  /// - Complexity: O(chunks + stored groups).
  var instances: [(repetition: Int, instance: SolvedGroup)] {
    groups.storedElements(in: 0..<groups.count).compactMap { entry in
      entry.element.instance.map { (entry.index, $0) }
    }
  }
}

/// One item's self-sizing state.
struct ItemState: ChunkedListElement {
  /// The size the item reported, or `nil` while it keeps its estimate.
  var measured: LayoutSize?
  /// Whether the item must be measured again when it shows (it was reconfigured, or the
  /// size it was measured at no longer holds); until then its size stands as an estimate.
  var isStale = false

  /// Items carry no weight: positions come from their groups.
  var weight: Double { 0 }
}

/// One group instance's state.
struct GroupState: ChunkedListElement {
  /// The distance from this instance's origin to the next one's along the stride axis.
  var stride: Double
  /// The instance solved again with its items' measurements, or `nil` for the template.
  var instance: SolvedGroup?

  var weight: Double { stride }
}
