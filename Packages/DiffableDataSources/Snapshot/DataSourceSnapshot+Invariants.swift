extension DataSourceSnapshot {
  /// Checks the snapshot's storage: each shown section in one slot, at the display index
  /// its slot records, found by its identifier; freed slots empty and unlisted; the section
  /// sizes the item positions are summed from; and the item index
  /// (`ItemIndex.checkInvariants(in:)`). Tests call it after every mutation.
  ///
  /// - Throws: the first violation found.
  /// - Complexity: O(sections + buckets + items), one hash per item and section.
  package func checkInvariants() throws(SnapshotInvariantViolation) {
    guard slotOfSection.count == order.count, order.count + freeSlots.count == slots.count
    else {
      throw SnapshotInvariantViolation(
        "\(order.count) sections shown, \(slotOfSection.count) by identifier, "
          + "\(freeSlots.count) free of \(slots.count) slots")
    }
    for (displayIndex, slot) in order.enumerated() {
      let section = slots[slot]
      guard section.displayIndex == displayIndex, slotOfSection[section.identifier] == slot
      else {
        throw SnapshotInvariantViolation(
          "section \(displayIndex) in slot \(slot) says \(section.displayIndex)")
      }
      guard itemCounts.value(at: displayIndex) == section.items.count else {
        throw SnapshotInvariantViolation(
          "section \(displayIndex) counts \(itemCounts.value(at: displayIndex)) of "
            + "\(section.items.count) items")
      }
    }
    guard itemCounts.count == order.count else {
      throw SnapshotInvariantViolation("\(itemCounts.count) sizes for \(order.count) sections")
    }
    for slot in freeSlots where !slots[slot].items.isEmpty || slots[slot].displayIndex >= 0 {
      throw SnapshotInvariantViolation("free slot \(slot) still holds a section")
    }
    try itemIndex.checkInvariants(in: slots)
  }
}
