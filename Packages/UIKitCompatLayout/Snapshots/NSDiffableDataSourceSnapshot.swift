#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources

/// The sections and items a data source shows at one moment: UIKit's
/// `NSDiffableDataSourceSnapshot`, spelled as UIKit spells it, over the core's
/// `DataSourceSnapshot` (``core``).
///
/// Section identifiers and item identifiers live in separate spaces, as in UIKit. A snapshot
/// is a `Sendable` value with copy-on-write storage; copying it is O(1).
///
/// ## Bad input
/// UIKit raises an exception for a mutation it cannot carry out (a repeated identifier, an
/// unknown anchor, a section added twice…). Here the UIKit spellings never trap: a refused
/// mutation leaves the snapshot exactly as it was and records why in ``lastError``, so code
/// written for UIKit compiles unchanged and can check afterwards. For a `try` at each call,
/// use the throwing spellings of the core through ``core``:
/// `try snapshot.core.appendItems(items, toSection: section)`. Queries follow the core:
/// an unknown section has no items (UIKit raises); `core.itemIdentifiers(inExistingSection:)`
/// throws instead.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
/// snapshot.appendSections(["fruit", "vegetables"])
/// snapshot.appendItems([1, 2, 3], toSection: "fruit")
/// snapshot.appendItems([4], toSection: "vegetables")
/// snapshot.indexOfItem(4)  // 3: counted across sections
/// snapshot.appendSections(["fruit"])  // refused, where UIKit raises an exception
/// snapshot.lastError  // duplicateSection(fruit); nothing changed
/// ```
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  /// The core snapshot this wraps: the bridge to `DiffableDataSources` and its throwing API.
  /// Mutating it directly leaves ``lastError`` alone.
  public var core: DataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  /// Why the most recent refused mutation made through a UIKit spelling was refused, or
  /// `nil` if none was. A later successful mutation keeps it, so one check after a series of
  /// calls catches any failure; set it to `nil` to start over. UIKit has no counterpart: it
  /// raises an exception instead.
  public var lastError: DataSourceError?

  /// An empty snapshot, with no sections and no items.
  @inlinable
  public init() {
    core = DataSourceSnapshot()
  }

  /// A snapshot with the sections and items (and reload marks) of `core`, and no error.
  @inlinable
  public init(_ core: DataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
    self.core = core
  }
}

// MARK: - Queries

extension NSDiffableDataSourceSnapshot {
  /// The number of items in all sections.
  @inlinable
  public var numberOfItems: Int { core.numberOfItems }

  /// The number of sections.
  @inlinable
  public var numberOfSections: Int { core.numberOfSections }

  /// The section identifiers in display order.
  /// - Complexity: O(sections).
  @inlinable
  public var sectionIdentifiers: [SectionIdentifierType] { core.sectionIdentifiers }

  /// Every item identifier, section after section, in display order.
  /// - Complexity: O(items).
  @inlinable
  public var itemIdentifiers: [ItemIdentifierType] { core.itemIdentifiers }

  /// The number of items in `identifier`'s section, or 0 when the snapshot has no such
  /// section (UIKit raises an exception).
  @inlinable
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    core.numberOfItems(inSection: identifier)
  }

  /// The items of `identifier`'s section in display order, or an empty array when the
  /// snapshot has no such section (UIKit raises an exception from iOS 14);
  /// `core.itemIdentifiers(inExistingSection:)` throws `unknownSection` instead.
  ///
  /// Decided (rule 36): the unknown section is not recorded in ``lastError``. UIKit's query
  /// is not `mutating` (so `dataSource.snapshot().itemIdentifiers(inSection:)` compiles), and
  /// a query can only record into a value through storage its copies share, which would
  /// report one copy's error in every other; the throwing core spelling is the way to
  /// learn of it. The data source, a class, records it where the query goes through it:
  /// `UICollectionViewDiffableDataSource/snapshot(for:)`.
  /// - Complexity: O(1); the array shares the snapshot's storage.
  @inlinable
  public func itemIdentifiers(inSection identifier: SectionIdentifierType)
    -> [ItemIdentifierType]
  {
    core.itemIdentifiers(inSection: identifier)
  }

  /// The section that contains `identifier`, or `nil` when the item is not in the snapshot.
  @inlinable
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    core.sectionIdentifier(containingItem: identifier)
  }

  /// The index of `identifier` in ``itemIdentifiers`` (counted across all sections, as in
  /// UIKit), or `nil` when the item is not in the snapshot.
  /// - Complexity: O(log sections).
  @inlinable
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    core.indexOfItem(identifier)
  }

  /// The index of `identifier` in ``sectionIdentifiers``, or `nil` when the section is not in
  /// the snapshot.
  @inlinable
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    core.indexOfSection(identifier)
  }

  /// The items marked with `reloadItems(_:)`, in the order they were first marked.
  @inlinable
  public var reloadedItemIdentifiers: [ItemIdentifierType] { core.reloadedItemIdentifiers }

  /// The items marked with `reconfigureItems(_:)`, in the order they were first marked.
  @inlinable
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] {
    core.reconfiguredItemIdentifiers
  }

  /// The sections marked with `reloadSections(_:)`, in the order they were first marked.
  @inlinable
  public var reloadedSectionIdentifiers: [SectionIdentifierType] {
    core.reloadedSectionIdentifiers
  }
}

// MARK: - Equality

extension NSDiffableDataSourceSnapshot: Equatable {
  /// Whether both snapshots hold the same sections and items in the same order with the
  /// same reload and reconfigure marks, as the cores compare. ``lastError`` is a report about
  /// past calls, not content, and is not compared. UIKit's snapshot is not `Equatable`.
  /// - Complexity: O(items).
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.core == rhs.core
  }
}
#endif
