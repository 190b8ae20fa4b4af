extension ItemIndex {
  /// Checks what lookups and updates rely on, the way swift-collections'
  /// `_checkInvariants()` does: a table of a power-of-two size with its three arrays in step,
  /// counts equal to the occupied and removed buckets, room left within the occupancy limit,
  /// and, for every occupied bucket, an item at its location whose hash gives the bucket's
  /// control byte and whose probe reaches the bucket without crossing an empty one. With
  /// every item of `slots` counted once, that makes the table index each item exactly once.
  ///
  /// - Throws: the first violation found.
  /// - Complexity: O(buckets + items), one hash per item.
  func checkInvariants<SectionID, ItemID>(in slots: [SectionSlot<SectionID, ItemID>])
    throws(SnapshotInvariantViolation)
  {
    let buckets = controls.count
    guard entries.count == buckets, wideSlots.count == (isWide ? buckets : 0) else {
      throw SnapshotInvariantViolation(
        "\(buckets) control bytes, \(entries.count) entries and \(wideSlots.count) wide "
          + "slots (wide: \(isWide))")
    }
    guard buckets == 0 || (buckets >= 8 && buckets & (buckets - 1) == 0) else {
      throw SnapshotInvariantViolation("\(buckets) buckets is not a power of two from 8")
    }
    let items = slots.reduce(0) { $0 + $1.items.count }
    guard count == items, buckets > 0 || count == 0 else {
      throw SnapshotInvariantViolation("the index counts \(count) of \(items) items")
    }
    guard count + removedCount <= occupancyLimit || buckets == 0 else {
      throw SnapshotInvariantViolation(
        "\(count) items and \(removedCount) markers pass \(occupancyLimit) of \(buckets)")
    }
    var occupied = 0
    var removed = 0
    var seen = Set<ItemLocation>()
    let mask = buckets - 1
    for position in 0..<buckets {
      let control = controls[position]
      guard control != Self.removed else {
        removed += 1
        continue
      }
      guard control != Self.empty else { continue }
      occupied += 1
      let location = self.location(at: position)
      guard slots.indices.contains(location.slot),
        slots[location.slot].items.indices.contains(location.index)
      else { throw SnapshotInvariantViolation("bucket \(position) points at \(location)") }
      guard seen.insert(location).inserted else {
        throw SnapshotInvariantViolation("two buckets point at \(location)")
      }
      let hash = Self.hash(slots[location.slot].items[location.index])
      guard control == Self.occupied(hash: hash) else {
        throw SnapshotInvariantViolation("bucket \(position) has another item's control byte")
      }
      var probe = hash & mask
      while probe != position {
        guard controls[probe] != Self.empty else {
          throw SnapshotInvariantViolation(
            "the item of bucket \(position) is past an empty bucket at \(probe)")
        }
        probe = (probe + 1) & mask
      }
    }
    guard occupied == count, removed == removedCount else {
      throw SnapshotInvariantViolation(
        "\(occupied) occupied and \(removed) removed buckets for counts \(count) and "
          + "\(removedCount)")
    }
  }
}
