/// The snapshot's index of its items: an open-addressing hash table whose buckets hold where
/// each item is stored (its section's slot and its index there), not the item itself.
///
/// A lookup compares the item it looks for with the one stored at a bucket's location, so
/// the table keeps no second copy of the identifiers. Each bucket is a control byte, in an
/// array small enough to stay in cache, and an 8-byte entry (the location) that is only
/// written when an item is indexed: indexing a new item reads a control byte and writes an
/// entry, as inserting into a `Set<Int>` reads its bitmap and writes a key. A `Dictionary`
/// from item to location writes a key and a 16-byte value in two arrays instead.
///
/// An entry packs the slot and the index in 32 bits each. A snapshot with a slot or a
/// section past 2³² switches the table to wide entries for good: the slot then moves to a
/// second array, so that no count is ever refused.
///
/// Buckets are probed linearly. A control byte keeps 7 bits of its item's hash, so that a
/// probe passing other items reads one of them only once in 128 times. Removing an item
/// leaves a marker that lookups step over and inserts reuse; the table is rebuilt from the
/// sections when items and markers fill three quarters of it.
///
/// Every method that compares items reads them from `slots`, which must hold each indexed
/// item at its recorded location: callers update the index before they move items in the
/// sections, or use the methods that match buckets by location instead.
@usableFromInline
struct ItemIndex: Sendable {
  /// One byte per bucket: `empty`, `removed`, or for an item `occupied` with 7 bits of its
  /// hash. Its count is 0 or a power of two.
  @usableFromInline
  var controls: [UInt8] = []
  /// The location of the item of each occupied bucket, as many as `controls`: the slot in
  /// the high 32 bits and the index in the low ones, or only the index when the table is
  /// wide. The entries of other buckets are never read.
  @usableFromInline
  var entries: [UInt64] = []
  /// The slot of each occupied bucket's item when the table is wide; empty otherwise.
  @usableFromInline
  var wideSlots: [UInt64] = []
  /// Whether entries hold the index alone, their slot in `wideSlots`.
  @usableFromInline
  var isWide = false
  /// How many items the table indexes.
  @usableFromInline
  var count = 0
  /// How many buckets hold a removed item's marker.
  @usableFromInline
  var removedCount = 0

  /// An empty index.
  @inlinable
  init() {}

  /// The control byte of a bucket that holds nothing and ends a probe.
  @inlinable
  static var empty: UInt8 { 0 }
  /// The control byte of a removed item's marker, which probes step over.
  @inlinable
  static var removed: UInt8 { 1 }

  /// The control byte of a bucket that holds an item of hash `hash`.
  @inlinable
  static func occupied(hash: Int) -> UInt8 {
    0x80 | UInt8(truncatingIfNeeded: UInt(bitPattern: hash) >> (UInt.bitWidth - 7))
  }

  /// How many items and markers fit before the table is rebuilt: three quarters of it, so
  /// that a probe ends within a few buckets.
  @inlinable
  var occupancyLimit: Int { controls.count / 4 * 3 }

  /// The smallest table that holds `items` items within its occupancy limit.
  @inlinable
  static func bucketCount(holding items: Int) -> Int {
    var size = 8
    // Stops doubling before the count overflows; no memory holds that many buckets anyway.
    while size / 4 * 3 < items, size < Int.max / 4 { size *= 2 }
    return size
  }

  /// Whether packed entries can hold `slot` and indexes below `indexLimit`.
  @inlinable
  static func fitsPacked(slot: Int, indexLimit: Int) -> Bool {
    UInt64(slot) <= UInt64(UInt32.max) && UInt64(indexLimit) <= UInt64(UInt32.max) + 1
  }

  /// The location of the item in the occupied bucket at `position`.
  @inlinable
  @inline(__always)
  func location(at position: Int) -> ItemLocation {
    let entry = entries[position]
    if isWide { return ItemLocation(slot: Int(wideSlots[position]), index: Int(entry)) }
    return ItemLocation(slot: Int(entry >> 32), index: Int(entry & 0xFFFF_FFFF))
  }

  /// Writes `location` into the entry at `position`.
  @inlinable
  @inline(__always)
  mutating func setLocation(_ location: ItemLocation, at position: Int) {
    if isWide {
      entries[position] = UInt64(location.index)
      wideSlots[position] = UInt64(location.slot)
    } else {
      entries[position] = UInt64(location.slot) << 32 | UInt64(location.index)
    }
  }

