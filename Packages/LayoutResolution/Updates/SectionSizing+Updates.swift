import LayoutGeometry

extension SectionSizing {
  /// Applies `edit` to the item states: reloaded items lose their state, leaving items go,
  /// entering items come in with `entering(origin)`'s state (a moved item's) or none, and
  /// reconfigured items keep their size marked stale. Returns the group instances that must
  /// be solved again; the group list is brought to `groupCount` entries.
  ///
  /// A section of one item per group moves group entries with their items, so only entering
  /// items with a size are solved again; otherwise every instance from the first change on
  /// is solved again when it holds a measured item.
  ///
  /// - Complexity: O(c · log items) for c changes, plus O(measured items after the first
  ///   change) when groups hold several items.
  mutating func apply(
    _ edit: UpdatePlan.ItemEdit, perGroup: Int, groupCount: Int,
    entering state: (LayoutIndexPath) -> ItemState?
  ) -> Set<Int> {
    var resolve: Set<Int> = []
    let freshGroup = groups.fill
    if perGroup == 1 {
      for item in edit.reloaded { groups.set(freshGroup, at: item) }
      for item in edit.leaving.reversed() { groups.remove(at: item) }
      for entry in edit.entering {
        groups.insert(freshGroup, at: entry.index)
        if entry.origin.flatMap(state)?.measured != nil { resolve.insert(entry.index) }
      }
    }
    applyToItems(edit, entering: state)
    if perGroup > 1 {
      let changes = edit.leaving + edit.reloaded + edit.entering.map(\.index)
      let firstGroup = (changes.min() ?? items.count) / perGroup
      resolve = Set(
        items.storedElements(in: (firstGroup * perGroup)..<items.count)
          .filter { $0.element.measured != nil }.map { $0.index / perGroup })
      for group in firstGroup..<min(groups.count, groupCount) where !resolve.contains(group) {
        groups.set(freshGroup, at: group)
      }
    }
    if groups.count > groupCount {
      groups.removeSubrange(groupCount..<groups.count)
    } else if groups.count < groupCount {
      groups.insertFill(count: groupCount - groups.count, at: groups.count)
    }
    return resolve.filter { $0 < groupCount }
  }

  /// Applies `edit` to the item states alone: reloaded items lose their state, leaving items
  /// go, entering items come in with `entering(origin)`'s state (a moved item's) or none,
  /// and reconfigured items keep their size marked stale.
  ///
  /// - Complexity: O(c · log items) for c changes.
  mutating func applyToItems(
    _ edit: UpdatePlan.ItemEdit, entering state: (LayoutIndexPath) -> ItemState?
  ) {
    for item in edit.reloaded { items.set(items.fill, at: item) }
    for item in edit.leaving.reversed() { items.remove(at: item) }
    for entry in edit.entering {
      items.insert(entry.origin.flatMap(state) ?? items.fill, at: entry.index)
    }
    for item in edit.reconfigured {
      var current = items[item]
      guard current.measured != nil, !current.isStale else { continue }
      current.isStale = true
      items.set(current, at: item)
    }
  }

  /// The measured items, in order.
  ///
  /// - Complexity: O(chunks + measured items).
  var measuredItems: [Int] {
    items.storedElements(in: 0..<items.count).filter { $0.element.measured != nil }.map(\.index)
  }

  /// The groups that hold a measured item: what a new template must solve again.
  ///
  /// - Complexity: O(chunks + measured items).
  func measuredRepetitions(perGroup: Int) -> Set<Int> {
    Set(measuredItems.map { $0 / perGroup })
  }
}
