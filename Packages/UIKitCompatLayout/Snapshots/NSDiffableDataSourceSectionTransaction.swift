#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources

/// What a user's reordering changed in one section: UIKit's
/// `NSDiffableDataSourceSectionTransaction`, over the core's `SectionTransaction` (``core``).
public struct NSDiffableDataSourceSectionTransaction<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable, Equatable {
  /// The core section transaction this wraps.
  public let core: SectionTransaction<SectionIdentifierType, ItemIdentifierType>

  /// The section transaction `core`, spelled as UIKit spells it.
  @inlinable
  public init(_ core: SectionTransaction<SectionIdentifierType, ItemIdentifierType>) {
    self.core = core
  }

  /// The section.
  @inlinable
  public var sectionIdentifier: SectionIdentifierType { core.sectionIdentifier }

  /// The section's items before the reordering.
  @inlinable
  public var initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    NSDiffableDataSourceSectionSnapshot(core.initialSnapshot)
  }

  /// The section's items after the reordering.
  @inlinable
  public var finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
    NSDiffableDataSourceSectionSnapshot(core.finalSnapshot)
  }

  /// The change of the section's items, with moves inferred.
  @inlinable
  public var difference: CollectionDifference<ItemIdentifierType> { core.difference }
}
#endif
