import LayoutGeometry

/// A ``LayoutUpdate`` checked against the counts before and after it, and turned into what
/// a host does with it: where each new section comes from, and for each surviving section,
/// the edit of its items as sequence operations.
///
/// Sections: the inserted and moved sections take their new indexes; the other old sections
/// (reloaded ones included) fill the remaining indexes in order, as `performBatchUpdates`
/// places them. Items of a surviving section: deleted and moved-out items leave, then
/// inserted and moved-in items take their new indexes, and the others fill the rest in order.
///
/// - Complexity: O(c log c) for c changes in the update, plus one comparison of the old and
///   new counts of every section; O(sections) more when sections are inserted, deleted,
///   moved or reloaded.
package struct UpdatePlan: Equatable {
  /// Where a new section comes from.
  enum Source: Equatable {
    /// Inserted: nothing carries over.
    case inserted
    /// Reloaded in place: its index carries over, its state does not.
    case reloaded(old: Int)
    /// A surviving section, moved or not, with everything it keeps.
    case kept(old: Int)
  }

  /// One item that enters a surviving section at `index`: from `origin` for a moved item,
  /// or new (`nil`).
  struct Entry: Equatable {
    var index: Int
    var origin: LayoutIndexPath?
  }

  /// The edit of one surviving section's items.
  struct ItemEdit: Equatable {
    /// Old indexes of the items that leave (deleted or moved out), ascending.
    var leaving: [Int] = []
    /// The items that enter, by ascending new index.
    var entering: [Entry] = []
    /// Old indexes of reloaded items: they stay, without their state.
    var reloaded: [Int] = []
    /// New indexes of reconfigured items: they stay, their state marked stale.
    var reconfigured: [Int] = []

    /// Whether the edit changes the section's order or count.
    var movesItems: Bool { !leaving.isEmpty || !entering.isEmpty }
  }

  /// Where each new section comes from, by new index; empty when ``keepsSections``.
  private(set) var sources: [Source]
  /// Whether no section is inserted, deleted, moved or reloaded: section `s` is section `s`.
  let keepsSections: Bool
  /// The edits of surviving sections that change, by new index.
  var edits: [Int: ItemEdit]
  /// The item count of each new section.
  var itemCounts: [Int]

  /// The number of sections before the update.
  var oldSectionCount: Int
  /// The new index of each surviving section that moved, by old index.
  private(set) var movedSections: [Int: Int] = [:]
  /// The new position of each item that moved, by old position.
  private(set) var movedItems: [LayoutIndexPath: LayoutIndexPath] = [:]

  /// Where new section `index` comes from.
  func source(ofNewSection index: Int) -> Source {
    keepsSections ? .kept(old: index) : sources[index]
  }

  /// The plan for `update` on a host showing `oldCounts`, which must show `newCounts` after.
  ///
  /// - Throws: the first ``LayoutUpdateError`` found; nothing is changed by planning.
  init(_ update: LayoutUpdate, oldCounts: [Int], newCounts: [Int]) throws(LayoutUpdateError) {
    let oldSectionCount = oldCounts.count
    keepsSections =
      update.deletedSections.isEmpty && update.insertedSections.isEmpty
      && update.movedSections.isEmpty && update.reloadedSections.isEmpty
    if keepsSections {
      guard newCounts.count == oldSectionCount else {
        throw .countMismatch(section: nil, expected: newCounts.count, actual: oldSectionCount)
      }
      sources = []
    } else {
      sources = try Self.sectionSources(
        of: update, oldSectionCount: oldSectionCount, newSectionCount: newCounts.count)
    }
    var newIndexOfKept: [Int: Int] = [:]
    for (index, source) in sources.enumerated() {
      if case .kept(let old) = source, old != index { newIndexOfKept[old] = index }
    }
    let sources = sources
    let keepsSections = keepsSections
    func newIndex(ofKept old: Int) -> Int? {
      if keepsSections { return old }
      if let moved = newIndexOfKept[old] { return moved }
      return sources.indices.contains(old) && sources[old] == .kept(old: old) ? old : nil
    }
    func isKept(_ index: Int) -> Bool {
      if keepsSections { return true }
      if case .kept = sources[index] { return true }
      return false
    }

    // Items leave only surviving sections, enter only surviving sections.
    var edits: [Int: ItemEdit] = [:]
    var usedOld: Set<LayoutIndexPath> = []
    func takeItem(_ path: LayoutIndexPath) throws(LayoutUpdateError) -> Int {
      guard oldCounts.indices.contains(path.section), path.item >= 0,
        path.item < oldCounts[path.section]
      else { throw .itemOutOfRange(path) }
      guard let section = newIndex(ofKept: path.section) else {
        throw .itemInChangedSection(path)
      }
      guard usedOld.insert(path).inserted else { throw .itemUsedTwice(path) }
      return section
    }
    var usedNew: Set<LayoutIndexPath> = []
    func putItem(_ path: LayoutIndexPath) throws(LayoutUpdateError) {
      guard newCounts.indices.contains(path.section), path.item >= 0,
        path.item < newCounts[path.section]
      else { throw .newItemOutOfRange(path) }
      guard isKept(path.section) else { throw .itemInChangedSection(path) }
      guard usedNew.insert(path).inserted else { throw .newItemUsedTwice(path) }
    }
    for path in update.deletedItems {
      edits[try takeItem(path), default: ItemEdit()].leaving.append(path.item)
    }
    for move in update.movedItems {
      edits[try takeItem(move.from), default: ItemEdit()].leaving.append(move.from.item)
      try putItem(move.to)
      edits[move.to.section, default: ItemEdit()].entering.append(
        Entry(index: move.to.item, origin: move.from))
    }
    for path in update.insertedItems {
      try putItem(path)
      edits[path.section, default: ItemEdit()].entering.append(Entry(index: path.item))
    }
    for path in update.reloadedItems {
      edits[try takeItem(path), default: ItemEdit()].reloaded.append(path.item)
    }
    for path in update.reconfiguredItems {
      guard newCounts.indices.contains(path.section), path.item >= 0,
        path.item < newCounts[path.section]
      else { throw .newItemOutOfRange(path) }
      if isKept(path.section) {
        edits[path.section, default: ItemEdit()].reconfigured.append(path.item)
      }
    }

    // Every surviving section must end with the count it is given; the first that does not
    // is reported.
    var mismatch: LayoutUpdateError?
    func check(_ index: Int, old: Int) {
      var actual = oldCounts[old]
      if let edit = edits[index] { actual += edit.entering.count - edit.leaving.count }
      if actual != newCounts[index] {
        mismatch = .countMismatch(section: index, expected: newCounts[index], actual: actual)
      }
    }
    if keepsSections {
      // Sections without edits are compared directly: no lookup for each of them.
      let firstUnedited = oldCounts.indices.first {
        oldCounts[$0] != newCounts[$0] && edits[$0] == nil
      }
      for index in edits.keys.sorted() where index < firstUnedited ?? .max {
        check(index, old: index)
        if mismatch != nil { break }
      }
      if mismatch == nil, let index = firstUnedited {
        mismatch = .countMismatch(
          section: index, expected: newCounts[index], actual: oldCounts[index])
      }
    } else {
      for (index, source) in sources.enumerated() {
        guard case .kept(let old) = source else { continue }
        check(index, old: old)
        if mismatch != nil { break }
      }
    }
    if let mismatch { throw mismatch }
    for index in edits.keys {
      edits[index]?.leaving.sort()
      edits[index]?.entering.sort { $0.index < $1.index }
      edits[index]?.reloaded.sort()
      edits[index]?.reconfigured.sort()
    }
    self.oldSectionCount = oldSectionCount
    movedSections = newIndexOfKept
    for move in update.movedItems { movedItems[move.from] = move.to }
    self.edits = edits
    self.itemCounts = newCounts
  }

  /// Where each new section comes from under `update`, for a host showing
  /// `oldSectionCount` sections: inserted and moved sections at their new indexes, the other
  /// old sections (reloaded ones included) in order in the slots left.
  ///
  /// - Throws: the first ``LayoutUpdateError`` about sections; `countMismatch` when
  ///   `newSectionCount` is given and is not the count the update leaves.
  /// - Complexity: O(sections + section changes).
  static func sectionSources(
    of update: LayoutUpdate, oldSectionCount: Int, newSectionCount expected: Int?
  ) throws(LayoutUpdateError) -> [Source] {
    var oldUse = [Bool](repeating: false, count: oldSectionCount)
    func takeOld(_ section: Int) throws(LayoutUpdateError) {
      guard oldUse.indices.contains(section) else { throw .sectionOutOfRange(section) }
      guard !oldUse[section] else { throw .sectionUsedTwice(section) }
      oldUse[section] = true
    }
    for section in update.deletedSections { try takeOld(section) }
    for section in update.reloadedSections { try takeOld(section) }
    for move in update.movedSections { try takeOld(move.from) }

    let newSectionCount =
      oldSectionCount - update.deletedSections.count + update.insertedSections.count
    if let expected, expected != newSectionCount {
      throw .countMismatch(section: nil, expected: expected, actual: newSectionCount)
    }
    var sources = [Source?](repeating: nil, count: newSectionCount)
    func placeNew(_ section: Int, as source: Source) throws(LayoutUpdateError) {
      guard sources.indices.contains(section) else { throw .newSectionOutOfRange(section) }
      guard sources[section] == nil else { throw .newSectionUsedTwice(section) }
      sources[section] = source
    }
    for section in update.insertedSections { try placeNew(section, as: .inserted) }
    for move in update.movedSections { try placeNew(move.to, as: .kept(old: move.from)) }
    // The other old sections keep their order in the new slots that are left.
    let reloaded = Set(update.reloadedSections)
    var slot = 0
    for old in 0..<oldSectionCount where !oldUse[old] || reloaded.contains(old) {
      while slot < newSectionCount, sources[slot] != nil { slot += 1 }
      sources[slot] = reloaded.contains(old) ? .reloaded(old: old) : .kept(old: old)
    }
    return sources.map { $0 ?? .inserted }
  }
}

