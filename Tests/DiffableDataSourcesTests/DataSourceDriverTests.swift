import DiffableDataSources
import Testing

@Suite struct DataSourceDriverTests {
  typealias Source = DiffableDataSource<String, Int>

  /// The batch of the target's last call, with the item counts it was told.
  func lastBatch(_ target: RecordingTarget) -> (BatchUpdate, [Int])? {
    guard case .batch(let update, let counts, _) = target.calls.last else { return nil }
    return (update, counts)
  }
}

extension DataSourceDriverTests {
  @Test func applyingASequenceOfSnapshotsKeepsTheTargetInStep() throws {
    let target = RecordingTarget()
    let dataSource = DiffableDataSource<Int, Int>(target: target)
    var pairs = RandomSnapshotPairs(seed: 21, sectioned: true, marks: true)
    var shown: [[Int]] = []
    for step in 0..<40 {
      let next = try pairs.next().new.makeSnapshot()
      let callsBefore = target.calls.count
      dataSource.apply(next, animatingDifferences: step.isMultiple(of: 2))
      let expected = sectionContents(next)
      #expect(sectionContents(dataSource.snapshot()) == expected)
      #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
      if target.calls.count == callsBefore {
        #expect(shown == expected)
        continue
      }
      let (update, counts) = try #require(lastBatch(target))
      #expect(counts == expected.map(\.count))
      let application = try BatchApplication(applying: update, to: shown, newItemCounts: counts)
      for (slots, items) in zip(application.sections, expected) {
        for (slot, item) in zip(slots, items) where slot != .fresh {
          #expect(slot == .carried(item))
        }
      }
      shown = expected
    }
  }

  @Test func completionRunsOnceTheTargetHasFinished() throws {
    let target = RecordingTarget()
    target.holdsCompletions = true
    let dataSource = Source(target: target)
    var completed = false
    dataSource.apply(try makeSnapshot(["A": [1]])) { completed = true }
    #expect(!completed)
    target.releaseCompletions()
    #expect(completed)
  }

