import LayoutGeometry
import LayoutResolution
import _LayoutInternals

extension LayoutUpdate {
  /// The update that takes a host showing `old` to `new`, in `performBatchUpdates` terms.
  ///
  /// Sections and items are matched by identity. A section of `old` missing from `new` is
  /// deleted, one of `new` missing from `old` inserted; one in both is reloaded when
  /// `reloadedSections` holds it (it must keep its place, and its items are not matched),
  /// and otherwise kept. The kept sections, and the items of a kept section that stay in it,
  /// that need no move are the longest run in increasing old order that holds every reloaded
  /// one; the others move, and now and then (drawn from `random`) one that need not move
  /// does too. Items that change sections always move; items missing from `new` are
  /// deleted, new ones inserted. `reloadedItems` and `reconfiguredItems` name items by
  /// identity. Every list is shuffled: the order of an update's entries means nothing.
  package init(
    from old: UpdateModel, to new: UpdateModel, reloadedSections: Set<Int>,
    reloadedItems: Set<Int>, reconfiguredItems: Set<Int>, using random: inout SeededGenerator
  ) {
    self.init()
    let oldSections = Dictionary(
      uniqueKeysWithValues: old.sections.enumerated().map { ($0.element.id, $0.offset) })
    let newSections = Set(new.sections.map(\.id))
    let oldPaths = old.itemPaths
    let newPaths = new.itemPaths
    func isKept(_ id: Int) -> Bool {
      oldSections[id] != nil && newSections.contains(id) && !reloadedSections.contains(id)
    }

    deletedSections = old.sections.indices.filter { !newSections.contains(old.sections[$0].id) }
    insertedSections = new.sections.indices.filter { oldSections[new.sections[$0].id] == nil }
    self.reloadedSections = old.sections.indices.filter {
      reloadedSections.contains(old.sections[$0].id)
    }
    let survivors = new.sections.indices.filter { oldSections[new.sections[$0].id] != nil }
    let staying = Self.longestRun(
      survivors.map { oldSections[new.sections[$0].id] ?? 0 },
      pinned: survivors.map { reloadedSections.contains(new.sections[$0].id) },
      using: &random)
    for (position, index) in survivors.enumerated() where !staying.contains(position) {
      movedSections.append(
        SectionMove(from: oldSections[new.sections[index].id] ?? 0, to: index))
    }

    for (index, section) in new.sections.enumerated() where isKept(section.id) {
      let oldIndex = oldSections[section.id] ?? 0
      let local = section.items.indices.filter { oldPaths[section.items[$0]]?.section == oldIndex }
      let stayingItems = Self.longestRun(
        local.map { oldPaths[section.items[$0]]?.item ?? 0 },
        pinned: local.map { reloadedItems.contains(section.items[$0]) }, using: &random)
      let stays = Set(stayingItems.map { local[$0] })
      for (item, id) in section.items.enumerated() where !stays.contains(item) {
        let path = LayoutIndexPath(item: item, section: index)
        if let from = oldPaths[id] {
          movedItems.append(ItemMove(from: from, to: path))
        } else {
          insertedItems.append(path)
        }
      }
    }
    for (index, section) in old.sections.enumerated() where isKept(section.id) {
      for (item, id) in section.items.enumerated() where newPaths[id] == nil {
        deletedItems.append(LayoutIndexPath(item: item, section: index))
      }
    }
    self.reloadedItems = reloadedItems.sorted().compactMap { oldPaths[$0] }
    self.reconfiguredItems = reconfiguredItems.sorted().compactMap { newPaths[$0] }

    deletedSections.shuffle(using: &random)
    insertedSections.shuffle(using: &random)
    movedSections.shuffle(using: &random)
    self.reloadedSections.shuffle(using: &random)
    deletedItems.shuffle(using: &random)
    insertedItems.shuffle(using: &random)
    movedItems.shuffle(using: &random)
    self.reloadedItems.shuffle(using: &random)
    self.reconfiguredItems.shuffle(using: &random)
  }

  /// The positions of the longest increasing run of `values` that holds every pinned
  /// position, less one unpinned position of it now and then (a redundant move).
  ///
  /// - Complexity: O(n²).
  static func longestRun(
    _ values: [Int], pinned: [Bool], using random: inout SeededGenerator
  ) -> Set<Int> {
    guard !values.isEmpty else { return [] }
    // A pinned position outweighs all the others together, so the heaviest run holds every
    // pinned one whenever some run does.
    let heavy = values.count + 1
    var best = values.indices.map { pinned[$0] ? heavy : 1 }
    var previous = [Int?](repeating: nil, count: values.count)
    for end in values.indices {
      for start in 0..<end where values[start] < values[end] {
        let weight = best[start] + (pinned[end] ? heavy : 1)
        if weight > best[end] {
          best[end] = weight
          previous[end] = start
        }
      }
    }
    var run: Set<Int> = []
    var cursor = best.indices.max { best[$0] < best[$1] }
    while let position = cursor {
      run.insert(position)
      cursor = previous[position]
    }
    precondition(
      values.indices.allSatisfy { !pinned[$0] || run.contains($0) },
      "reloaded sections or items must keep their order")
    let movable = run.filter { !pinned[$0] }.sorted()
    if let extra = movable.randomElement(using: &random), Int.random(in: 0..<8, using: &random) == 0
    {
      run.remove(extra)
    }
    return run
  }

  /// The update in one line per kind of change, for failure reports.
  package var summary: String {
    func paths(_ paths: [LayoutIndexPath]) -> String {
      paths.map { "\($0.section).\($0.item)" }.joined(separator: " ")
    }
    var parts: [String] = []
    if !deletedSections.isEmpty { parts.append("delete sections \(deletedSections)") }
    if !insertedSections.isEmpty { parts.append("insert sections \(insertedSections)") }
    if !movedSections.isEmpty {
      parts.append(
        "move sections " + movedSections.map { "\($0.from)→\($0.to)" }.joined(separator: " "))
    }
    if !reloadedSections.isEmpty { parts.append("reload sections \(reloadedSections)") }
    if !deletedItems.isEmpty { parts.append("delete items \(paths(deletedItems))") }
    if !insertedItems.isEmpty { parts.append("insert items \(paths(insertedItems))") }
    if !movedItems.isEmpty {
      parts.append(
        "move items "
          + movedItems.map { "\(paths([$0.from]))→\(paths([$0.to]))" }.joined(separator: " "))
    }
    if !reloadedItems.isEmpty { parts.append("reload items \(paths(reloadedItems))") }
    if !reconfiguredItems.isEmpty {
      parts.append("reconfigure items \(paths(reconfiguredItems))")
    }
    return parts.isEmpty ? "empty update" : parts.joined(separator: "; ")
  }
}
