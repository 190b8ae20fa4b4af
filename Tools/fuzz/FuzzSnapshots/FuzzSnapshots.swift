import DiffableDataSources

/// libFuzzer's entry point: a sequence of snapshot or section-snapshot operations read from
/// the input, run on the real value and on the plain model the property tests use
/// (`ArraySnapshotModel`, `TreeModel`, compiled in from `Tests/DiffableDataSourcesTests`).
/// After every operation both must answer every query alike and throw the same error, and a
/// call that throws must leave the value as it was.
///
/// - Returns: 0; a broken property traps with a message naming it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSnapshots(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, count: size)
  if input.bool() {
    var fuzzCase = SnapshotFuzzCase()
    fuzzCase.run(&input)
  } else {
    var fuzzCase = SectionSnapshotFuzzCase()
    fuzzCase.run(&input)
  }
  return 0
}

/// Identifiers from small pools, so that repeats, unknown identifiers and clashes are
/// common; now and then one at the edge of `Int`.
extension FuzzInput {
  mutating func item() -> Int {
    byte() % 32 == 0 ? pick([Int.max, Int.min, -1]) : below(40)
  }

  mutating func section() -> Int { 100 + below(8) }

  mutating func items(upTo count: Int) -> [Int] {
    (0..<below(count + 1)).map { _ in item() }
  }

  mutating func sections(upTo count: Int) -> [Int] {
    (0..<below(count + 1)).map { _ in section() }
  }
}

/// The error `body` throws, if any.
func thrownError(_ body: () throws(DataSourceError) -> Void) -> DataSourceError? {
  do {
    try body()
    return nil
  } catch {
    return error
  }
}

struct SnapshotFuzzCase {
  var snapshot = DataSourceSnapshot<Int, Int>()
  var model = ArraySnapshotModel()

