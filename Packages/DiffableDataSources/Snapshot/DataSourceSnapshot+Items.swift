import _LayoutInternals

extension DataSourceSnapshot {
  /// Appends `items` to the end of `section`, or of the last section when `section` is `nil`.
  ///
  /// An item that is already in the snapshot is moved, like UIKit does (UIKit also logs a
  /// warning): it leaves its old place and takes its place among `items`.
  /// - Throws: `duplicateIdentifiers` when `items` repeats an identifier; `noSections` when
  ///   `section` is `nil` and there are no sections; `unknownSection` when `section` is not in
  ///   the snapshot. The snapshot is unchanged when it throws.
  /// - Complexity: O(k) for k new items (plus O(log sections)), hashing each item once when
  ///   none is in the snapshot yet; when one is, or `items` repeats one, every item is hashed
  ///   a few times more, and j items moved from elsewhere also cost O(j log j) and the items
  ///   after them in their old sections.
  @inlinable
  public mutating func appendItems(_ items: [ItemID], toSection section: SectionID? = nil)
    throws(DataSourceError)
  {
    let target: Int? = if let section { slotOfSection[section] } else { order.last }
    if let target, appendNewItems(items, toSlot: target) { return }
    try items.requireUniqueIdentifiers()
    let slot: Int
    if let section {
      guard let known = slotOfSection[section] else {
        throw .unknownSection(AnyIdentifier(section))
      }
      slot = known
    } else {
      guard let last = order.last else { throw .noSections }
      slot = last
    }
    removeItemsFromSections(items)
    insert(items, intoSlot: slot, at: slots[slot].items.count)
  }

  /// Inserts `items` just before `anchor`, in its section. Items already in the snapshot are
  /// moved, as in `appendItems(_:toSection:)`.
  /// - Throws: `duplicateIdentifiers`; `unknownItem` when `anchor` is not in the snapshot;
  ///   `anchorAmongInsertedItems` when `anchor` is one of `items`. Unchanged when it throws.
  /// - Complexity: O(k + m + log sections) for k items and m items after `anchor` in its
  ///   section; j items moved from elsewhere also cost O(j log j) and the items after them in
  ///   their old sections.
  @inlinable
  public mutating func insertItems(_ items: [ItemID], beforeItem anchor: ItemID)
    throws(DataSourceError)
  {
    try insertItems(items, nextTo: anchor, after: false)
  }

  /// Inserts `items` just after `anchor`, in its section. Items already in the snapshot are
  /// moved, as in `appendItems(_:toSection:)`.
  /// - Throws: `duplicateIdentifiers`; `unknownItem` when `anchor` is not in the snapshot;
  ///   `anchorAmongInsertedItems` when `anchor` is one of `items`. Unchanged when it throws.
  /// - Complexity: O(k + m + log sections) for k items and m items after `anchor` in its
  ///   section; j items moved from elsewhere also cost O(j log j) and the items after them in
  ///   their old sections.
  @inlinable
  public mutating func insertItems(_ items: [ItemID], afterItem anchor: ItemID)
    throws(DataSourceError)
  {
    try insertItems(items, nextTo: anchor, after: true)
  }

  /// Deletes `items` from their sections. Identifiers that are not in the snapshot are
  /// ignored, as are repeats, so this never fails. Deleted items lose their reload and
  /// reconfigure marks.
  /// - Complexity: O(k log k + m + r) for k items, m items after the first deleted one in
  ///   each section they leave, and r items marked for reload or reconfiguration.
  @inlinable
  public mutating func deleteItems(_ items: [ItemID]) {
    removeItemsFromSections(items)
    dropMarksOfMissingItems()
  }

  /// Deletes every item and every section, as UIKit's `deleteAllItems()` does.
  @inlinable
  public mutating func deleteAllItems() {
    self = Self()
  }

  /// Moves `item` to just before `anchor`, which may be in another section.
  /// Moving an item before itself does nothing (UIKit leaves this undefined).
  /// - Throws: `unknownItem` when either item is not in the snapshot; unchanged then.
  /// - Complexity: O(m + log sections) for the m items after the old and new places in their
  ///   sections.
  @inlinable
  public mutating func moveItem(_ item: ItemID, beforeItem anchor: ItemID)
    throws(DataSourceError)
  {
    try moveItem(item, nextTo: anchor, after: false)
  }

