import DiffableDataSources
import Testing
import _LayoutInternals

/// Random pairs of snapshots, flat and sectioned: applying the batch to the old arrays must
/// give the new arrays, and the move count must be minimal.
@Suite struct DiffingPropertyTests {}

extension DiffingPropertyTests {
  @Test(arguments: [false, true])
  func batchAppliedToOldArraysGivesNewArrays(sectioned: Bool) throws {
    var pairs = RandomSnapshotPairs(seed: sectioned ? 7 : 3, sectioned: sectioned, marks: true)
    for _ in 0..<300 {
      let (old, new) = pairs.next()
      try checkRoundTrip(old: old, new: new)
    }
  }

  @Test(arguments: [false, true])
  func moveCountIsMinimal(sectioned: Bool) throws {
    var pairs = RandomSnapshotPairs(seed: sectioned ? 11 : 13, sectioned: sectioned, marks: false)
    for _ in 0..<300 {
      let (old, new) = pairs.next()
      let batch = BatchUpdate(from: try old.makeSnapshot(), to: try new.makeSnapshot())
      let survivingSections = old.sections.compactMap { new.sections.firstIndex(of: $0) }
      #expect(
        batch.movedSections.count
          == survivingSections.count - naiveLongestIncreasingSubsequenceLength(survivingSections))
      #expect(batch.movedItems.count == minimalItemMoves(old: old, new: new))
    }
  }

  @Test func largeScatteredChangesStayMinimal() throws {
    var generator = SeededGenerator(seed: 99)
    let old = Array(0..<3_000)
    var new = old.filter { _ in Int.random(in: 0..<10, using: &generator) != 0 }
    for _ in 0..<60 {
      let moving = new.remove(at: Int.random(in: 0..<new.count, using: &generator))
      new.insert(moving, at: Int.random(in: 0...new.count, using: &generator))
    }
    for identifier in 3_000..<3_200 {
      new.insert(identifier, at: Int.random(in: 0...new.count, using: &generator))
    }
    let oldModel = ArraySnapshotModel(sections: [0], items: [old])
    let newModel = ArraySnapshotModel(sections: [0], items: [new])
    try checkRoundTrip(old: oldModel, new: newModel)
    let batch = BatchUpdate(from: try oldModel.makeSnapshot(), to: try newModel.makeSnapshot())
    #expect(batch.movedItems.count == minimalItemMoves(old: oldModel, new: newModel))
  }

  /// Survivors of each section that stay in it, minus its longest increasing run, plus every
  /// item that changes between surviving sections: computed without the diff's code.
  private func minimalItemMoves(old: ArraySnapshotModel, new: ArraySnapshotModel) -> Int {
    var moves = 0
    for (oldIndex, section) in old.sections.enumerated() {
      guard let newIndex = new.sections.firstIndex(of: section) else { continue }
      let newItems = new.items[newIndex]
      let staying = old.items[oldIndex].compactMap { newItems.firstIndex(of: $0) }
      moves += staying.count - naiveLongestIncreasingSubsequenceLength(staying)
      for item in old.items[oldIndex] where !newItems.contains(item) {
        if let target = new.sectionIndex(containing: item),
          old.sections.contains(new.sections[target])
        {
          moves += 1
        }
      }
    }
    return moves
  }

  private func checkRoundTrip(old: ArraySnapshotModel, new: ArraySnapshotModel) throws {
    let batch = BatchUpdate(from: try old.makeSnapshot(), to: try new.makeSnapshot())
    let application = try BatchApplication(
      applying: batch, to: old.items, newItemCounts: new.items.map(\.count))
    let oldItems = Set(old.allItems)
    let rebuiltNew = Set(
      new.sections.indices.filter { index in
        !old.sections.contains(new.sections[index])
          || new.reloadedSections.contains(new.sections[index])
      })
    var freshItems: Set<Int> = []
    for (sectionIndex, slots) in application.sections.enumerated() {
      for (offset, slot) in slots.enumerated() {
        let item = new.items[sectionIndex][offset]
        switch slot {
        case .carried(let carried):
          #expect(carried == item, "old + batch != new")
        case .fresh:
          freshItems.insert(item)
          let oldSection = old.sectionIndex(containing: item).map { old.sections[$0] }
          let oldSectionRebuilt =
            oldSection.map { !new.sections.contains($0) || new.reloadedSections.contains($0) }
            ?? true
          #expect(
            !oldItems.contains(item) || rebuiltNew.contains(sectionIndex) || oldSectionRebuilt
              || new.reloadedItems.contains(item),
            "item \(item) was needlessly deleted and inserted")
        }
      }
    }
    // Every reloaded survivor is reloaded in place or replaced; every reconfigured survivor
    // that is not replaced is reconfigured where it ends up.
    let reloaded = Set(application.reloadedItems)
    for item in new.reloadedItems where oldItems.contains(item) {
      #expect(reloaded.contains(item) || freshItems.contains(item), "reload of \(item) lost")
    }
    let reconfigured = application.reconfiguredItems.compactMap { $0 }
    #expect(reconfigured.count == application.reconfiguredItems.count)
    let expectedReconfigured = new.reconfiguredItems.filter { item in
      oldItems.contains(item) && !freshItems.contains(item) && !new.reloadedItems.contains(item)
    }
    #expect(Set(reconfigured) == expectedReconfigured)
  }
}