  mutating func run(_ input: inout FuzzInput) {
    for step in 0..<64 where !input.isExhausted {
      let before = snapshot
      let after = input.bool()
      let name: String
      let expected: DataSourceError?
      let actual: DataSourceError?
      switch input.below(12) {
      case 0:
        let items = input.items(upTo: 6)
        let section = input.bool() ? input.section() : nil
        name = "appendItems(\(items), \(String(describing: section)))"
        expected = thrownError { () throws(DataSourceError) in
          try model.appendItems(items, toSection: section)
        }
        actual = thrownError { () throws(DataSourceError) in
          try snapshot.appendItems(items, toSection: section)
        }
      case 1:
        let (items, anchor) = (input.items(upTo: 4), input.item())
        name = "insertItems(\(items), \(anchor), after: \(after))"
        expected = thrownError { () throws(DataSourceError) in
          try model.insertItems(items, nextTo: anchor, after: after)
        }
        actual = thrownError { () throws(DataSourceError) in
          if after {
            try snapshot.insertItems(items, afterItem: anchor)
          } else {
            try snapshot.insertItems(items, beforeItem: anchor)
          }
        }
      case 2:
        let items = input.items(upTo: 4)
        name = "deleteItems(\(items))"
        model.deleteItems(items)
        snapshot.deleteItems(items)
        (expected, actual) = (nil, nil)
      case 3:
        let (item, anchor) = (input.item(), input.item())
        name = "moveItem(\(item), \(anchor), after: \(after))"
        expected = thrownError { () throws(DataSourceError) in
          try model.moveItem(item, nextTo: anchor, after: after)
        }
        actual = thrownError { () throws(DataSourceError) in
          if after {
            try snapshot.moveItem(item, afterItem: anchor)
          } else {
            try snapshot.moveItem(item, beforeItem: anchor)
          }
        }
      case 4:
        let items = input.items(upTo: 3)
        name = "reloadItems(\(items))"
        expected = thrownError { () throws(DataSourceError) in try model.reloadItems(items) }
        actual = thrownError { () throws(DataSourceError) in try snapshot.reloadItems(items) }
      case 5:
        let items = input.items(upTo: 3)
        name = "reconfigureItems(\(items))"
        expected = thrownError { () throws(DataSourceError) in try model.reconfigureItems(items) }
        actual = thrownError { () throws(DataSourceError) in
          try snapshot.reconfigureItems(items)
        }
      case 6, 7:
        let sections = input.sections(upTo: 3)
        name = "appendSections(\(sections))"
        expected = thrownError { () throws(DataSourceError) in try model.appendSections(sections) }
        actual = thrownError { () throws(DataSourceError) in
          try snapshot.appendSections(sections)
        }
      case 8:
        let (sections, anchor) = (input.sections(upTo: 2), input.section())
        name = "insertSections(\(sections), \(anchor), after: \(after))"
        expected = thrownError { () throws(DataSourceError) in
          try model.insertSections(sections, nextTo: anchor, after: after)
        }
        actual = thrownError { () throws(DataSourceError) in
          if after {
            try snapshot.insertSections(sections, afterSection: anchor)
          } else {
            try snapshot.insertSections(sections, beforeSection: anchor)
          }
        }
      case 9:
        let sections = input.sections(upTo: 2)
        name = "deleteSections(\(sections))"
        model.deleteSections(sections)
        snapshot.deleteSections(sections)
        (expected, actual) = (nil, nil)
      case 10:
        let (section, anchor) = (input.section(), input.section())
        name = "moveSection(\(section), \(anchor), after: \(after))"
        expected = thrownError { () throws(DataSourceError) in
          try model.moveSection(section, nextTo: anchor, after: after)
        }
        actual = thrownError { () throws(DataSourceError) in
          if after {
            try snapshot.moveSection(section, afterSection: anchor)
          } else {
            try snapshot.moveSection(section, beforeSection: anchor)
          }
        }
      default:
        if input.bool() {
          let sections = input.sections(upTo: 2)
          name = "reloadSections(\(sections))"
          expected = thrownError { () throws(DataSourceError) in
            try model.reloadSections(sections)
          }
          actual = thrownError { () throws(DataSourceError) in
            try snapshot.reloadSections(sections)
          }
        } else {
          name = "deleteAllItems"
          model.deleteAllItems()
          snapshot.deleteAllItems()
          (expected, actual) = (nil, nil)
        }
      }
      guard actual == expected else {
        fatalError(
          "step \(step) \(name): threw \(String(describing: actual)), "
            + "the model \(String(describing: expected))")
      }
      if actual != nil, snapshot != before {
        fatalError("step \(step) \(name) threw and changed the snapshot")
      }
      do {
        try snapshot.checkInvariants()
      } catch {
        fatalError("step \(step) \(name): \(error)")
      }
      checkQueries(after: "step \(step) \(name)")
    }
  }

  private func checkQueries(after moment: String) {
    guard snapshot.sectionIdentifiers == model.sections,
      snapshot.itemIdentifiers == model.allItems,
      snapshot.numberOfItems == model.allItems.count,
      snapshot.numberOfSections == model.sections.count
    else { fatalError("\(moment): contents differ from the model") }
    for (index, section) in model.sections.enumerated() {
      guard snapshot.indexOfSection(section) == index,
        snapshot.itemIdentifiers(inSection: section) == model.items[index],
        snapshot.numberOfItems(inSection: section) == model.items[index].count
      else { fatalError("\(moment): section \(section) differs from the model") }
    }
    for (flatIndex, item) in model.allItems.enumerated() {
      let section = model.sectionIndex(containing: item).map { model.sections[$0] }
      guard snapshot.indexOfItem(item) == flatIndex,
        snapshot.sectionIdentifier(containingItem: item) == section
      else { fatalError("\(moment): item \(item) differs from the model") }
    }
    guard Set(snapshot.reloadedItemIdentifiers) == model.reloadedItems,
      Set(snapshot.reconfiguredItemIdentifiers) == model.reconfiguredItems,
      Set(snapshot.reloadedSectionIdentifiers) == model.reloadedSections
    else { fatalError("\(moment): marks differ from the model") }
    guard (try? model.makeSnapshot()) == snapshot else {
      fatalError("\(moment): the model's snapshot is not equal")
    }
  }
}

struct SectionSnapshotFuzzCase {
  var snapshot = SectionSnapshot<Int>()
  var model = TreeModel()
  var nextFresh = 1_000

