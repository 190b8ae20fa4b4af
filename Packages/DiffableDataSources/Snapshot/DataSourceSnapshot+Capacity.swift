extension DataSourceSnapshot {
  /// Makes room for `items` items and `sections` sections in all, so that filling the
  /// snapshot up to those counts never grows its tables on the way: a snapshot built
  /// section by section then hashes each item once, as one built by a single append does.
  /// Counts at or below what the snapshot already holds, and negative counts, change nothing.
  /// - Complexity: O(items + sections) when a table grows or still shares its storage with a
  ///   copy of the snapshot (which it then stops sharing), O(1) otherwise.
  @inlinable
  public mutating func reserveCapacity(items: Int, sections: Int = 0) {
    itemIndex.reserveCapacity(max(items, 0), in: slots)
    slotOfSection.reserveCapacity(max(sections, 0))
    slots.reserveCapacity(max(sections, 0))
    order.reserveCapacity(max(sections, 0))
  }

  /// How many items the snapshot holds in all before its item index has to grow.
  @inlinable
  public var itemCapacity: Int { itemIndex.occupancyLimit - itemIndex.removedCount }
}
