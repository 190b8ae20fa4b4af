import DiffableDataSources

/// The obviously-right section snapshot: a recursive forest, every query a traversal.
/// Property tests run the same operations on it and on `SectionSnapshot`.
struct TreeModel {
  struct Node: Equatable {
    var id: Int
    var children: [Node] = []
  }

  struct Entry: Equatable {
    var id: Int
    var level: Int
    var parent: Int?
    var isVisible: Bool
  }

  var roots: [Node] = []
  var expanded: Set<Int> = []

  /// Every item depth-first with its level, parent and visibility.
  var entries: [Entry] {
    var result: [Entry] = []
    func visit(_ nodes: [Node], level: Int, parent: Int?, visible: Bool) {
      for node in nodes {
        result.append(Entry(id: node.id, level: level, parent: parent, isVisible: visible))
        visit(
          node.children, level: level + 1, parent: node.id,
          visible: visible && expanded.contains(node.id))
      }
    }
    visit(roots, level: 0, parent: nil, visible: true)
    return result
  }

  var items: [Int] { entries.map(\.id) }
  var visibleItems: [Int] { entries.filter(\.isVisible).map(\.id) }
  func contains(_ id: Int) -> Bool { items.contains(id) }

  /// The subtree under `id`, or `nil` when absent.
  func node(_ id: Int) -> Node? {
    func find(_ nodes: [Node]) -> Node? {
      for node in nodes {
        if node.id == id { return node }
        if let found = find(node.children) { return found }
      }
      return nil
    }
    return find(roots)
  }

  /// Runs `body` on the array that holds `id` and its index there.
  private mutating func withSiblings(of id: Int, _ body: (inout [Node], Int) -> Void) {
    func walk(_ nodes: inout [Node]) -> Bool {
      if let index = nodes.firstIndex(where: { $0.id == id }) {
        body(&nodes, index)
        return true
      }
      for index in nodes.indices where walk(&nodes[index].children) { return true }
      return false
    }
    _ = walk(&roots)
  }

  private func requireUnique(_ ids: [Int]) throws(DataSourceError) {
    var seen: Set<Int> = []
    var repeated: [Int] = []
    for id in ids where !seen.insert(id).inserted && !repeated.contains(id) { repeated.append(id) }
    if !repeated.isEmpty { throw .duplicateIdentifiers(repeated.map(AnyIdentifier.init)) }
  }

  private func requireNew(_ nodes: [Node]) throws(DataSourceError) {
    let incoming = TreeModel(roots: nodes).items
    if let present = incoming.first(where: contains) {
      throw .duplicateItem(AnyIdentifier(present))
    }
  }

  mutating func append(_ ids: [Int], to parent: Int?) throws(DataSourceError) {
    try requireUnique(ids)
    try append(nodes: ids.map { Node(id: $0) }, to: parent, expanding: [])
  }

  mutating func append(nodes: [Node], to parent: Int?, expanding: Set<Int>)
    throws(DataSourceError)
  {
    if let parent, !contains(parent) { throw .unknownItem(AnyIdentifier(parent)) }
    try requireNew(nodes)
    expanded.formUnion(expanding)
    guard let parent else {
      roots += nodes
      return
    }
    withSiblings(of: parent) { siblings, index in siblings[index].children += nodes }
  }

  mutating func insert(_ ids: [Int], nextTo anchor: Int, after: Bool) throws(DataSourceError) {
    try requireUnique(ids)
    try insert(nodes: ids.map { Node(id: $0) }, nextTo: anchor, after: after, expanding: [])
  }

  mutating func insert(nodes: [Node], nextTo anchor: Int, after: Bool, expanding: Set<Int>)
    throws(DataSourceError)
  {
    guard contains(anchor) else { throw .unknownItem(AnyIdentifier(anchor)) }
    try requireNew(nodes)
    expanded.formUnion(expanding)
    withSiblings(of: anchor) { siblings, index in
      siblings.insert(contentsOf: nodes, at: index + (after ? 1 : 0))
    }
  }

  mutating func delete(_ ids: [Int]) {
    func prune(_ nodes: [Node]) -> [Node] {
      nodes.filter { !ids.contains($0.id) }.map { Node(id: $0.id, children: prune($0.children)) }
    }
    roots = prune(roots)
    expanded.formIntersection(items)
  }

  mutating func replaceChildren(of parent: Int, with nodes: [Node], expanding: Set<Int>)
    throws(DataSourceError)
  {
    guard let current = node(parent) else { throw .unknownItem(AnyIdentifier(parent)) }
    let descendants = Set(TreeModel(roots: current.children).items)
    let incoming = TreeModel(roots: nodes).items
    if let clash = incoming.first(where: { contains($0) && !descendants.contains($0) }) {
      throw .duplicateItem(AnyIdentifier(clash))
    }
    expanded.subtract(descendants)
    expanded.formUnion(expanding)
    withSiblings(of: parent) { siblings, index in siblings[index].children = nodes }
  }

  mutating func setExpanded(_ ids: [Int], _ value: Bool) -> Bool {
    let known = ids.filter(contains)
    if value { expanded.formUnion(known) } else { expanded.subtract(known) }
    return known.count == ids.count
  }

  /// A real section snapshot with the same tree and expansion states.
  func makeSectionSnapshot() throws -> SectionSnapshot<Int> {
    var snapshot = SectionSnapshot<Int>()
    func add(_ nodes: [Node], to parent: Int?) throws {
      try snapshot.append(nodes.map(\.id), to: parent)
      for node in nodes { try add(node.children, to: node.id) }
    }
    try add(roots, to: nil)
    snapshot.expand(Array(expanded))
    return snapshot
  }
}
