extension DiffableDataSource {
  /// The items of `section` as a section snapshot: the one applied with `apply(_:to:)` if it
  /// still describes the section, otherwise a flat one of the section's items. Empty when the
  /// section is not in the current snapshot.
  /// - Complexity: O(1) for an applied section snapshot, O(items of the section) otherwise.
  @inlinable
  public func snapshot(for section: SectionID) -> SectionSnapshot<ItemID> {
    if let stored = sectionSnapshots[section] { return stored }
    let items = current.itemIdentifiers(inSection: section)
    return SectionSnapshot(
      items: items, levels: Array(repeating: 0, count: items.count), expandedItems: [])
  }

  /// The level of `item` in its section's outline: its depth in the section snapshot
  /// applied to the section (0 for a root item), 0 in a section without one, `nil` for an
  /// item not shown. What a list cell's indentation follows.
  /// - Complexity: O(1).
  @inlinable
  public func outlineLevel(of item: ItemID) -> Int? {
    guard let section = current.sectionIdentifier(containingItem: item) else { return nil }
    return sectionSnapshots[section]?.level(of: item) ?? 0
  }

  /// Shows `sectionSnapshot`'s visible items as the items of `section` and remembers the
  /// hierarchy for `snapshot(for:)` and expansion. A section not yet in the data source is
  /// appended at the end (UIKit does not document this case).
  /// - Throws: `duplicateItem` for the first item of `sectionSnapshot` that belongs to
  ///   another section, shown or hidden; nothing changes then (UIKit raises an exception).
  /// - Complexity: O(N + k · a) for N items in the data source (the next snapshot is built
  ///   from a copy of the current one, whose position table is duplicated), k items of
  ///   `sectionSnapshot` and a other sections with an applied section snapshot, plus the
  ///   diff of `BatchUpdate(from:to:)` and the target's own cost.
  @inlinable
  public func apply(
    _ sectionSnapshot: SectionSnapshot<ItemID>, to section: SectionID,
    animatingDifferences: Bool = true, completion: (() -> Void)? = nil
  ) throws(DataSourceError) {
    for item in sectionSnapshot.items {
      if let owner = current.sectionIdentifier(containingItem: item), owner != section {
        throw .duplicateItem(AnyIdentifier(item))
      }
    }
    for (other, stored) in sectionSnapshots where other != section {
      if let clash = sectionSnapshot.items.first(where: stored.contains) {
        throw .duplicateItem(AnyIdentifier(clash))
      }
    }
    var next = current
    if next.indexOfSection(section) == nil { try next.appendSections([section]) }
    next.deleteItems(next.itemIdentifiers(inSection: section))
    try next.appendItems(sectionSnapshot.visibleItems, toSection: section)
    sectionSnapshots[section] = sectionSnapshot
    commit(next, animated: animatingDifferences, completion: completion)
  }

  /// Expands `item` as if the user tapped its disclosure control: asks `shouldExpandItem`,
  /// calls `willExpandItem`, lets `snapshotForExpandingParent` supply the children, then
  /// applies the section's new section snapshot with animation.
  /// - Returns: whether the item expanded; `false` when it is not shown, is already
  ///   expanded, was refused, or the supplied children clash with other items.
  /// - Complexity: that of ``apply(_:to:animatingDifferences:completion:)`` for the section's
  ///   section snapshot, plus O(items of the section) and the handlers' own cost.
  @inlinable
  @discardableResult
  public func expandItem(_ item: ItemID) -> Bool {
    guard let section = current.sectionIdentifier(containingItem: item) else { return false }
    var sectionSnapshot = snapshot(for: section)
    guard !sectionSnapshot.isExpanded(item),
      sectionSnapshotHandlers.shouldExpandItem?(item) ?? true
    else { return false }
    sectionSnapshotHandlers.willExpandItem?(item)
    do {
      if let supplyChildren = sectionSnapshotHandlers.snapshotForExpandingParent {
        let children = try sectionSnapshot.snapshot(of: item)
        try sectionSnapshot.replace(childrenOf: item, using: supplyChildren(item, children))
      }
      sectionSnapshot.expand([item])
      try apply(sectionSnapshot, to: section)
      return true
    } catch {
      return false
    }
  }

  /// Collapses `item` as if the user tapped its disclosure control: asks
  /// `shouldCollapseItem`, calls `willCollapseItem`, then applies the section's new section
  /// snapshot with animation.
  /// - Returns: whether the item collapsed; `false` when it is not shown, is not expanded or
  ///   was refused.
  /// - Complexity: that of ``apply(_:to:animatingDifferences:completion:)`` for the section's
  ///   section snapshot, plus O(items of the section) and the handlers' own cost.
  @inlinable
  @discardableResult
  public func collapseItem(_ item: ItemID) -> Bool {
    guard let section = current.sectionIdentifier(containingItem: item) else { return false }
    var sectionSnapshot = snapshot(for: section)
    guard sectionSnapshot.isExpanded(item),
      sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true
    else { return false }
    sectionSnapshotHandlers.willCollapseItem?(item)
    sectionSnapshot.collapse([item])
    do {
      try apply(sectionSnapshot, to: section)
      return true
    } catch {
      return false
    }
  }
}
