import DiffableDataSources

/// The obviously-right snapshot: sections and items as plain arrays, every operation a
/// linear scan. Property tests run the same operations on it and on `DataSourceSnapshot`.
struct ArraySnapshotModel: Equatable {
  var sections: [Int] = []
  var items: [[Int]] = []
  var reloadedItems: Set<Int> = []
  var reconfiguredItems: Set<Int> = []
  var reloadedSections: Set<Int> = []

  var allItems: [Int] { items.flatMap { $0 } }

  func sectionIndex(containing item: Int) -> Int? {
    items.firstIndex { $0.contains(item) }
  }

  func flatIndex(of item: Int) -> Int? { allItems.firstIndex(of: item) }

  private func requireUnique(_ identifiers: [Int]) throws(DataSourceError) {
    var seen: [Int] = []
    var repeated: [Int] = []
    for identifier in identifiers {
      if seen.contains(identifier) {
        if !repeated.contains(identifier) { repeated.append(identifier) }
      } else {
        seen.append(identifier)
      }
    }
    if !repeated.isEmpty { throw .duplicateIdentifiers(repeated.map(AnyIdentifier.init)) }
  }

  private mutating func removeEverywhere(_ identifiers: [Int]) {
    for index in items.indices { items[index].removeAll { identifiers.contains($0) } }
  }

  private mutating func dropStaleMarks() {
    let all = Set(allItems)
    reloadedItems.formIntersection(all)
    reconfiguredItems.formIntersection(all)
    reloadedSections.formIntersection(sections)
  }

  mutating func appendItems(_ identifiers: [Int], toSection section: Int?) throws(DataSourceError) {
    try requireUnique(identifiers)
    let target: Int
    if let section {
      guard sections.contains(section) else { throw .unknownSection(AnyIdentifier(section)) }
      target = section
    } else {
      guard let last = sections.last else { throw .noSections }
      target = last
    }
    removeEverywhere(identifiers)
    let index = sections.firstIndex(of: target) ?? 0
    items[index].append(contentsOf: identifiers)
  }

  mutating func insertItems(_ identifiers: [Int], nextTo anchor: Int, after: Bool)
    throws(DataSourceError)
  {
    try requireUnique(identifiers)
    guard sectionIndex(containing: anchor) != nil else { throw .unknownItem(AnyIdentifier(anchor)) }
    if identifiers.contains(anchor) { throw .anchorAmongInsertedItems(AnyIdentifier(anchor)) }
    removeEverywhere(identifiers)
    let section = sectionIndex(containing: anchor) ?? 0
    let index = (items[section].firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
    items[section].insert(contentsOf: identifiers, at: index)
  }

  mutating func deleteItems(_ identifiers: [Int]) {
    removeEverywhere(identifiers)
    dropStaleMarks()
  }

  mutating func moveItem(_ item: Int, nextTo anchor: Int, after: Bool) throws(DataSourceError) {
    guard sectionIndex(containing: item) != nil else { throw .unknownItem(AnyIdentifier(item)) }
    guard sectionIndex(containing: anchor) != nil else { throw .unknownItem(AnyIdentifier(anchor)) }
    guard item != anchor else { return }
    removeEverywhere([item])
    let section = sectionIndex(containing: anchor) ?? 0
    let index = (items[section].firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
    items[section].insert(item, at: index)
  }

  mutating func reloadItems(_ identifiers: [Int]) throws(DataSourceError) {
    if let missing = identifiers.first(where: { sectionIndex(containing: $0) == nil }) {
      throw .unknownItem(AnyIdentifier(missing))
    }
    reloadedItems.formUnion(identifiers)
  }

  mutating func reconfigureItems(_ identifiers: [Int]) throws(DataSourceError) {
    if let missing = identifiers.first(where: { sectionIndex(containing: $0) == nil }) {
      throw .unknownItem(AnyIdentifier(missing))
    }
    reconfiguredItems.formUnion(identifiers)
  }

  mutating func appendSections(_ identifiers: [Int]) throws(DataSourceError) {
    try requireUnique(identifiers)
    if let present = identifiers.first(where: sections.contains) {
      throw .duplicateSection(AnyIdentifier(present))
    }
    sections += identifiers
    items += identifiers.map { _ in [] }
  }

  mutating func insertSections(_ identifiers: [Int], nextTo anchor: Int, after: Bool)
    throws(DataSourceError)
  {
    try requireUnique(identifiers)
    guard let anchorIndex = sections.firstIndex(of: anchor) else {
      throw .unknownSection(AnyIdentifier(anchor))
    }
    if let present = identifiers.first(where: sections.contains) {
      throw .duplicateSection(AnyIdentifier(present))
    }
    let index = anchorIndex + (after ? 1 : 0)
    sections.insert(contentsOf: identifiers, at: index)
    items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
  }

  mutating func deleteSections(_ identifiers: [Int]) {
    for identifier in identifiers {
      guard let index = sections.firstIndex(of: identifier) else { continue }
      sections.remove(at: index)
      items.remove(at: index)
    }
    dropStaleMarks()
  }

  mutating func moveSection(_ section: Int, nextTo anchor: Int, after: Bool)
    throws(DataSourceError)
  {
    guard let from = sections.firstIndex(of: section) else {
      throw .unknownSection(AnyIdentifier(section))
    }
    guard sections.contains(anchor) else { throw .unknownSection(AnyIdentifier(anchor)) }
    guard section != anchor else { return }
    let moving = items.remove(at: from)
    sections.remove(at: from)
    let index = (sections.firstIndex(of: anchor) ?? 0) + (after ? 1 : 0)
    sections.insert(section, at: index)
    items.insert(moving, at: index)
  }

  mutating func reloadSections(_ identifiers: [Int]) throws(DataSourceError) {
    if let missing = identifiers.first(where: { !sections.contains($0) }) {
      throw .unknownSection(AnyIdentifier(missing))
    }
    reloadedSections.formUnion(identifiers)
  }

  mutating func deleteAllItems() { self = ArraySnapshotModel() }

  /// A real snapshot with the same sections, items and marks.
  func makeSnapshot() throws -> DataSourceSnapshot<Int, Int> {
    var snapshot = DataSourceSnapshot<Int, Int>()
    try snapshot.appendSections(sections)
    for (section, sectionItems) in zip(sections, items) {
      try snapshot.appendItems(sectionItems, toSection: section)
    }
    try snapshot.reloadItems(Array(reloadedItems))
    try snapshot.reconfigureItems(Array(reconfiguredItems))
    try snapshot.reloadSections(Array(reloadedSections))
    return snapshot
  }
}