  @Test func applyingAnUnchangedSnapshotSkipsTheTargetButCompletes() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    let snapshot = try makeSnapshot(["A": [1]])
    dataSource.apply(snapshot)
    var completed = false
    dataSource.apply(snapshot, animatingDifferences: false) { completed = true }
    #expect(completed)
    #expect(target.calls.count == 1)
  }

  @Test func animatingDifferencesFalseStillDiffs() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    dataSource.apply(try makeSnapshot(["A": [1, 2]]), animatingDifferences: false)
    guard case .batch(let update, _, let animated) = target.calls.last else {
      Issue.record("expected a batch")
      return
    }
    #expect(!animated)
    #expect(update.insertedSections == [0])
  }

  @Test func reloadDataSkipsTheDiff() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    var completed = false
    dataSource.applySnapshotUsingReloadData(try makeSnapshot(["A": [1, 2], "B": [3]])) {
      completed = true
    }
    #expect(target.calls == [.reload(itemCounts: [2, 1])])
    #expect(completed)
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
  }

  @Test func positionLookupsFollowTheCurrentSnapshot() throws {
    let dataSource = Source(target: RecordingTarget())
    dataSource.apply(try makeSnapshot(["A": [1, 2], "B": [3]]))
    #expect(dataSource.itemIdentifier(for: ItemPosition(item: 0, section: 1)) == 3)
    #expect(dataSource.itemIdentifier(for: ItemPosition(item: 2, section: 0)) == nil)
    #expect(dataSource.itemIdentifier(for: ItemPosition(item: 0, section: 5)) == nil)
    #expect(dataSource.indexPath(for: 2) == ItemPosition(item: 1, section: 0))
    #expect(dataSource.indexPath(for: 9) == nil)
    #expect(dataSource.sectionIdentifier(for: 1) == "B")
    #expect(dataSource.sectionIdentifier(for: -1) == nil)
    #expect(dataSource.index(for: "B") == 1)
  }

  @Test func applyFromACompletionIsQueuedAfterTheRunningCall() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    let second = try makeSnapshot(["A": [1, 2]])
    var order: [String] = []
    dataSource.apply(try makeSnapshot(["A": [1]])) {
      order.append("first completion")
      dataSource.apply(second) { order.append("second completion") }
      order.append("first completion returns")
    }
    #expect(order == ["first completion", "first completion returns", "second completion"])
    #expect(target.calls.count == 2)
    #expect(target.nestedCallCount == 0)
    #expect(dataSource.snapshot() == second)
  }

  @Test func applyFromInsideATargetCallIsSerialisedAndDiffedAgainstTheApplyBefore() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    let first = try makeSnapshot(["A": [1, 2, 3]])
    let second = try makeSnapshot(["A": [3, 1], "B": [4]])
    // Weakly: the data source keeps its target alive and the target keeps its hook, so a
    // hook holding either would make a cycle that outlives the test (LeakSanitizer
    // reported it).
    target.duringBatch = { [weak dataSource, weak target] callNumber in
      guard let dataSource, let target else { return }
      if callNumber == 1 {
        dataSource.apply(second)
        // The re-entrant apply took effect at once, but its batch waits.
        #expect(dataSource.snapshot() == second)
        #expect(target.calls.count == 1)
      }
    }
    dataSource.apply(first)
    #expect(target.calls.count == 2)
    #expect(target.nestedCallCount == 0)
    var shown: [[Int]] = []
    for (call, expected) in zip(target.calls, [first, second]) {
      guard case .batch(let update, let counts, _) = call else { continue }
      let application = try BatchApplication(applying: update, to: shown, newItemCounts: counts)
      shown = sectionContents(expected)
      for (slots, items) in zip(application.sections, shown) {
        for (slot, item) in zip(slots, items) where slot != .fresh {
          #expect(slot == .carried(item))
        }
      }
    }
  }

  @Test func applyingASectionSnapshotShowsItsVisibleItemsAndKeepsItsHierarchy() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    dataSource.apply(try makeSnapshot(["A": [1]]))
    var outline = SectionSnapshot<Int>()
    try outline.append([10, 20])
    try outline.append([11, 12], to: 10)
    try dataSource.apply(outline, to: "B")
    #expect(dataSource.snapshot().sectionIdentifiers == ["A", "B"])
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "B") == [10, 20])
    #expect(dataSource.snapshot(for: "B") == outline)
    #expect(dataSource.snapshot(for: "A").items == [1])
    #expect(dataSource.snapshot(for: "Z").items.isEmpty)

    var clash = SectionSnapshot<Int>()
    try clash.append([1])
    let before = dataSource.snapshot()
    #expect(throws: DataSourceError.duplicateItem(AnyIdentifier(1))) {
      try dataSource.apply(clash, to: "B")
    }
    var hiddenClash = SectionSnapshot<Int>()
    try hiddenClash.append([11])
    #expect(throws: DataSourceError.duplicateItem(AnyIdentifier(11))) {
      try dataSource.apply(hiddenClash, to: "A")
    }
    #expect(dataSource.snapshot() == before)
  }

  @Test func fullApplyKeepsSectionHierarchiesWhoseItemsDidNotChange() throws {
    let dataSource = Source(target: RecordingTarget())
    var outline = SectionSnapshot<Int>()
    try outline.append([10])
    try outline.append([11], to: 10)
    try dataSource.apply(outline, to: "B")
    var next = dataSource.snapshot()
    try next.appendSections(["C"])
    dataSource.apply(next)
    #expect(dataSource.snapshot(for: "B") == outline)
    try next.appendItems([30], toSection: "B")
    dataSource.apply(next)
    #expect(dataSource.snapshot(for: "B").items == [10, 30])
  }

  @Test func expandingAnItemConsultsHandlersAndInsertsItsChildren() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    var outline = SectionSnapshot<Int>()
    try outline.append([10, 20])
    try dataSource.apply(outline, to: "A")
    var events: [String] = []
    dataSource.sectionSnapshotHandlers.shouldExpandItem = { $0 != 20 }
    dataSource.sectionSnapshotHandlers.willExpandItem = { events.append("will expand \($0)") }
    dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
      events.append("children of \(parent): \(current.items)")
      var children = SectionSnapshot<Int>()
      try? children.append([parent + 1, parent + 2])
      return children
    }
    #expect(!dataSource.expandItem(20))
    #expect(!dataSource.expandItem(99))
    #expect(dataSource.expandItem(10))
    #expect(!dataSource.expandItem(10))
    #expect(events == ["will expand 10", "children of 10: []"])
    #expect(dataSource.snapshot().itemIdentifiers == [10, 11, 12, 20])
    let (update, counts) = try #require(lastBatch(target))
    #expect(update.insertedItems.map(\.item) == [1, 2])
    #expect(counts == [4])

    dataSource.sectionSnapshotHandlers.shouldCollapseItem = { _ in false }
    #expect(!dataSource.collapseItem(10))
    dataSource.sectionSnapshotHandlers.shouldCollapseItem = nil
    dataSource.sectionSnapshotHandlers.willCollapseItem = { events.append("will collapse \($0)") }
    #expect(dataSource.collapseItem(10))
    #expect(dataSource.snapshot().itemIdentifiers == [10, 20])
    #expect(dataSource.snapshot(for: "A").items == [10, 11, 12, 20])
    #expect(events.last == "will collapse 10")
  }

  @Test func anItemsOutlineLevelIsItsDepthInItsSectionsAppliedSectionSnapshot() throws {
    let dataSource = Source(target: RecordingTarget())
    dataSource.apply(try makeSnapshot(["A": [1, 2]]))
    var outline = SectionSnapshot<Int>()
    try outline.append([10])
    try outline.append([11], to: 10)
    try outline.append([12], to: 11)
    outline.expand([10, 11])
    try dataSource.apply(outline, to: "B")
    #expect(dataSource.outlineLevel(of: 10) == 0)
    #expect(dataSource.outlineLevel(of: 12) == 2)
    // A section without a section snapshot is flat; an item not shown has no level.
    #expect(dataSource.outlineLevel(of: 2) == 0)
    #expect(dataSource.outlineLevel(of: 99) == nil)
    #expect(dataSource.collapseItem(11))
    #expect(dataSource.outlineLevel(of: 12) == nil)
  }

  @Test func reorderingIsOffUntilCanReorderItemIsSet() throws {
    let dataSource = Source(target: RecordingTarget())
    dataSource.apply(try makeSnapshot(["A": [1, 2, 3]]))
    #expect(
      !dataSource.reorderItem(
        at: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 2, section: 0)))
    #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3])
  }

  @Test func reorderingReportsATransactionAndTakesTheFinalSnapshot() throws {
    let target = RecordingTarget()
    let dataSource = Source(target: target)
    dataSource.apply(try makeSnapshot(["A": [1, 2, 3], "B": [4]]))
    var seen: [String] = []
    var transaction: DataSourceTransaction<String, Int>?
    dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
    dataSource.reorderingHandlers.willReorder = { _ in seen.append("will") }
    dataSource.reorderingHandlers.didReorder = {
      seen.append("did")
      transaction = $0
    }
    #expect(
      !dataSource.reorderItem(
        at: ItemPosition(item: 2, section: 0), to: ItemPosition(item: 0, section: 1)))
    #expect(
      !dataSource.reorderItem(
        at: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 5, section: 1)))
    #expect(
      dataSource.reorderItem(
        at: ItemPosition(item: 0, section: 0), to: ItemPosition(item: 1, section: 1)))
    #expect(seen == ["will", "did"])
    #expect(sectionContents(dataSource.snapshot()) == [[2, 3], [4, 1]])
    #expect(target.calls.count == 1)
    let result = try #require(transaction)
    #expect(result.initialSnapshot.itemIdentifiers == [1, 2, 3, 4])
    #expect(result.finalSnapshot == dataSource.snapshot())
    #expect(result.difference.insertions.count == 1)
    #expect(result.difference.removals.count == 1)
    #expect([1, 2, 3, 4].applying(result.difference) == [2, 3, 4, 1])
    #expect(result.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
    #expect(result.sectionTransactions[1].finalSnapshot.items == [4, 1])
    #expect(
      result.sectionTransactions[0].initialSnapshot.items.applying(
        result.sectionTransactions[0].difference) == [2, 3])
  }
}
