import LayoutGeometry

extension LayoutUpdate {
  /// The item counts this update leaves on a host showing `oldCounts`, for a caller with no
  /// data source to ask: an inserted section holds no items, a reloaded one keeps its count,
  /// and a surviving one gains its inserted and moved-in items and loses its deleted and
  /// moved-out ones.
  ///
  /// UIKit asks its data source for the new counts instead; these are the counts a data
  /// source agreeing with the update would give. The items are not checked here:
  /// ``LayoutHost/performBatchUpdates(_:itemCounts:)`` checks them against the result.
  ///
  /// ```swift
  /// var update = LayoutUpdate()
  /// update.insertedSections = [0]
  /// update.deletedItems = [LayoutIndexPath(item: 0, section: 1)]
  /// try update.itemCounts(after: [3, 5])  // [0, 3, 4]
  /// ```
  ///
  /// - Throws: the first ``LayoutUpdateError`` about sections: one out of range or used
  ///   twice.
  /// - Complexity: O(sections + changes).
  public func itemCounts(after oldCounts: [Int]) throws(LayoutUpdateError) -> [Int] {
    let sources = try UpdatePlan.sectionSources(
      of: self, oldSectionCount: oldCounts.count, newSectionCount: nil)
    var counts: [Int] = []
    var newIndexOfKept: [Int: Int] = [:]
    for (index, source) in sources.enumerated() {
      switch source {
      case .inserted:
        counts.append(0)
      case .reloaded(let old):
        counts.append(oldCounts[old])
      case .kept(let old):
        counts.append(oldCounts[old])
        newIndexOfKept[old] = index
      }
    }
    // Items in sections that are out of range or not kept are left to the update's own
    // check, which names them.
    func add(_ delta: Int, toSection section: Int?) {
      guard let section, counts.indices.contains(section) else { return }
      counts[section] += delta
    }
    for path in deletedItems { add(-1, toSection: newIndexOfKept[path.section]) }
    for move in movedItems {
      add(-1, toSection: newIndexOfKept[move.from.section])
      add(1, toSection: move.to.section)
    }
    for path in insertedItems { add(1, toSection: path.section) }
    return counts
  }
}
