import DiffableDataSources
import Testing
import _LayoutInternals

/// Random operation sequences run on `SectionSnapshot` and on the naive tree model; every
/// query is compared after every operation, including which error a call throws.
@Suite struct SectionSnapshotPropertyTests {}

extension SectionSnapshotPropertyTests {
  @Test(arguments: 0..<24)
  func randomOperationsMatchTheTreeModel(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed) &+ 1_000)
    var snapshot = SectionSnapshot<Int>()
    var model = TreeModel()
    var nextFresh = 1_000
    for step in 0..<120 {
      let pick = Int.random(in: 0..<100, using: &generator)
      let item = Int.random(in: 0..<30, using: &generator)
      let other = Int.random(in: 0..<30, using: &generator)
      let items = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
        Int.random(in: 0..<30, using: &generator)
      }
      let after = Bool.random(using: &generator)
      let before = snapshot
      var expectedError: DataSourceError?
      var actualError: DataSourceError?
      func run(_ model: () throws -> Void, _ real: () throws -> Void) {
        do { try model() } catch { expectedError = error as? DataSourceError }
        do { try real() } catch { actualError = error as? DataSourceError }
      }
      switch pick {
      case 0..<30:
        let parent = Bool.random(using: &generator) ? other : nil
        run({ try model.append(items, to: parent) }, { try snapshot.append(items, to: parent) })
      case 30..<45:
        run(
          { try model.insert(items, nextTo: other, after: after) },
          {
            after
              ? try snapshot.insert(items, after: other) : try snapshot.insert(items, before: other)
          })
      case 45..<55:
        model.delete(items)
        snapshot.delete(items)
      case 55..<70:
        let modelResult = model.setExpanded(items, true)
        let result = snapshot.expand(items)
        #expect(result == modelResult)
      case 70..<80:
        let modelResult = model.setExpanded(items, false)
        let result = snapshot.collapse(items)
        #expect(result == modelResult)
      default:
        // A small fresh forest, possibly reusing existing ids so clashes come up.
        var forest = TreeModel()
        let first = Bool.random(using: &generator) ? item : nextFresh
        nextFresh += 2
        _ = try? forest.append([first, nextFresh - 1], to: nil)
        _ = try? forest.append([nextFresh + 500], to: first)
        nextFresh += 1
        _ = forest.setExpanded([first], Bool.random(using: &generator))
        let sub = try forest.makeSectionSnapshot()
        switch pick {
        case 80..<87:
          let parent = Bool.random(using: &generator) ? other : nil
          run(
            { try model.append(nodes: forest.roots, to: parent, expanding: forest.expanded) },
            { try snapshot.append(sub, to: parent) })
        case 87..<94:
          run(
            {
              try model.insert(
                nodes: forest.roots, nextTo: other, after: after, expanding: forest.expanded)
            },
            {
              after
                ? try snapshot.insert(sub, after: other) : try snapshot.insert(sub, before: other)
            })
        default:
          run(
            {
              try model.replaceChildren(of: other, with: forest.roots, expanding: forest.expanded)
            },
            { try snapshot.replace(childrenOf: other, using: sub) })
        }
      }
      #expect(actualError == expectedError, "step \(step)")
      if actualError != nil { #expect(snapshot == before) }
      try expectSameQueries(snapshot, model)
    }
  }

  private func expectSameQueries(_ snapshot: SectionSnapshot<Int>, _ model: TreeModel) throws {
    let entries = model.entries
    #expect(snapshot.items == entries.map(\.id))
    #expect(snapshot.visibleItems == model.visibleItems)
    #expect(snapshot.rootItems == model.roots.map(\.id))
    for (index, entry) in entries.enumerated() {
      #expect(snapshot.index(of: entry.id) == index)
      #expect(snapshot.level(of: entry.id) == entry.level)
      #expect(snapshot.parent(of: entry.id) == entry.parent)
      #expect(snapshot.isVisible(entry.id) == entry.isVisible)
      #expect(snapshot.isExpanded(entry.id) == model.expanded.contains(entry.id))
    }
    for absent in 0..<30 where !model.contains(absent) {
      #expect(!snapshot.contains(absent))
      #expect(!snapshot.isVisible(absent))
    }
    #expect(try model.makeSectionSnapshot() == snapshot)
    if let first = entries.first, let node = model.node(first.id) {
      let sub = try snapshot.snapshot(of: first.id)
      #expect(sub.items == TreeModel(roots: node.children).items)
    }
  }
}
