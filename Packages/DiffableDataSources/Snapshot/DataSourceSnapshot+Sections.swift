import _LayoutInternals

extension DataSourceSnapshot {
  /// Appends empty sections at the end.
  /// - Throws: `duplicateIdentifiers` when `sections` repeats an identifier;
  ///   `duplicateSection` for the first one already in the snapshot (UIKit raises an
  ///   exception). The snapshot is unchanged when it throws.
  /// - Complexity: O(k log sections) for k sections.
  @inlinable
  public mutating func appendSections(_ sections: [SectionID]) throws(DataSourceError) {
    try requireNewSections(sections)
    for section in sections {
      order.append(allocateSlot(for: section, displayIndex: order.count))
      itemCounts.append(0)
    }
  }

  /// Inserts empty sections just before `anchor`.
  /// - Throws: `duplicateIdentifiers`; `unknownSection` when `anchor` is not in the
  ///   snapshot; `duplicateSection` for the first section already present. Unchanged then.
  /// - Complexity: O(sections + k).
  @inlinable
  public mutating func insertSections(_ sections: [SectionID], beforeSection anchor: SectionID)
    throws(DataSourceError)
  {
    try insertSections(sections, nextTo: anchor, after: false)
  }

  /// Inserts empty sections just after `anchor`.
  /// - Throws: `duplicateIdentifiers`; `unknownSection` when `anchor` is not in the
  ///   snapshot; `duplicateSection` for the first section already present. Unchanged then.
  /// - Complexity: O(sections + k).
  @inlinable
  public mutating func insertSections(_ sections: [SectionID], afterSection anchor: SectionID)
    throws(DataSourceError)
  {
    try insertSections(sections, nextTo: anchor, after: true)
  }

  /// Deletes `sections` with their items. Identifiers not in the snapshot, and repeats, are
  /// ignored, so this never fails.
  /// - Complexity: O(sections + items of the deleted sections + marked items and sections).
  @inlinable
  public mutating func deleteSections(_ sections: [SectionID]) {
    var deletedAny = false
    for section in sections {
      guard let slot = slotOfSection.removeValue(forKey: section) else { continue }
      for (index, item) in slots[slot].items.enumerated() {
        itemIndex.remove(item, at: ItemLocation(slot: slot, index: index))
      }
      slots[slot].items = []
      slots[slot].displayIndex = -1
      freeSlots.append(slot)
      deletedAny = true
    }
    guard deletedAny else { return }
    order.removeAll { slots[$0].displayIndex < 0 }
    renumberSections(from: 0)
    let slotOfSection = slotOfSection
    reloadedSections.removeAll { slotOfSection[$0] == nil }
    dropMarksOfMissingItems()
  }

  /// Moves `section` with its items to just before `anchor`.
  /// Moving a section before itself does nothing (UIKit leaves this undefined).
  /// - Throws: `unknownSection` when either section is not in the snapshot; unchanged then.
  /// - Complexity: O(sections).
  @inlinable
  public mutating func moveSection(_ section: SectionID, beforeSection anchor: SectionID)
    throws(DataSourceError)
  {
    try moveSection(section, nextTo: anchor, after: false)
  }

  /// Moves `section` with its items to just after `anchor`.
  /// Moving a section after itself does nothing (UIKit leaves this undefined).
  /// - Throws: `unknownSection` when either section is not in the snapshot; unchanged then.
  /// - Complexity: O(sections).
  @inlinable
  public mutating func moveSection(_ section: SectionID, afterSection anchor: SectionID)
    throws(DataSourceError)
  {
    try moveSection(section, nextTo: anchor, after: true)
  }

  /// Marks `sections` for reloading: applying this snapshot replaces the sections' cells and
  /// supplementary views. Repeats are harmless.
  /// - Throws: `unknownSection` for the first section not in the snapshot; nothing is marked
  ///   then.
  /// - Complexity: O(k).
  @inlinable
  public mutating func reloadSections(_ sections: [SectionID]) throws(DataSourceError) {
    if let missing = sections.first(where: { slotOfSection[$0] == nil }) {
      throw .unknownSection(AnyIdentifier(missing))
    }
    reloadedSections.formUnion(sections)
  }
}

// MARK: - Storage maintenance

extension DataSourceSnapshot {
  @inlinable
  func requireNewSections(_ sections: [SectionID]) throws(DataSourceError) {
    try sections.requireUniqueIdentifiers()
    if let present = sections.first(where: { slotOfSection[$0] != nil }) {
      throw .duplicateSection(AnyIdentifier(present))
    }
  }

  @inlinable
  mutating func insertSections(
    _ sections: [SectionID], nextTo anchor: SectionID, after: Bool
  ) throws(DataSourceError) {
    try sections.requireUniqueIdentifiers()
    guard let anchorSlot = slotOfSection[anchor] else {
      throw .unknownSection(AnyIdentifier(anchor))
    }
    try requireNewSections(sections)
    let index = slots[anchorSlot].displayIndex + (after ? 1 : 0)
    let newSlots = sections.map { allocateSlot(for: $0, displayIndex: -1) }
    order.insert(contentsOf: newSlots, at: index)
    renumberSections(from: index)
  }

  @inlinable
  mutating func moveSection(_ section: SectionID, nextTo anchor: SectionID, after: Bool)
    throws(DataSourceError)
  {
    guard let slot = slotOfSection[section] else { throw .unknownSection(AnyIdentifier(section)) }
    guard let anchorSlot = slotOfSection[anchor] else {
      throw .unknownSection(AnyIdentifier(anchor))
    }
    guard slot != anchorSlot else { return }
    let from = slots[slot].displayIndex
    order.remove(at: from)
    let index = slots[anchorSlot].displayIndex - (from < slots[anchorSlot].displayIndex ? 1 : 0)
    order.insert(slot, at: index + (after ? 1 : 0))
    renumberSections(from: min(from, index))
  }

  /// Takes a free slot (or a new one) for an empty section and registers its identifier.
  @inlinable
  mutating func allocateSlot(for section: SectionID, displayIndex: Int) -> Int {
    let fresh = SectionSlot<SectionID, ItemID>(
      identifier: section, items: [], displayIndex: displayIndex)
    let slot: Int
    if let reused = freeSlots.popLast() {
      slots[reused] = fresh
      slot = reused
    } else {
      slots.append(fresh)
      slot = slots.count - 1
    }
    slotOfSection[section] = slot
    return slot
  }

  /// Rewrites the display index of the sections from `start` on and rebuilds the item count
  /// tree, after sections were inserted, deleted or moved.
  /// - Complexity: O(sections).
  @inlinable
  mutating func renumberSections(from start: Int) {
    for index in start..<order.count { slots[order[index]].displayIndex = index }
    itemCounts = PrefixSumTree(order.map { slots[$0].items.count })
  }
}
