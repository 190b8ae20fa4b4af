#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources

/// What a user's reordering changed, as the reordering handlers see it: UIKit's
/// `NSDiffableDataSourceTransaction`, over the core's `DataSourceTransaction` (``core``).
public struct NSDiffableDataSourceTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
  /// The core transaction this wraps.
  public let core: DataSourceTransaction<SectionIdentifierType, ItemIdentifierType>

  /// The transaction `core`, spelled as UIKit spells it.
  @inlinable
  public init(_ core: DataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) {
    self.core = core
  }

  /// The data source's snapshot before the reordering.
  @inlinable
  public var initialSnapshot:
    NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    NSDiffableDataSourceSnapshot(core.initialSnapshot)
  }

  /// The data source's snapshot after the reordering.
  @inlinable
  public var finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
  {
    NSDiffableDataSourceSnapshot(core.finalSnapshot)
  }

  /// The change of ``NSDiffableDataSourceSnapshot/itemIdentifiers`` (all sections, in
  /// order), with moves inferred.
  @inlinable
  public var difference: CollectionDifference<ItemIdentifierType> { core.difference }

  /// One transaction per section the reordering touched, in section order.
  /// - Complexity: O(sections touched).
  @inlinable
  public var sectionTransactions:
    [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]
  {
    core.sectionTransactions.map(NSDiffableDataSourceSectionTransaction.init)
  }
}
#endif
