extension SectionSnapshot {
  /// Expands `items`, showing the children of each (and their descendants that are expanded
  /// in turn). Expanding an item without children records the state for children added later.
  /// UIKit only logs for an unknown item; we skip it and report it through the result.
  /// - Returns: `false` when some of `items` are not in the section snapshot (the others are
  ///   still expanded).
  /// - Complexity: O(k + items after the first expanded parent).
  @inlinable
  @discardableResult
  public mutating func expand(_ items: [ItemID]) -> Bool {
    setExpanded(items, to: true)
  }

  /// Collapses `items`, hiding their descendants. Unknown items are skipped, as in `expand`.
  /// - Returns: `false` when some of `items` are not in the section snapshot.
  /// - Complexity: O(k + items after the first collapsed parent).
  @inlinable
  @discardableResult
  public mutating func collapse(_ items: [ItemID]) -> Bool {
    setExpanded(items, to: false)
  }

  @inlinable
  mutating func setExpanded(_ targets: [ItemID], to expanded: Bool) -> Bool {
    var allKnown = true
    var firstAffected = items.count
    for item in targets {
      guard let index = indexes[item] else {
        allKnown = false
        continue
      }
      let changed =
        expanded ? expandedItems.insert(item).inserted : expandedItems.remove(item) != nil
      let hasChildren = index + 1 < items.count && levels[index + 1] > levels[index]
      if changed, hasChildren { firstAffected = min(firstAffected, index + 1) }
    }
    if firstAffected < items.count { reindex(from: firstAffected) }
    return allKnown
  }
}
