extension BatchUpdate {
  /// The batch that turns `old` into `new`: sections are matched by identifier, items by
  /// identifier across all sections, and moves are minimal.
  ///
  /// Reload and reconfigure marks are read from `new` (the snapshot being applied), as UIKit
  /// does. Sections whose items are identical in both snapshots cost O(1) when the snapshots
  /// share storage (one was made from the other) and O(items) otherwise.
  ///
  /// For `old`, with items `[1, 2, 3]` in its first section:
  ///
  /// ```swift
  /// var new = old
  /// try new.moveItem(3, beforeItem: 1)
  /// try new.appendItems([5], toSection: "fruit")
  /// let update = BatchUpdate(from: old, to: new)
  /// update.movedItems     // [[0, 2] -> [0, 0]]: one move, the fewest
  /// update.insertedItems  // [[0, 3]]
  /// ```
  /// - Complexity: O(s log s + n log n + r) in the worst case for s sections, n items in
  ///   changed sections and r items marked for reload or reconfiguration; O(s + n + r) when
  ///   nothing moves. Hash lookups use the snapshots' own position tables.
  @inlinable
  public init<SectionID, ItemID>(
    from old: DataSourceSnapshot<SectionID, ItemID>, to new: DataSourceSnapshot<SectionID, ItemID>
  ) {
    var differ = SnapshotDiffer(old: old, new: new)
    self = differ.batch()
  }
}