  /// Moves `item` to just after `anchor`, which may be in another section.
  /// Moving an item after itself does nothing (UIKit leaves this undefined).
  /// - Throws: `unknownItem` when either item is not in the snapshot; unchanged then.
  /// - Complexity: O(m + log sections) for the m items after the old and new places in their
  ///   sections.
  @inlinable
  public mutating func moveItem(_ item: ItemID, afterItem anchor: ItemID)
    throws(DataSourceError)
  {
    try moveItem(item, nextTo: anchor, after: true)
  }

  /// Marks `items` for reloading: applying this snapshot replaces their cells.
  /// Repeats are harmless.
  /// - Throws: `unknownItem` for the first item not in the snapshot; no item is marked then.
  /// - Complexity: O(k).
  @inlinable
  public mutating func reloadItems(_ items: [ItemID]) throws(DataSourceError) {
    try requireKnownItems(items)
    reloadedItems.formUnion(items)
  }

  /// Marks `items` for reconfiguring: applying this snapshot updates their existing cells.
  /// Repeats are harmless.
  /// - Throws: `unknownItem` for the first item not in the snapshot; no item is marked then.
  /// - Complexity: O(k).
  @inlinable
  public mutating func reconfigureItems(_ items: [ItemID]) throws(DataSourceError) {
    try requireKnownItems(items)
    reconfiguredItems.formUnion(items)
  }
}

// MARK: - Storage maintenance

extension DataSourceSnapshot {
  /// Throws `unknownItem` for the first of `items` that is not in the snapshot.
  @inlinable
  func requireKnownItems(_ items: [ItemID]) throws(DataSourceError) {
    if let missing = items.first(where: { location(of: $0) == nil }) {
      throw .unknownItem(AnyIdentifier(missing))
    }
  }

  @inlinable
  mutating func insertItems(_ items: [ItemID], nextTo anchor: ItemID, after: Bool)
    throws(DataSourceError)
  {
    try items.requireUniqueIdentifiers()
    guard let anchorLocation = location(of: anchor) else {
      throw .unknownItem(AnyIdentifier(anchor))
    }
    if items.contains(anchor) { throw .anchorAmongInsertedItems(AnyIdentifier(anchor)) }
    let shift = removeItemsFromSections(items, countingBefore: anchorLocation)
    let index = anchorLocation.index - shift + (after ? 1 : 0)
    insert(items, intoSlot: anchorLocation.slot, at: index)
  }

  @inlinable
  mutating func moveItem(_ item: ItemID, nextTo anchor: ItemID, after: Bool)
    throws(DataSourceError)
  {
    guard location(of: item) != nil else { throw .unknownItem(AnyIdentifier(item)) }
    guard let anchorLocation = location(of: anchor) else {
      throw .unknownItem(AnyIdentifier(anchor))
    }
    guard item != anchor else { return }
    let shift = removeItemsFromSections([item], countingBefore: anchorLocation)
    let index = anchorLocation.index - shift + (after ? 1 : 0)
    insert([item], intoSlot: anchorLocation.slot, at: index)
  }

  /// Appends `items` to the section in `slot` and returns `true` when none of them is in the
  /// snapshot and none repeats; otherwise changes nothing and returns `false`, and the
  /// caller takes the general path, which moves or refuses them.
  ///
  /// Validation and indexing share one probe of the index per item: building a snapshot
  /// from fresh identifiers hashes each of them once. The items join their section first,
  /// so that the index compares each with the items already placed, earlier ones of `items`
  /// included; the rare refusal undoes what it wrote.
  /// - Complexity: O(k) for k items (plus O(log sections)).
  @inlinable
  mutating func appendNewItems(_ items: [ItemID], toSlot slot: Int) -> Bool {
    guard !items.isEmpty else { return true }
    let start = slots[slot].items.count
    itemIndex.makeRoom(for: items.count, inSlot: slot, of: slots)
    // An empty section adopts the caller's array instead of copying it.
    if start == 0 {
      slots[slot].items = items
    } else {
      slots[slot].items.append(contentsOf: items)
    }
    if let refused = itemIndex.indexItems(ofSlot: slot, from: start, in: slots) {
      for (undone, written) in items[..<refused].enumerated() {
        itemIndex.remove(written, at: ItemLocation(slot: slot, index: start + undone))
      }
      slots[slot].items.removeLast(items.count)
      return false
    }
    itemCounts.add(items.count, at: slots[slot].displayIndex)
    return true
  }

