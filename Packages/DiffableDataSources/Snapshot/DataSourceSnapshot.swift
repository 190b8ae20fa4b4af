import _LayoutInternals

/// The sections and items a data source shows at one moment: UIKit's
/// `NSDiffableDataSourceSnapshot`, as a value that never traps.
///
/// Section identifiers and item identifiers live in separate spaces: a section and an item
/// may share an identifier value. Every identifier is unique within its space.
///
/// A snapshot is a `Sendable` value with copy-on-write storage: build it on any task and
/// hand it to the data source. Copying is O(1); the first mutation of a copy duplicates the
/// storage it touches.
///
/// Lookups cost O(1) — except `indexOfItem(_:)`, which is O(log sections) — because the
/// snapshot keeps every item's section and index up to date in a hash table, and a Fenwick
/// tree of section sizes for item indexes across sections. Mutations pay for that
/// bookkeeping in proportion to the items they shift, which is what moving array elements
/// costs anyway; each mutation's doc comment gives its complexity. Building a snapshot by
/// appending items not yet in it hashes each item once; `reserveCapacity(items:sections:)`
/// sizes the table once when the counts are known.
///
/// Where UIKit raises an exception, the mutation throws a `DataSourceError` and leaves the
/// snapshot unchanged.
///
/// ```swift
/// var snapshot = DataSourceSnapshot<String, Int>()
/// try snapshot.appendSections(["fruit", "vegetables"])
/// try snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// try snapshot.appendItems([4], toSection: "vegetables")
/// snapshot.indexOfItem(4)                        // 3: counted across sections
/// snapshot.sectionIdentifier(containingItem: 2)  // "fruit"
/// ```
public struct DataSourceSnapshot<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable
{
  /// Section storage by stable slot number; freed slots are listed in `freeSlots`.
  @usableFromInline
  var slots: [SectionSlot<SectionID, ItemID>] = []
  /// Slots of deleted sections, reused by the next sections added.
  @usableFromInline
  var freeSlots: [Int] = []
  /// The slot of each section, in display order.
  @usableFromInline
  var order: [Int] = []
  /// The slot of each section identifier.
  @usableFromInline
  var slotOfSection: [SectionID: Int] = [:]
  /// The slot and index of each item.
  @usableFromInline
  var itemIndex = ItemIndex()
  /// Item counts by section display index.
  @usableFromInline
  var itemCounts = PrefixSumTree<Int>([])
  /// Items marked by `reloadItems(_:)`.
  @usableFromInline
  var reloadedItems = OrderedIdentifierSet<ItemID>()
  /// Items marked by `reconfigureItems(_:)`.
  @usableFromInline
  var reconfiguredItems = OrderedIdentifierSet<ItemID>()
  /// Sections marked by `reloadSections(_:)`.
  @usableFromInline
  var reloadedSections = OrderedIdentifierSet<SectionID>()

  /// An empty snapshot, with no sections and no items.
  @inlinable
  public init() {}
}

// MARK: - Queries

extension DataSourceSnapshot {
  /// The number of items in all sections.
  @inlinable
  public var numberOfItems: Int { itemIndex.count }

  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { order.count }

  /// The section identifiers in display order.
  /// - Complexity: O(sections).
  @inlinable
  public var sectionIdentifiers: [SectionID] { order.map { slots[$0].identifier } }

  /// Every item identifier, section after section, in display order.
  /// - Complexity: O(items).
  @inlinable
  public var itemIdentifiers: [ItemID] {
    var all: [ItemID] = []
    all.reserveCapacity(numberOfItems)
    for slot in order { all.append(contentsOf: slots[slot].items) }
    return all
  }

  /// The number of items in `section`, or 0 when the snapshot has no such section.
  /// UIKit raises an exception for an unknown section.
  @inlinable
  public func numberOfItems(inSection section: SectionID) -> Int {
    slotOfSection[section].map { slots[$0].items.count } ?? 0
  }

  /// The items of `section` in display order, or an empty array when the snapshot has no
  /// such section (UIKit raises an exception from iOS 14; see
  /// `itemIdentifiers(inExistingSection:)` for the throwing spelling).
  @inlinable
  public func itemIdentifiers(inSection section: SectionID) -> [ItemID] {
    slotOfSection[section].map { slots[$0].items } ?? []
  }

