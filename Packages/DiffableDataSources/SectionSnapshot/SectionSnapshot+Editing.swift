extension SectionSnapshot {
  /// Appends `items` as the last children of `parent`, or as the last root items when
  /// `parent` is `nil`.
  /// - Throws: `duplicateIdentifiers` when `items` repeats an identifier; `unknownItem` when
  ///   `parent` is not in the section snapshot; `duplicateItem` for the first item already in
  ///   it (UIKit raises exceptions). The section snapshot is unchanged when it throws.
  /// - Complexity: O(k + items after `parent`), or O(k) for root items.
  @inlinable
  public mutating func append(_ items: [ItemID], to parent: ItemID? = nil)
    throws(DataSourceError)
  {
    try items.requireUniqueIdentifiers()
    try append(run(items), to: parent)
  }

  /// Inserts `items` just before `anchor`, at the anchor's level.
  /// - Throws: `duplicateIdentifiers`; `unknownItem` when `anchor` is not in the section
  ///   snapshot; `duplicateItem` for the first item already in it. Unchanged then.
  /// - Complexity: O(k + items from `anchor` on).
  @inlinable
  public mutating func insert(_ items: [ItemID], before anchor: ItemID) throws(DataSourceError) {
    try items.requireUniqueIdentifiers()
    try insert(run(items), nextTo: anchor, after: false)
  }

  /// Inserts `items` after `anchor` and its whole subtree, at the anchor's level.
  /// - Throws: `duplicateIdentifiers`; `unknownItem` when `anchor` is not in the section
  ///   snapshot; `duplicateItem` for the first item already in it. Unchanged then.
  /// - Complexity: O(k + items after `anchor`), its subtree included.
  @inlinable
  public mutating func insert(_ items: [ItemID], after anchor: ItemID) throws(DataSourceError) {
    try items.requireUniqueIdentifiers()
    try insert(run(items), nextTo: anchor, after: true)
  }

  /// Appends the trees of `snapshot` under `parent` (or at the root when `parent` is `nil`),
  /// keeping their shape and expansion states.
  /// - Throws: `unknownItem` when `parent` is not in this section snapshot; `duplicateItem`
  ///   for the first item of `snapshot` already in it. Unchanged then.
  /// - Complexity: O(k + items after `parent`) for the k items of `snapshot`, or O(k) at the
  ///   root.
  @inlinable
  public mutating func append(_ snapshot: SectionSnapshot, to parent: ItemID? = nil)
    throws(DataSourceError)
  {
    try append(run(snapshot), to: parent)
  }

  /// Inserts the trees of `snapshot` just before `anchor`, at the anchor's level.
  /// - Throws: `unknownItem` when `anchor` is not in this section snapshot; `duplicateItem`
  ///   for the first item of `snapshot` already in it. Unchanged then.
  /// - Complexity: O(k + items from `anchor` on) for the k items of `snapshot`.
  @inlinable
  public mutating func insert(_ snapshot: SectionSnapshot, before anchor: ItemID)
    throws(DataSourceError)
  {
    try insert(run(snapshot), nextTo: anchor, after: false)
  }

  /// Inserts the trees of `snapshot` after `anchor` and its subtree, at the anchor's level.
  /// - Throws: `unknownItem` when `anchor` is not in this section snapshot; `duplicateItem`
  ///   for the first item of `snapshot` already in it. Unchanged then.
  /// - Complexity: O(k + items after `anchor`) for the k items of `snapshot`.
  @inlinable
  public mutating func insert(_ snapshot: SectionSnapshot, after anchor: ItemID)
    throws(DataSourceError)
  {
    try insert(run(snapshot), nextTo: anchor, after: true)
  }

  /// Deletes `items` together with all their descendants, as UIKit does. Identifiers not in
  /// the section snapshot, and repeats, are ignored.
  /// - Complexity: O(items + k log k) for k items given.
  @inlinable
  public mutating func delete(_ items: [ItemID]) {
    var removed = Array(repeating: false, count: self.items.count)
    var firstRemoved = self.items.count
    // Ascending order visits an ancestor before its descendants, so each subtree is
    // marked once however many of its members are listed.
    for index in items.compactMap({ indexes[$0] }).sorted() where !removed[index] {
      for offset in index..<subtreeEnd(of: index) { removed[offset] = true }
      firstRemoved = min(firstRemoved, index)
    }
    guard firstRemoved < self.items.count else { return }
    var keptItems = Array(self.items[..<firstRemoved])
    var keptLevels = Array(levels[..<firstRemoved])
    for index in firstRemoved..<self.items.count {
      if removed[index] {
        indexes.removeValue(forKey: self.items[index])
        expandedItems.remove(self.items[index])
      } else {
        keptItems.append(self.items[index])
        keptLevels.append(levels[index])
      }
    }
    allItems = keptItems
    levels = keptLevels
    reindex(from: firstRemoved)
  }

  /// Deletes every item.
  @inlinable
  public mutating func deleteAll() {
    self = SectionSnapshot()
  }

  /// Replaces the descendants of `parent` with the trees of `snapshot`. Items of `snapshot`
  /// may be current descendants of `parent` (they are replaced, taking `snapshot`'s shape).
  /// - Throws: `unknownItem` when `parent` is not in the section snapshot; `duplicateItem`
  ///   for the first item of `snapshot` that is elsewhere in it, or for `parent` itself.
  ///   Unchanged then.
  /// - Complexity: O(items + k) for the k items of `snapshot`.
  @inlinable
  public mutating func replace(childrenOf parent: ItemID, using snapshot: SectionSnapshot)
    throws(DataSourceError)
  {
    guard let parentIndex = indexes[parent] else { throw .unknownItem(AnyIdentifier(parent)) }
    let end = subtreeEnd(of: parentIndex)
    if let clash = snapshot.items.first(where: { item in
      indexes[item].map { $0 <= parentIndex || $0 >= end } ?? false
    }) {
      throw .duplicateItem(AnyIdentifier(clash))
    }
    for index in parentIndex + 1..<end {
      indexes.removeValue(forKey: items[index])
      expandedItems.remove(items[index])
    }
    allItems.removeSubrange(parentIndex + 1..<end)
    levels.removeSubrange(parentIndex + 1..<end)
    splice(run(snapshot), at: parentIndex + 1, baseLevel: levels[parentIndex] + 1)
  }
}

