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
    for item in edit.reloaded {
      items.set(items.fill, at: item)
      if perGroup == 1 { groups.set(freshGroup, at: item) }
    }
    for item in edit.leaving.reversed() {
      items.remove(at: item)
      if perGroup == 1 { groups.remove(at: item) }
    }
    for entry in edit.entering {
      let arriving = entry.origin.flatMap(state) ?? items.fill
      items.insert(arriving, at: entry.index)
      if perGroup == 1 {
        groups.insert(freshGroup, at: entry.index)
        if arriving.measured != nil { resolve.insert(entry.index) }
      }
    }
    for item in edit.reconfigured {
      var current = items[item]
      guard current.measured != nil, !current.isStale else { continue }
      current.isStale = true
      items.set(current, at: item)
    }
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

  /// The groups that hold a measured item: what a new template must solve again.
  ///
  /// - Complexity: O(chunks + measured items).
  func measuredRepetitions(perGroup: Int) -> Set<Int> {
    Set(
      items.storedElements(in: 0..<items.count).filter { $0.element.measured != nil }
        .map { $0.index / perGroup })
  }
}