  /// The hash the table places `item` by: the one `Set` computes, with one seed for every
  /// table. `Set` varies the seed between tables so that copying one into another in bucket
  /// order does not pile items up; a rebuild here reads the items in section order instead.
  @inlinable
  static func hash<ItemID: Hashable>(_ item: ItemID) -> Int {
    item._rawHashValue(seed: 0)
  }
}

// MARK: - Lookups

extension ItemIndex {
  /// Where `item` is stored, or `nil` when it is not indexed.
  /// - Complexity: O(1) on average.
  @inlinable
  func location<SectionID, ItemID>(
    of item: ItemID, in slots: [SectionSlot<SectionID, ItemID>]
  ) -> ItemLocation? {
    position(of: item, in: slots).map(location(at:))
  }

  /// The bucket that indexes `item`, found by comparing it with the items the probed
  /// buckets point at, or `nil` when it is not indexed.
  /// - Complexity: O(1) on average.
  @inlinable
  func position<SectionID, ItemID>(
    of item: ItemID, in slots: [SectionSlot<SectionID, ItemID>]
  ) -> Int? {
    guard count > 0 else { return nil }
    let hash = Self.hash(item)
    let control = Self.occupied(hash: hash)
    let mask = controls.count - 1
    var position = hash & mask
    while true {
      let found = controls[position]
      if found == Self.empty { return nil }
      if found == control {
        let location = self.location(at: position)
        if slots[location.slot].items[location.index] == item { return position }
      }
      position = (position + 1) & mask
    }
  }
}

// MARK: - Updates

extension ItemIndex {
  /// Indexes the items of `slot` from `start` on, which `slots` already holds, until one
  /// is already indexed at another place: returns the offset from `start` of that item,
  /// having indexed those before it, or `nil` once every item is indexed. The table must
  /// have room for all of them (see `makeRoom(for:inSlot:of:)`).
  ///
  /// One probe per item both checks and indexes it, in one pass over the table's storage.
  /// - Complexity: O(k) on average for k items.
  @inlinable
  mutating func indexItems<SectionID, ItemID>(
    ofSlot slot: Int, from start: Int, in slots: [SectionSlot<SectionID, ItemID>]
  ) -> Int? {
    let items = slots[slot].items
    guard start < items.count else { return nil }
    let mask = controls.count - 1
    let isWide = isWide
    var refused: Int? = nil
    var inserted = 0
    var reused = 0
    // Hashing a run of items before probing for any of them lets the probes' cache misses
    // overlap, instead of each waiting behind the next item's hashing.
    let run = 16
    withUnsafeTemporaryAllocation(of: Int.self, capacity: run) { hashes in
      controls.withUnsafeMutableBufferPointer { controls in
        entries.withUnsafeMutableBufferPointer { entries in
          wideSlots.withUnsafeMutableBufferPointer { wideSlots in
            for index in start..<items.count {
              if (index - start) % run == 0 {
                for ahead in index..<min(index + run, items.count) {
                  hashes.initializeElement(at: ahead - index, to: Self.hash(items[ahead]))
                }
              }
              let item = items[index]
              let hash = hashes[(index - start) % run]
              let control = Self.occupied(hash: hash)
              var position = hash & mask
              var reusable = -1
              while true {
                let found = controls[position]
                if found == Self.empty { break }
                if found == Self.removed {
                  if reusable < 0 { reusable = position }
                } else if found == control {
                  let entry = entries[position]
                  let other =
                    isWide
                    ? ItemLocation(slot: Int(wideSlots[position]), index: Int(entry))
                    : ItemLocation(slot: Int(entry >> 32), index: Int(entry & 0xFFFF_FFFF))
                  if slots[other.slot].items[other.index] == item {
                    refused = index - start
                    return
                  }
                }
                position = (position + 1) & mask
              }
              if reusable >= 0 {
                position = reusable
                reused += 1
              }
              controls[position] = control
              if isWide {
                entries[position] = UInt64(index)
                wideSlots[position] = UInt64(slot)
              } else {
                entries[position] = UInt64(slot) << 32 | UInt64(index)
              }
              inserted += 1
            }
          }
        }
      }
    }
    count += inserted
    removedCount -= reused
    return refused
  }

  /// Indexes `item`, which is not indexed, at `location`, comparing no items. The table must
  /// have room for one more item (see `makeRoom(for:inSlot:of:)`).
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func insertNew<ItemID: Hashable>(_ item: ItemID, at location: ItemLocation) {
    let hash = Self.hash(item)
    let mask = controls.count - 1
    var position = hash & mask
    while controls[position] > Self.removed { position = (position + 1) & mask }
    if controls[position] == Self.removed { removedCount -= 1 }
    controls[position] = Self.occupied(hash: hash)
    setLocation(location, at: position)
    count += 1
  }

