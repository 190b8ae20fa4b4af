import DiffableDataSources
import Testing
import _LayoutInternals

/// Random operation sequences run on `DataSourceSnapshot` and on the naive array model; every
/// query is compared after every operation, including which error a call throws.
@Suite struct SnapshotPropertyTests {}

extension SnapshotPropertyTests {
  @Test(arguments: 0..<24)
  func randomOperationsMatchTheArrayModel(seed: Int) throws {
    var generator = SeededGenerator(seed: UInt64(seed))
    var snapshot = DataSourceSnapshot<Int, Int>()
    var model = ArraySnapshotModel()
    for _ in 0..<150 {
      let operation = RandomSnapshotOperation.make(using: &generator)
      let before = snapshot
      let expected = captureError { () throws(DataSourceError) in try operation.apply(to: &model) }
      let actual = captureError { () throws(DataSourceError) in try operation.apply(to: &snapshot) }
      #expect(actual == expected, "\(operation)")
      if actual != nil { #expect(snapshot == before, "failed \(operation) changed the snapshot") }
      try snapshot.checkInvariants()
      try expectSameQueries(snapshot, model, after: operation)
    }
  }

  private func captureError(_ body: () throws(DataSourceError) -> Void) -> DataSourceError? {
    do {
      try body()
      return nil
    } catch {
      return error
    }
  }

  private func expectSameQueries(
    _ snapshot: DataSourceSnapshot<Int, Int>, _ model: ArraySnapshotModel,
    after operation: RandomSnapshotOperation
  ) throws {
    #expect(snapshot.sectionIdentifiers == model.sections, "\(operation)")
    #expect(sectionContents(snapshot) == model.items, "\(operation)")
    #expect(snapshot.itemIdentifiers == model.allItems)
    #expect(snapshot.numberOfItems == model.allItems.count)
    #expect(snapshot.numberOfSections == model.sections.count)
    for (index, section) in model.sections.enumerated() {
      #expect(snapshot.indexOfSection(section) == index)
      #expect(snapshot.numberOfItems(inSection: section) == model.items[index].count)
    }
    for (flatIndex, item) in model.allItems.enumerated() {
      #expect(snapshot.indexOfItem(item) == flatIndex)
      let section = model.sectionIndex(containing: item).map { model.sections[$0] }
      #expect(snapshot.sectionIdentifier(containingItem: item) == section)
    }
    for absent in RandomSnapshotOperation.identifierPool where !model.allItems.contains(absent) {
      #expect(snapshot.indexOfItem(absent) == nil)
    }
    #expect(Set(snapshot.reloadedItemIdentifiers) == model.reloadedItems)
    #expect(Set(snapshot.reconfiguredItemIdentifiers) == model.reconfiguredItems)
    #expect(Set(snapshot.reloadedSectionIdentifiers) == model.reloadedSections)
    #expect(try model.makeSnapshot() == snapshot)
  }
}

/// One random snapshot operation over small identifier pools, so that repeats, unknown
/// identifiers and clashes come up often.
enum RandomSnapshotOperation: CustomStringConvertible {
  case appendItems([Int], section: Int?)
  case insertItems([Int], anchor: Int, after: Bool)
  case deleteItems([Int])
  case moveItem(Int, anchor: Int, after: Bool)
  case reloadItems([Int])
  case reconfigureItems([Int])
  case appendSections([Int])
  case insertSections([Int], anchor: Int, after: Bool)
  case deleteSections([Int])
  case moveSection(Int, anchor: Int, after: Bool)
  case reloadSections([Int])
  case deleteAllItems

  static let identifierPool = 0..<40
  static let sectionPool = 100..<108

  static func make(using generator: inout SeededGenerator) -> Self {
    func items(_ range: ClosedRange<Int>) -> [Int] {
      (0..<Int.random(in: range, using: &generator)).map { _ in
        Int.random(in: identifierPool, using: &generator)
      }
    }
    func sections(_ range: ClosedRange<Int>) -> [Int] {
      (0..<Int.random(in: range, using: &generator)).map { _ in
        Int.random(in: sectionPool, using: &generator)
      }
    }
    let item = Int.random(in: identifierPool, using: &generator)
    let section = Int.random(in: sectionPool, using: &generator)
    let after = Bool.random(using: &generator)
    switch Int.random(in: 0..<100, using: &generator) {
    case 0..<22:
      return .appendItems(items(0...5), section: Bool.random(using: &generator) ? section : nil)
    case 22..<34: return .insertItems(items(0...3), anchor: item, after: after)
    case 34..<44: return .deleteItems(items(0...4))
    case 44..<56:
      return .moveItem(
        item, anchor: Int.random(in: identifierPool, using: &generator), after: after)
    case 56..<60: return .reloadItems(items(0...2))
    case 60..<64: return .reconfigureItems(items(0...2))
    case 64..<76: return .appendSections(sections(0...2))
    case 76..<82: return .insertSections(sections(1...2), anchor: section, after: after)
    case 82..<87: return .deleteSections(sections(1...2))
    case 87..<94:
      return .moveSection(
        section, anchor: Int.random(in: sectionPool, using: &generator), after: after)
    case 94..<98: return .reloadSections(sections(1...2))
    default: return .deleteAllItems
    }
  }