extension UpdatePlan {
  /// Where the item at old `path` is after the update, for an item that stays in place
  /// (only shifted by what enters and leaves around it); `nil` for one deleted, moved, or
  /// in a section that was deleted or reloaded.
  ///
  /// - Complexity: O(log c) for c changes in its section.
  func unmovedPath(of path: LayoutIndexPath) -> LayoutIndexPath? {
    guard let section = newIndex(ofSection: path.section) else { return nil }
    guard let edit = edits[section] else {
      return LayoutIndexPath(item: path.item, section: section)
    }
    let leavingBefore = edit.leaving.partitioningIndex { $0 >= path.item }
    if leavingBefore < edit.leaving.count, edit.leaving[leavingBefore] == path.item { return nil }
    // Its rank among the items that stay, then the new index of that rank: each entry at or
    // before it pushes it on. `entry.index - position` never decreases, so a search finds
    // how many entries do.
    let rank = path.item - leavingBefore
    let pushing = edit.entering.indices.partitioningIndex { edit.entering[$0].index - $0 > rank }
    return LayoutIndexPath(item: rank + pushing, section: section)
  }

  /// Where the item at new `path` was before the update: the reverse of ``newPath(of:)``;
  /// `nil` for an inserted item, or one in an inserted or reloaded section.
  ///
  /// - Complexity: O(log c) for c changes in its section.
  func oldPath(of path: LayoutIndexPath) -> LayoutIndexPath? {
    guard path.section >= 0, path.section < itemCounts.count,
      case .kept(let oldSection) = source(ofNewSection: path.section)
    else { return nil }
    guard let edit = edits[path.section] else {
      return LayoutIndexPath(item: path.item, section: oldSection)
    }
    let entering = edit.entering.partitioningIndex { $0.index >= path.item }
    if entering < edit.entering.count, edit.entering[entering].index == path.item {
      return edit.entering[entering].origin
    }
    // Its rank among the items that stay, then the old index of that rank: each item that
    // left at or before it pushes it on.
    let rank = path.item - entering
    let pushing = edit.leaving.indices.partitioningIndex { edit.leaving[$0] - $0 > rank }
    return LayoutIndexPath(item: rank + pushing, section: oldSection)
  }

  /// Where the item at old `path` is after the update: a moved item at its destination, any
  /// other surviving item shifted by what enters and leaves around it; `nil` for one
  /// deleted, or in a section that was deleted or reloaded.
  ///
  /// - Complexity: O(log c) for c changes in its section.
  func newPath(of path: LayoutIndexPath) -> LayoutIndexPath? {
    movedItems[path] ?? unmovedPath(of: path)
  }

  /// The new index of old section `section`, or `nil` when it was deleted or reloaded.
  ///
  /// - Complexity: O(1).
  func newIndex(ofSection section: Int) -> Int? {
    guard section >= 0, section < oldSectionCount else { return nil }
    if keepsSections { return section }
    if let moved = movedSections[section] { return moved }
    return section < sources.count && sources[section] == .kept(old: section) ? section : nil
  }
}