  /// Removes `item` and returns where it was, or returns `nil` when it is not indexed.
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func remove<SectionID, ItemID>(
    _ item: ItemID, in slots: [SectionSlot<SectionID, ItemID>]
  ) -> ItemLocation? {
    guard let position = position(of: item, in: slots) else { return nil }
    controls[position] = Self.removed
    count -= 1
    removedCount += 1
    return location(at: position)
  }

  /// The bucket that indexes `item` at `location`, found by its location rather than by
  /// comparing items, or `nil` when there is none.
  ///
  /// Matching by location lets callers update the index while the sections are being
  /// rearranged, provided no two indexed items claim the same location at that moment.
  @inlinable
  func bucket<ItemID: Hashable>(of item: ItemID, at location: ItemLocation) -> Int? {
    guard count > 0 else { return nil }
    let hash = Self.hash(item)
    let control = Self.occupied(hash: hash)
    let mask = controls.count - 1
    var position = hash & mask
    while controls[position] != Self.empty {
      if controls[position] == control, self.location(at: position) == location { return position }
      position = (position + 1) & mask
    }
    return nil
  }

  /// Records that `item` moved from `old` to `new`.
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func relocate<ItemID: Hashable>(
    _ item: ItemID, from old: ItemLocation, to new: ItemLocation
  ) {
    guard let bucket = bucket(of: item, at: old) else { return }
    setLocation(new, at: bucket)
  }

  /// Removes `item`, indexed at `location`.
  /// - Complexity: O(1) on average.
  @inlinable
  mutating func remove<ItemID: Hashable>(_ item: ItemID, at location: ItemLocation) {
    guard let bucket = bucket(of: item, at: location) else { return }
    controls[bucket] = Self.removed
    count -= 1
    removedCount += 1
  }
}

// MARK: - Capacity

extension ItemIndex {
  /// Makes sure `additional` more items fit in `slot` without a rebuild, rebuilding from
  /// `slots` now if they do not: to a table that also leaves room for about as many further
  /// updates as it then holds, so that rebuilds cost O(1) per update over time.
  /// - Complexity: O(1), or O(items + buckets) when it rebuilds.
  @inlinable
  mutating func makeRoom<SectionID, ItemID>(
    for additional: Int, inSlot slot: Int, of slots: [SectionSlot<SectionID, ItemID>]
  ) {
    let needed = count + additional
    let fits =
      isWide || Self.fitsPacked(slot: slot, indexLimit: slots[slot].items.count + additional)
    guard !fits || needed + removedCount > occupancyLimit else { return }
    if !fits { isWide = true }
    let size: Int
    if needed > occupancyLimit {
      size = max(Self.bucketCount(holding: needed), controls.count * 2)
    } else {
      // The items fit: markers fill the table or the entries widen. The same size does,
      // unless the items alone would soon fill it again.
      size = needed <= occupancyLimit / 2 ? max(controls.count, 8) : controls.count * 2
    }
    rebuild(bucketCount: size, from: slots)
  }

  /// Makes the table hold `items` items in all without a rebuild; never shrinks it.
  /// - Complexity: O(1), or O(items + buckets) when it rebuilds.
  @inlinable
  mutating func reserveCapacity<SectionID, ItemID>(
    _ items: Int, in slots: [SectionSlot<SectionID, ItemID>]
  ) {
    guard items + removedCount > occupancyLimit else { return }
    rebuild(bucketCount: max(Self.bucketCount(holding: items), controls.count), from: slots)
  }

  /// Replaces the table with one of `bucketCount` buckets indexing every item of `slots`.
  /// - Complexity: O(items + buckets).
  @inlinable
  mutating func rebuild<SectionID, ItemID>(
    bucketCount: Int, from slots: [SectionSlot<SectionID, ItemID>]
  ) {
    controls = Array(repeating: Self.empty, count: bucketCount)
    // Cleared, though an entry is read only once its control byte says an item was written
    // there: the array's contract wants every element initialized, and the table's pages
    // are all touched by the items anyway, so clearing costs one pass of memory bandwidth.
    entries = Array(repeating: 0, count: bucketCount)
    wideSlots = isWide ? Array(repeating: 0, count: bucketCount) : []
    count = 0
    removedCount = 0
    for (slot, section) in slots.enumerated() {
      for (index, item) in section.items.enumerated() {
        insertNew(item, at: ItemLocation(slot: slot, index: index))
      }
    }
  }
}