  var description: String {
    switch self {
    case .appendItems(let items, let section):
      "appendItems(\(items), \(String(describing: section)))"
    case .insertItems(let items, let anchor, let after):
      "insertItems(\(items), \(anchor), \(after))"
    case .deleteItems(let items): "deleteItems(\(items))"
    case .moveItem(let item, let anchor, let after): "moveItem(\(item), \(anchor), \(after))"
    case .reloadItems(let items): "reloadItems(\(items))"
    case .reconfigureItems(let items): "reconfigureItems(\(items))"
    case .appendSections(let sections): "appendSections(\(sections))"
    case .insertSections(let sections, let anchor, let after):
      "insertSections(\(sections), \(anchor), \(after))"
    case .deleteSections(let sections): "deleteSections(\(sections))"
    case .moveSection(let section, let anchor, let after):
      "moveSection(\(section), \(anchor), \(after))"
    case .reloadSections(let sections): "reloadSections(\(sections))"
    case .deleteAllItems: "deleteAllItems"
    }
  }

  func apply(to snapshot: inout DataSourceSnapshot<Int, Int>) throws(DataSourceError) {
    switch self {
    case .appendItems(let items, let section): try snapshot.appendItems(items, toSection: section)
    case .insertItems(let items, let anchor, let after):
      if after {
        try snapshot.insertItems(items, afterItem: anchor)
      } else {
        try snapshot.insertItems(items, beforeItem: anchor)
      }
    case .deleteItems(let items): snapshot.deleteItems(items)
    case .moveItem(let item, let anchor, let after):
      if after {
        try snapshot.moveItem(item, afterItem: anchor)
      } else {
        try snapshot.moveItem(item, beforeItem: anchor)
      }
    case .reloadItems(let items): try snapshot.reloadItems(items)
    case .reconfigureItems(let items): try snapshot.reconfigureItems(items)
    case .appendSections(let sections): try snapshot.appendSections(sections)
    case .insertSections(let sections, let anchor, let after):
      if after {
        try snapshot.insertSections(sections, afterSection: anchor)
      } else {
        try snapshot.insertSections(sections, beforeSection: anchor)
      }
    case .deleteSections(let sections): snapshot.deleteSections(sections)
    case .moveSection(let section, let anchor, let after):
      if after {
        try snapshot.moveSection(section, afterSection: anchor)
      } else {
        try snapshot.moveSection(section, beforeSection: anchor)
      }
    case .reloadSections(let sections): try snapshot.reloadSections(sections)
    case .deleteAllItems: snapshot.deleteAllItems()
    }
  }

  func apply(to model: inout ArraySnapshotModel) throws(DataSourceError) {
    switch self {
    case .appendItems(let items, let section): try model.appendItems(items, toSection: section)
    case .insertItems(let items, let anchor, let after):
      try model.insertItems(items, nextTo: anchor, after: after)
    case .deleteItems(let items): model.deleteItems(items)
    case .moveItem(let item, let anchor, let after):
      try model.moveItem(item, nextTo: anchor, after: after)
    case .reloadItems(let items): try model.reloadItems(items)
    case .reconfigureItems(let items): try model.reconfigureItems(items)
    case .appendSections(let sections): try model.appendSections(sections)
    case .insertSections(let sections, let anchor, let after):
      try model.insertSections(sections, nextTo: anchor, after: after)
    case .deleteSections(let sections): model.deleteSections(sections)
    case .moveSection(let section, let anchor, let after):
      try model.moveSection(section, nextTo: anchor, after: after)
    case .reloadSections(let sections): try model.reloadSections(sections)
    case .deleteAllItems: model.deleteAllItems()
    }
  }
}