  /// The items of `section` in display order.
  /// - Throws: `DataSourceError.unknownSection` when the snapshot has no such section.
  @inlinable
  public func itemIdentifiers(inExistingSection section: SectionID) throws(DataSourceError)
    -> [ItemID]
  {
    guard let slot = slotOfSection[section] else { throw .unknownSection(AnyIdentifier(section)) }
    return slots[slot].items
  }

  /// The section that contains `item`, or `nil` when the item is not in the snapshot.
  @inlinable
  public func sectionIdentifier(containingItem item: ItemID) -> SectionID? {
    location(of: item).map { slots[$0.slot].identifier }
  }

  /// The index of `item` in `itemIdentifiers` (counted across all sections, as UIKit does),
  /// or `nil` when the item is not in the snapshot.
  /// - Complexity: O(log sections).
  @inlinable
  public func indexOfItem(_ item: ItemID) -> Int? {
    guard let location = location(of: item) else { return nil }
    return itemCounts.sum(before: slots[location.slot].displayIndex) + location.index
  }

  /// The index of `section` in `sectionIdentifiers`, or `nil` when it is not in the snapshot.
  @inlinable
  public func indexOfSection(_ section: SectionID) -> Int? {
    slotOfSection[section].map { slots[$0].displayIndex }
  }

  /// Items marked with `reloadItems(_:)`, in the order they were first marked.
  @inlinable
  public var reloadedItemIdentifiers: [ItemID] { reloadedItems.elements }

  /// Items marked with `reconfigureItems(_:)`, in the order they were first marked.
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemID] { reconfiguredItems.elements }

  /// Sections marked with `reloadSections(_:)`, in the order they were first marked.
  @inlinable
  public var reloadedSectionIdentifiers: [SectionID] { reloadedSections.elements }
}

// MARK: - Positions (used by the diff and the data source)

extension DataSourceSnapshot {
  /// The slot and index of `item` in the storage, or `nil` when it is not in the snapshot.
  /// - Complexity: O(1) on average.
  @inlinable
  func location(of item: ItemID) -> ItemLocation? {
    itemIndex.location(of: item, in: slots)
  }

  /// The section index and item index of `item`, or `nil` when it is not in the snapshot.
  @inlinable
  func position(of item: ItemID) -> ItemPosition? {
    guard let location = location(of: item) else { return nil }
    return ItemPosition(item: location.index, section: slots[location.slot].displayIndex)
  }

  /// The item at `position`, or `nil` when the position is out of range.
  @inlinable
  func item(at position: ItemPosition) -> ItemID? {
    guard order.indices.contains(position.section) else { return nil }
    let items = slots[order[position.section]].items
    return items.indices.contains(position.item) ? items[position.item] : nil
  }

  /// The items of the section displayed at `index`, which must be in range.
  @inlinable
  func items(inSectionAt index: Int) -> [ItemID] { slots[order[index]].items }

  /// The number of items of each section, in display order.
  /// - Complexity: O(sections).
  @inlinable
  var itemCountsBySection: [Int] { order.map { slots[$0].items.count } }

  /// The same sections and items with no reload or reconfigure marks: what a data source
  /// keeps once it has applied a snapshot.
  @inlinable
  var withoutMarks: Self {
    var copy = self
    copy.reloadedItems = OrderedIdentifierSet()
    copy.reconfiguredItems = OrderedIdentifierSet()
    copy.reloadedSections = OrderedIdentifierSet()
    return copy
  }
}

// MARK: - Equality

extension DataSourceSnapshot: Equatable {
  /// Whether both snapshots hold the same sections with the same items in the same order,
  /// and mark the same items and sections for reload or reconfiguration (in any order).
  /// - Complexity: O(items).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.numberOfSections == rhs.numberOfSections, lhs.numberOfItems == rhs.numberOfItems
    else { return false }
    for (left, right) in zip(lhs.order, rhs.order) {
      let leftSlot = lhs.slots[left]
      let rightSlot = rhs.slots[right]
      guard leftSlot.identifier == rightSlot.identifier, leftSlot.items == rightSlot.items
      else { return false }
    }
    return lhs.reloadedItems.members == rhs.reloadedItems.members
      && lhs.reconfiguredItems.members == rhs.reconfiguredItems.members
      && lhs.reloadedSections.members == rhs.reloadedSections.members
  }
}
