import DiffableDataSources

/// A slot of the array model after a batch: an item carried over from the old data, or a
/// fresh cell (an insert, or the content of an inserted or reloaded section).
enum ModelSlot<Item: Hashable>: Hashable {
  case carried(Item)
  case fresh
}

/// Why a batch cannot be applied the way `performBatchUpdates` would.
struct InvalidBatch: Error, CustomStringConvertible {
  let description: String
}

/// What applying a batch to an array-of-arrays model produced.
struct BatchApplication<Item: Hashable> {
  /// The new sections' slots.
  var sections: [[ModelSlot<Item>]]
  /// The items reported as reloaded (read at their old positions).
  var reloadedItems: [Item]
  /// The items reported as reconfigured (read at their new positions); `nil` for a
  /// reconfigure that lands on a fresh slot, which is invalid.
  var reconfiguredItems: [Item?]

  /// Applies `batch` to `old` the way `performBatchUpdates` does, independently of the diff:
  /// deletes and reloads read old positions, inserts and move destinations new ones,
  /// untouched survivors keep their relative order and fill the remaining slots, and each
  /// new section must end up with `newItemCounts` items (UIKit's consistency check).
  init(applying batch: BatchUpdate, to old: [[Item]], newItemCounts: [Int]) throws {
    let newCount = newItemCounts.count
    try Self.requireUnique(
      batch.deletedSections + batch.movedSections.map(\.from)
        + batch.reloadedSections, below: old.count, "old section indexes")
    try Self.requireUnique(
      batch.insertedSections + batch.movedSections.map(\.to),
      below: newCount, "new section indexes")
    guard old.count - batch.deletedSections.count + batch.insertedSections.count == newCount
    else { throw InvalidBatch(description: "section counts do not add up") }

    // Which old section (if any) each new section continues.
    var sourceOfNew = Array(repeating: -1, count: newCount)
    for move in batch.movedSections { sourceOfNew[move.to] = move.from }
    let leaving = Set(batch.deletedSections + batch.movedSections.map(\.from))
    var survivors = old.indices.filter { !leaving.contains($0) }.makeIterator()
    let inserted = Set(batch.insertedSections)
    for index in 0..<newCount where sourceOfNew[index] < 0 && !inserted.contains(index) {
      guard let next = survivors.next() else {
        throw InvalidBatch(description: "too few surviving sections")
      }
      sourceOfNew[index] = next
    }
    let reloadedSections = Set(batch.reloadedSections)
    let rebuiltOld = Set(batch.deletedSections).union(reloadedSections)
    let rebuiltNew = Set(
      (0..<newCount).filter { inserted.contains($0) || reloadedSections.contains(sourceOfNew[$0]) })

    let outgoing = batch.deletedItems + batch.movedItems.map(\.from) + batch.reloadedItems
    try Self.requireUnique(positions: batch.deletedItems + batch.movedItems.map(\.from), "sources")
    for position in outgoing {
      guard old.indices.contains(position.section), !rebuiltOld.contains(position.section),
        old[position.section].indices.contains(position.item)
      else { throw InvalidBatch(description: "bad old position \(position)") }
    }
    let incoming = batch.insertedItems + batch.movedItems.map(\.to)
    try Self.requireUnique(positions: incoming, "destinations")
    for position in incoming + batch.reconfiguredItems {
      guard (0..<newCount).contains(position.section), !rebuiltNew.contains(position.section),
        (0..<newItemCounts[position.section]).contains(position.item)
      else { throw InvalidBatch(description: "bad new position \(position)") }
    }
    let removed = Set(batch.deletedItems + batch.movedItems.map(\.from))
    if batch.reloadedItems.contains(where: removed.contains) {
      throw InvalidBatch(description: "a reloaded item is also deleted or moved")
    }

    var result: [[ModelSlot<Item>]] = []
    for newIndex in 0..<newCount {
      let count = newItemCounts[newIndex]
      if rebuiltNew.contains(newIndex) {
        result.append(Array(repeating: .fresh, count: count))
        continue
      }
      let oldIndex = sourceOfNew[newIndex]
      var remaining = old[oldIndex].indices
        .filter { !removed.contains(ItemPosition(item: $0, section: oldIndex)) }
        .map { old[oldIndex][$0] }.makeIterator()
      var slots: [ModelSlot<Item>?] = Array(repeating: nil, count: count)
      for position in batch.insertedItems where position.section == newIndex {
        slots[position.item] = .fresh
      }
      for move in batch.movedItems where move.to.section == newIndex {
        slots[move.to.item] = .carried(old[move.from.section][move.from.item])
      }
      for index in slots.indices where slots[index] == nil {
        guard let next = remaining.next() else {
          throw InvalidBatch(description: "section \(newIndex) has too few items")
        }
        slots[index] = .carried(next)
      }
      if remaining.next() != nil {
        throw InvalidBatch(description: "section \(newIndex) has too many items")
      }
      result.append(slots.map { $0 ?? .fresh })
    }
    sections = result
    reloadedItems = batch.reloadedItems.map { old[$0.section][$0.item] }
    reconfiguredItems = batch.reconfiguredItems.map { position in
      if case .carried(let item) = result[position.section][position.item] { return item }
      return nil
    }
  }

  private static func requireUnique(_ indexes: [Int], below bound: Int, _ what: String) throws {
    guard Set(indexes).count == indexes.count, indexes.allSatisfy({ (0..<bound).contains($0) })
    else { throw InvalidBatch(description: "\(what) repeat or are out of range: \(indexes)") }
  }

  private static func requireUnique(positions: [ItemPosition], _ what: String) throws {
    guard Set(positions).count == positions.count else {
      throw InvalidBatch(description: "\(what) repeat")
    }
  }
}