  mutating func run(_ input: inout FuzzInput) {
    for step in 0..<64 where !input.isExhausted {
      let before = snapshot
      let items = input.items(upTo: 3)
      let other = input.item()
      let after = input.bool()
      var expected: DataSourceError?
      var actual: DataSourceError?
      func run(
        _ model: () throws(DataSourceError) -> Void, _ real: () throws(DataSourceError) -> Void
      ) {
        expected = thrownError(model)
        actual = thrownError(real)
      }
      let name: String
      switch input.below(10) {
      case 0, 1, 2:
        let parent = input.bool() ? other : nil
        name = "append(\(items), to: \(String(describing: parent)))"
        run(
          { () throws(DataSourceError) in try model.append(items, to: parent) },
          { () throws(DataSourceError) in try snapshot.append(items, to: parent) })
      case 3:
        name = "insert(\(items), \(other), after: \(after))"
        run(
          { () throws(DataSourceError) in try model.insert(items, nextTo: other, after: after) },
          { () throws(DataSourceError) in
            if after {
              try snapshot.insert(items, after: other)
            } else {
              try snapshot.insert(items, before: other)
            }
          })
      case 4:
        name = "delete(\(items))"
        model.delete(items)
        snapshot.delete(items)
      case 5, 6:
        let expand = input.bool()
        name = "\(expand ? "expand" : "collapse")(\(items))"
        let modelResult = model.setExpanded(items, expand)
        let result = expand ? snapshot.expand(items) : snapshot.collapse(items)
        guard result == modelResult else { fatalError("step \(step) \(name): returned \(result)") }
      default:
        // A small forest, sometimes reusing identifiers so that clashes come up.
        var forest = TreeModel()
        let first = input.bool() ? input.item() : nextFresh
        nextFresh += 3
        _ = try? forest.append([first, nextFresh - 2], to: nil)
        _ = try? forest.append([nextFresh - 1], to: first)
        _ = forest.setExpanded([first], input.bool())
        guard let sub = try? forest.makeSectionSnapshot() else { continue }
        switch input.below(3) {
        case 0:
          let parent = input.bool() ? other : nil
          name = "append(forest, to: \(String(describing: parent)))"
          run(
            { () throws(DataSourceError) in
              try model.append(nodes: forest.roots, to: parent, expanding: forest.expanded)
            },
            { () throws(DataSourceError) in try snapshot.append(sub, to: parent) })
        case 1:
          name = "insert(forest, \(other), after: \(after))"
          run(
            { () throws(DataSourceError) in
              try model.insert(
                nodes: forest.roots, nextTo: other, after: after, expanding: forest.expanded)
            },
            { () throws(DataSourceError) in
              if after {
                try snapshot.insert(sub, after: other)
              } else {
                try snapshot.insert(sub, before: other)
              }
            })
        default:
          name = "replace(childrenOf: \(other))"
          run(
            { () throws(DataSourceError) in
              try model.replaceChildren(of: other, with: forest.roots, expanding: forest.expanded)
            },
            { () throws(DataSourceError) in try snapshot.replace(childrenOf: other, using: sub) })
        }
      }
      guard actual == expected else {
        fatalError(
          "step \(step) \(name): threw \(String(describing: actual)), "
            + "the model \(String(describing: expected))")
      }
      if actual != nil, snapshot != before {
        fatalError("step \(step) \(name) threw and changed the section snapshot")
      }
      checkQueries(after: "step \(step) \(name)")
    }
  }

  private func checkQueries(after moment: String) {
    let entries = model.entries
    guard snapshot.items == entries.map(\.id), snapshot.visibleItems == model.visibleItems,
      snapshot.rootItems == model.roots.map(\.id)
    else { fatalError("\(moment): items differ from the model") }
    for (index, entry) in entries.enumerated() {
      guard snapshot.index(of: entry.id) == index, snapshot.level(of: entry.id) == entry.level,
        snapshot.parent(of: entry.id) == entry.parent,
        snapshot.isVisible(entry.id) == entry.isVisible,
        snapshot.isExpanded(entry.id) == model.expanded.contains(entry.id)
      else { fatalError("\(moment): item \(entry.id) differs from the model") }
    }
    guard (try? model.makeSectionSnapshot()) == snapshot else {
      fatalError("\(moment): the model's section snapshot is not equal")
    }
    _ = snapshot.visualDescription()
  }
}
