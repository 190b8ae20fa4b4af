/// One section of a snapshot as stored: its identifier, its items in order, and where it is
/// currently displayed. Slots keep their number while sections move, so item locations need
/// no update when a section is inserted, deleted or moved before them.
@usableFromInline
struct SectionSlot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// The section's identifier; stale (and unreachable) once the slot is freed.
  @usableFromInline
  var identifier: SectionID
  /// The section's items in display order.
  @usableFromInline
  var items: [ItemID]
  /// The section's index among the snapshot's sections, or -1 for a freed slot.
  @usableFromInline
  var displayIndex: Int

  @inlinable
  init(identifier: SectionID, items: [ItemID], displayIndex: Int) {
    self.identifier = identifier
    self.items = items
    self.displayIndex = displayIndex
  }

  /// Removes the items at `offsets`, which must be ascending, unique and in range.
  /// - Complexity: O(items after the first offset).
  @inlinable
  mutating func removeItems(atSortedOffsets offsets: [Int]) {
    guard let first = offsets.first else { return }
    var write = first
    var next = 0
    for read in first..<items.count {
      if next < offsets.count, offsets[next] == read {
        next += 1
        continue
      }
      items[write] = items[read]
      write += 1
    }
    items.removeLast(items.count - write)
  }
}
