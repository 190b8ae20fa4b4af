extension DiffableDataSource {
  /// Moves the item at `source` to `destination` as if the user dragged it there: asks
  /// `canReorderItem`, calls `willReorder` with the transaction, takes the final snapshot,
  /// then calls `didReorder`.
  ///
  /// `destination` is the item's position once moved, as in UIKit's
  /// `collectionView(_:moveItemAt:to:)`. The target is not sent a batch: like a collection
  /// view, it has already shown the move; it is told the new counts through
  /// `DataSourceTarget/didReorderItems(itemCounts:)`, in order with other calls.
  ///
  /// Sections shown through a hierarchical section snapshot are not reordered (a decision of
  /// ours; UIKit's rules for outlines are undocumented): the call returns `false`.
  /// - Returns: whether the item moved; `false` when a position is out of range, the
  ///   positions are equal, reordering is off (`canReorderItem` is `nil` or says no), or a
  ///   section involved is hierarchical.
  /// - Complexity: O(n) for n items, to build the transaction's differences.
  @inlinable
  @discardableResult
  public func reorderItem(at source: ItemPosition, to destination: ItemPosition) -> Bool {
    guard source != destination, let item = current.item(at: source),
      let destinationSection = sectionIdentifier(for: destination.section),
      let sourceSection = sectionIdentifier(for: source.section),
      destination.item >= 0,
      destination.item
        <= current.numberOfItems(inSection: destinationSection)
        - (source.section == destination.section ? 1 : 0),
      isFlat(sourceSection), isFlat(destinationSection),
      reorderingHandlers.canReorderItem?(item) == true
    else { return false }
    var finalSnapshot = current
    finalSnapshot.removeItemsFromSections([item])
    finalSnapshot.insert(
      [item], intoSlot: finalSnapshot.order[destination.section], at: destination.item)
    let sections = Set([source.section, destination.section]).sorted()
      .compactMap(sectionIdentifier(for:))
    let transaction = DataSourceTransaction(
      initialSnapshot: current, finalSnapshot: finalSnapshot,
      difference: finalSnapshot.itemIdentifiers.difference(from: current.itemIdentifiers)
        .inferringMoves(),
      sectionTransactions: sections.map { sectionTransaction(for: $0, endingIn: finalSnapshot) })
    reorderingHandlers.willReorder?(transaction)
    current = finalSnapshot
    for section in sections { sectionSnapshots.removeValue(forKey: section) }
    reorderingHandlers.didReorder?(transaction)
    enqueue(.reorder(itemCounts: current.itemCountsBySection))
    return true
  }

  @inlinable
  func isFlat(_ section: SectionID) -> Bool {
    sectionSnapshots[section].map { $0.levels.allSatisfy { $0 == 0 } } ?? true
  }

  @inlinable
  func sectionTransaction(
    for section: SectionID, endingIn final: DataSourceSnapshot<SectionID, ItemID>
  ) -> SectionTransaction<SectionID, ItemID> {
    let initialItems = current.itemIdentifiers(inSection: section)
    let finalItems = final.itemIdentifiers(inSection: section)
    return SectionTransaction(
      sectionIdentifier: section,
      initialSnapshot: SectionSnapshot(
        items: initialItems, levels: Array(repeating: 0, count: initialItems.count),
        expandedItems: []),
      finalSnapshot: SectionSnapshot(
        items: finalItems, levels: Array(repeating: 0, count: finalItems.count),
        expandedItems: []),
      difference: finalItems.difference(from: initialItems).inferringMoves())
  }
}