// MARK: - Runs of items to insert

extension SectionSnapshot {
  /// Items to insert, with levels relative to the insertion level and expansion states.
  @usableFromInline
  struct Run {
    @usableFromInline
    var items: [ItemID]
    @usableFromInline
    var levels: [Int]
    @usableFromInline
    var expandedItems: Set<ItemID>

    @inlinable
    init(items: [ItemID], levels: [Int], expandedItems: Set<ItemID>) {
      self.items = items
      self.levels = levels
      self.expandedItems = expandedItems
    }
  }

  @inlinable
  func run(_ items: [ItemID]) -> Run {
    Run(items: items, levels: Array(repeating: 0, count: items.count), expandedItems: [])
  }

  @inlinable
  func run(_ snapshot: SectionSnapshot) -> Run {
    Run(items: snapshot.items, levels: snapshot.levels, expandedItems: snapshot.expandedItems)
  }

  @inlinable
  func requireNew(_ run: Run) throws(DataSourceError) {
    if let present = run.items.first(where: { indexes[$0] != nil }) {
      throw .duplicateItem(AnyIdentifier(present))
    }
  }

  @inlinable
  mutating func append(_ run: Run, to parent: ItemID?) throws(DataSourceError) {
    guard let parent else {
      try requireNew(run)
      splice(run, at: items.count, baseLevel: 0)
      return
    }
    guard let parentIndex = indexes[parent] else { throw .unknownItem(AnyIdentifier(parent)) }
    try requireNew(run)
    splice(run, at: subtreeEnd(of: parentIndex), baseLevel: levels[parentIndex] + 1)
  }

  @inlinable
  mutating func insert(_ run: Run, nextTo anchor: ItemID, after: Bool)
    throws(DataSourceError)
  {
    guard let anchorIndex = indexes[anchor] else { throw .unknownItem(AnyIdentifier(anchor)) }
    try requireNew(run)
    let index = after ? subtreeEnd(of: anchorIndex) : anchorIndex
    splice(run, at: index, baseLevel: levels[anchorIndex])
  }

  /// Inserts a validated run at `index`, shifting its levels by `baseLevel`.
  @inlinable
  mutating func splice(_ run: Run, at index: Int, baseLevel: Int) {
    allItems.insert(contentsOf: run.items, at: index)
    levels.insert(contentsOf: run.levels.map { $0 + baseLevel }, at: index)
    expandedItems.formUnion(run.expandedItems)
    reindex(from: index)
  }
}