  /// Inserts `items`, none of which may be in the snapshot, at `index` of the section in
  /// `slot`, and records their locations.
  /// - Complexity: O(k + m) for k items and m items after `index`.
  @inlinable
  mutating func insert(_ items: [ItemID], intoSlot slot: Int, at index: Int) {
    guard !items.isEmpty else { return }
    itemIndex.makeRoom(for: items.count, inSlot: slot, of: slots)
    slots[slot].items.insert(contentsOf: items, at: index)
    let sectionItems = slots[slot].items
    // Last first: an item moving up takes a place that no item still to move holds.
    for offset in stride(from: sectionItems.count - 1, through: index + items.count, by: -1) {
      itemIndex.relocate(
        sectionItems[offset], from: ItemLocation(slot: slot, index: offset - items.count),
        to: ItemLocation(slot: slot, index: offset))
    }
    for (offset, item) in items.enumerated() {
      itemIndex.insertNew(item, at: ItemLocation(slot: slot, index: index + offset))
    }
    itemCounts.add(items.count, at: slots[slot].displayIndex)
  }

  /// Removes those of `items` that are in the snapshot from their sections, keeping their
  /// reload marks (the caller decides whether they come back), and returns how many of them
  /// sat before `anchor` in the anchor's section.
  /// - Complexity: O(k + m) for k items and m items in the sections they leave.
  @inlinable
  @discardableResult
  mutating func removeItemsFromSections(
    _ items: [ItemID], countingBefore anchor: ItemLocation? = nil
  ) -> Int {
    var offsetsBySlot: [Int: [Int]] = [:]
    var shift = 0
    // Every removal from the index happens while the sections still hold every item.
    for item in items {
      guard let location = itemIndex.remove(item, in: slots) else { continue }
      offsetsBySlot[location.slot, default: []].append(location.index)
      if let anchor, location.slot == anchor.slot, location.index < anchor.index { shift += 1 }
    }
    for (slot, unsortedOffsets) in offsetsBySlot {
      let offsets = unsortedOffsets.sorted()
      relocateSurvivors(inSlot: slot, removing: offsets)
      slots[slot].removeItems(atSortedOffsets: offsets)
      itemCounts.add(-offsets.count, at: slots[slot].displayIndex)
    }
    return shift
  }

  /// Records the places the items of `slot` that stay will take once the items at
  /// `offsets` (ascending, unique, in range, already out of the index) leave it.
  /// - Complexity: O(items after the first offset).
  @inlinable
  mutating func relocateSurvivors(inSlot slot: Int, removing offsets: [Int]) {
    let sectionItems = slots[slot].items
    var next = 0
    var write = offsets[0]
    // First first: an item moving down takes a place that no item still to move holds.
    for read in offsets[0]..<sectionItems.count {
      if next < offsets.count, offsets[next] == read {
        next += 1
        continue
      }
      itemIndex.relocate(
        sectionItems[read], from: ItemLocation(slot: slot, index: read),
        to: ItemLocation(slot: slot, index: write))
      write += 1
    }
  }

  /// Drops reload and reconfigure marks of items no longer in the snapshot.
  /// - Complexity: O(marked items).
  @inlinable
  mutating func dropMarksOfMissingItems() {
    let itemIndex = itemIndex
    let slots = slots
    reloadedItems.removeAll { itemIndex.location(of: $0, in: slots) == nil }
    reconfiguredItems.removeAll { itemIndex.location(of: $0, in: slots) == nil }
  }
}
