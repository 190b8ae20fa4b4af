/// The items of one section as a forest that can expand and collapse: UIKit's
/// `NSDiffableDataSourceSectionSnapshot`, as a value that never traps.
///
/// Items are stored depth-first, each with its level (0 for root items). An item is
/// visible when every ancestor is expanded; root items are always visible. Items start
/// collapsed. A data source shows a section's `visibleItems`.
///
/// Membership, level, index, parent and visibility queries are O(1): the snapshot keeps an
/// index table and per-item parent and visibility records, which each mutation brings up to
/// date from the first position it changed (O(items after that position)).
///
/// A `Sendable` value with copy-on-write storage.
///
/// ```swift
/// var outline = SectionSnapshot<String>()
/// try outline.append(["Fruit", "Vegetables"])
/// try outline.append(["Apple", "Pear"], to: "Fruit")
/// outline.visibleItems  // ["Fruit", "Vegetables"]: items start collapsed
/// outline.expand(["Fruit"])
/// outline.visibleItems  // ["Fruit", "Apple", "Pear", "Vegetables"]
/// ```
public struct SectionSnapshot<ItemID: Hashable & Sendable>: Sendable {
  /// Every item, depth-first.
  @inlinable
  public var items: [ItemID] { allItems }
  /// Storage of `items`.
  @usableFromInline
  var allItems: [ItemID] = []
  /// The level of each item of `items`.
  @usableFromInline
  var levels: [Int] = []
  /// The index of each item's parent in `items`, or -1 for a root item.
  @usableFromInline
  var parents: [Int] = []
  /// Whether each item of `items` is visible.
  @usableFromInline
  var visibility: [Bool] = []
  /// For each item of `items`, how many visible items come before it.
  @usableFromInline
  var visibleRanks: [Int] = []
  /// The index of each item in `items`.
  @usableFromInline
  var indexes: [ItemID: Int] = [:]
  /// Items that are expanded (an item without children may be expanded too).
  @usableFromInline
  var expandedItems: Set<ItemID> = []
  /// The visible items, depth-first: what a data source shows for this section.
  @inlinable
  public var visibleItems: [ItemID] { shownItems }
  /// Storage of `visibleItems`.
  @usableFromInline
  var shownItems: [ItemID] = []

  /// An empty section snapshot.
  @inlinable
  public init() {}

  /// A section snapshot of `items` with `levels`, expanding `expandedItems`; `levels` must
  /// start at 0 and grow by at most one from an item to the next.
  @inlinable
  init(items: [ItemID], levels: [Int], expandedItems: Set<ItemID>) {
    allItems = items
    self.levels = levels
    self.expandedItems = expandedItems
    reindex(from: 0)
  }
}

// MARK: - Queries

extension SectionSnapshot {
  /// The items at level 0, in order.
  /// - Complexity: O(items).
  @inlinable
  public var rootItems: [ItemID] {
    zip(items, levels).compactMap { $1 == 0 ? $0 : nil }
  }

  /// Whether `item` is in the section snapshot, visible or not.
  @inlinable
  public func contains(_ item: ItemID) -> Bool { indexes[item] != nil }

  /// The index of `item` in `items`, or `nil` when it is not in the section snapshot.
  @inlinable
  public func index(of item: ItemID) -> Int? { indexes[item] }

  /// The depth of `item` (0 for a root item), or `nil` when it is not in the section
  /// snapshot (UIKit answers `NSNotFound`).
  @inlinable
  public func level(of item: ItemID) -> Int? { indexes[item].map { levels[$0] } }

  /// The parent of `item`, or `nil` for a root item or an item not in the section snapshot.
  @inlinable
  public func parent(of item: ItemID) -> ItemID? {
    guard let index = indexes[item], parents[index] >= 0 else { return nil }
    return items[parents[index]]
  }

  /// Whether `item` is expanded. Unknown items are not expanded.
  @inlinable
  public func isExpanded(_ item: ItemID) -> Bool { expandedItems.contains(item) }

  /// Whether `item` is visible: in the section snapshot with every ancestor expanded.
  @inlinable
  public func isVisible(_ item: ItemID) -> Bool { indexes[item].map { visibility[$0] } ?? false }

  /// The subtree under `parent` as its own section snapshot, with levels restarting at 0 and
  /// expansion states kept. With `includingParent`, `parent` is the single root.
  /// - Throws: `unknownItem` when `parent` is not in the section snapshot (UIKit raises an
  ///   exception).
  /// - Complexity: O(size of the subtree).
  @inlinable
  public func snapshot(of parent: ItemID, includingParent: Bool = false) throws(DataSourceError)
    -> SectionSnapshot
  {
    guard let index = indexes[parent] else { throw .unknownItem(AnyIdentifier(parent)) }
    let start = includingParent ? index : index + 1
    let base = levels[index] + (includingParent ? 0 : 1)
    let range = start..<subtreeEnd(of: index)
    let subtreeItems = Array(items[range])
    return SectionSnapshot(
      items: subtreeItems, levels: levels[range].map { $0 - base },
      expandedItems: expandedItems.intersection(subtreeItems))
  }
}

// MARK: - Storage maintenance

extension SectionSnapshot {
  /// The index just past the subtree rooted at `index`.
  /// - Complexity: O(size of the subtree).
  @inlinable
  func subtreeEnd(of index: Int) -> Int {
    var end = index + 1
    while end < items.count, levels[end] > levels[index] { end += 1 }
    return end
  }

  /// Rebuilds the parent, visibility and index records from `start` on, after `items` and
  /// `levels` changed there; the records before `start` are still valid.
  /// - Complexity: O(items after `start` + depth).
  @inlinable
  mutating func reindex(from start: Int) {
    var ancestors: [Int] = []
    var visibleCount = 0
    if start > 0 {
      var ancestor = start - 1
      while ancestor >= 0 {
        ancestors.append(ancestor)
        ancestor = parents[ancestor]
      }
      ancestors.reverse()
      visibleCount = visibleRanks[start - 1] + (visibility[start - 1] ? 1 : 0)
    }
    parents.removeSubrange(start...)
    visibility.removeSubrange(start...)
    visibleRanks.removeSubrange(start...)
    shownItems.removeSubrange(visibleCount...)
    for index in start..<items.count {
      while let last = ancestors.last, levels[last] >= levels[index] { ancestors.removeLast() }
      let parent = ancestors.last ?? -1
      let visible = parent < 0 || (visibility[parent] && expandedItems.contains(items[parent]))
      parents.append(parent)
      visibility.append(visible)
      visibleRanks.append(visibleCount)
      if visible {
        shownItems.append(items[index])
        visibleCount += 1
      }
      indexes[items[index]] = index
      ancestors.append(index)
    }
  }
}

// MARK: - Equality

extension SectionSnapshot: Equatable {
  /// Whether both hold the same items in the same tree with the same items expanded.
  /// - Complexity: O(items).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.items == rhs.items && lhs.levels == rhs.levels && lhs.expandedItems == rhs.expandedItems
  }
}