/// The state of one diff between two snapshots.
@usableFromInline
struct SnapshotDiffer<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  @usableFromInline
  let old: DataSourceSnapshot<SectionID, ItemID>
  @usableFromInline
  let new: DataSourceSnapshot<SectionID, ItemID>
  @usableFromInline
  var update = BatchUpdate()
  /// Old sections whose items are covered by a section delete or reload, by old index.
  @usableFromInline
  var oldRebuilt: [Bool] = []
  /// New sections whose items are covered by a section insert or reload, by new index.
  @usableFromInline
  var newRebuilt: [Bool] = []
  /// Pairs of old and new indexes of sections present in both snapshots, in old order.
  @usableFromInline
  var survivingSections: [(old: Int, new: Int)] = []
  /// For each new section whose items changed, which positions an outgoing pass accounted
  /// for (a stay, a move or a relocated reload); empty for other sections.
  @usableFromInline
  var accounted: [[Bool]] = []
  /// Reloaded items that change place, reported as a delete and an insert.
  @usableFromInline
  var relocatedReloads: Set<ItemID> = []

  @inlinable
  init(old: DataSourceSnapshot<SectionID, ItemID>, new: DataSourceSnapshot<SectionID, ItemID>) {
    self.old = old
    self.new = new
  }

  @inlinable
  mutating func batch() -> BatchUpdate {
    diffSections()
    // Items can only leave or enter a section whose items changed, so identical sections
    // (an O(1) check when the snapshots share storage) are skipped.
    let changedSections = survivingSections.filter { pair in
      !oldRebuilt[pair.old]
        && old.slots[old.order[pair.old]].items != new.slots[new.order[pair.new]].items
    }
    accounted = Array(repeating: [], count: new.order.count)
    for pair in changedSections {
      accounted[pair.new] = Array(
        repeating: false, count: new.slots[new.order[pair.new]].items.count)
    }
    for pair in changedSections {
      diffOutgoingItems(inOldSection: pair.old, newSection: pair.new)
    }
    for pair in changedSections { collectInserts(inNewSection: pair.new) }
    collectReloadsAndReconfigures()
    update.deletedItems.sort()
    update.insertedItems.sort()
    update.movedItems.sort { $0.to < $1.to }
    update.reloadedItems.sort()
    update.reconfiguredItems.sort()
    update.deletedSections.sort()
    update.insertedSections.sort()
    update.movedSections.sort { $0.to < $1.to }
    update.reloadedSections.sort()
    return update
  }

  @inlinable
  mutating func diffSections() {
    oldRebuilt = Array(repeating: false, count: old.order.count)
    newRebuilt = Array(repeating: false, count: new.order.count)
    var survivesInNew = Array(repeating: false, count: new.order.count)
    for (oldIndex, slot) in old.order.enumerated() {
      if let newSlot = new.slotOfSection[old.slots[slot].identifier] {
        let newIndex = new.slots[newSlot].displayIndex
        survivingSections.append((oldIndex, newIndex))
        survivesInNew[newIndex] = true
      } else {
        update.deletedSections.append(oldIndex)
        oldRebuilt[oldIndex] = true
      }
    }
    for newIndex in survivesInNew.indices where !survivesInNew[newIndex] {
      update.insertedSections.append(newIndex)
      newRebuilt[newIndex] = true
    }
    let staying = LongestIncreasingSubsequence.membership(of: survivingSections.map(\.new))
    for (pair, stays) in zip(survivingSections, staying) {
      let identifier = new.slots[new.order[pair.new]].identifier
      let reloaded = new.reloadedSections.contains(identifier)
      if reloaded {
        oldRebuilt[pair.old] = true
        newRebuilt[pair.new] = true
        if stays {
          update.reloadedSections.append(pair.old)
        } else {
          update.deletedSections.append(pair.old)
          update.insertedSections.append(pair.new)
        }
      } else if !stays {
        update.movedSections.append(SectionMove(from: pair.old, to: pair.new))
      }
    }
  }

  /// Settles every item that leaves a changed section: deleted, staying (off or on the
  /// longest increasing subsequence) or moving to another section. Marks the new position
  /// of each item it accounts for, so `collectInserts` needs no hash lookups.
  @inlinable
  mutating func diffOutgoingItems(inOldSection oldIndex: Int, newSection newIndex: Int) {
    let newSlot = new.order[newIndex]
    let oldItems = old.slots[old.order[oldIndex]].items
    let newItems = new.slots[newSlot].items
    // The old and new offsets of the items that stay in the section, side by side, in
    // scratch memory: a scan with few changes does little else than write them.
    let staying = UnsafeMutableBufferPointer<(old: Int, new: Int)>.allocate(
      capacity: oldItems.count)
    defer { staying.deallocate() }
    var stayingCount = 0
    var shift = 0
    oldItems.withUnsafeBufferPointer { oldItems in
      newItems.withUnsafeBufferPointer { newItems in
        for (offset, item) in oldItems.enumerated() {
          // Between changes, an old item sits in the new section at its old offset plus the
          // net count of inserts and deletes so far: checking that guess with one
          // comparison, before any hash lookup, makes a scan with few changes sequential and
          // nearly lookup-free.
          let guess = offset + shift
          if guess >= 0, guess < newItems.count, newItems[guess] == item {
            staying[stayingCount] = (offset, guess)
            stayingCount += 1
            continue
          }
          guard let location = new.location(of: item) else {
            update.deletedItems.append(ItemPosition(item: offset, section: oldIndex))
            shift -= 1
            continue
          }
          if location.slot == newSlot {
            staying[stayingCount] = (offset, location.index)
            stayingCount += 1
            shift = location.index - offset
            continue
          }
          let destinationSection = new.slots[location.slot].displayIndex
          if newRebuilt[destinationSection] {
            update.deletedItems.append(ItemPosition(item: offset, section: oldIndex))
          } else {
            relocate(
              item, from: ItemPosition(item: offset, section: oldIndex),
              to: ItemPosition(item: location.index, section: destinationSection))
          }
        }
      }
    }
    let stayers = UnsafeBufferPointer(rebasing: staying[..<stayingCount])
    let members = UnsafeMutableBufferPointer<Bool>.allocate(capacity: stayingCount)
    defer { members.deallocate() }
    LongestIncreasingSubsequence.membership(of: stayers, by: { $0.new }, into: members)
    // Taken out while written, so that the array stays unique and is written in place.
    var accountedHere = accounted[newIndex]
    accounted[newIndex] = []
    for (stayer, isMember) in zip(stayers, members) where isMember {
      accountedHere[stayer.new] = true
    }
    accounted[newIndex] = accountedHere
    for (stayer, isMember) in zip(stayers, members) where !isMember {
      relocate(
        oldItems[stayer.old], from: ItemPosition(item: stayer.old, section: oldIndex),
        to: ItemPosition(item: stayer.new, section: newIndex))
    }
  }

  /// Reports as inserts the items of a changed section that no outgoing pass accounted
  /// for: new items, and items arriving from deleted or reloaded sections.
  @inlinable
  mutating func collectInserts(inNewSection newIndex: Int) {
    for (offset, isAccounted) in accounted[newIndex].enumerated() where !isAccounted {
      update.insertedItems.append(ItemPosition(item: offset, section: newIndex))
    }
  }

  /// Reports an item that changes place: a move, or a delete and an insert when it is also
  /// reloaded.
  @inlinable
  mutating func relocate(_ item: ItemID, from: ItemPosition, to: ItemPosition) {
    accounted[to.section][to.item] = true
    if !new.reloadedItems.isEmpty, new.reloadedItems.contains(item) {
      update.deletedItems.append(from)
      update.insertedItems.append(to)
      relocatedReloads.insert(item)
    } else {
      update.movedItems.append(ItemMove(from: from, to: to))
    }
  }

  /// Reloads (old positions) and reconfigures (new positions) of items that survive in
  /// surviving, unrebuilt sections and were not already turned into a delete and an insert.
  @inlinable
  mutating func collectReloadsAndReconfigures() {
    for item in new.reloadedItems.elements {
      guard let positions = inPlacePositions(of: item) else { continue }
      update.reloadedItems.append(positions.old)
    }
    for item in new.reconfiguredItems.elements where !new.reloadedItems.contains(item) {
      guard let positions = inPlacePositions(of: item) else { continue }
      update.reconfiguredItems.append(positions.new)
    }
  }

  @inlinable
  func inPlacePositions(of item: ItemID) -> (old: ItemPosition, new: ItemPosition)? {
    guard !relocatedReloads.contains(item), let from = old.position(of: item),
      let to = new.position(of: item), !oldRebuilt[from.section], !newRebuilt[to.section]
    else { return nil }
    return (from, to)
  }
}
