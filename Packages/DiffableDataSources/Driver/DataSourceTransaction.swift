/// What a user's reordering changed, as the reordering handlers see it: UIKit's
/// `NSDiffableDataSourceTransaction`.
public struct DataSourceTransaction<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable, Equatable
{
  /// The data source's snapshot before the reordering.
  public let initialSnapshot: DataSourceSnapshot<SectionID, ItemID>
  /// The data source's snapshot after the reordering.
  public let finalSnapshot: DataSourceSnapshot<SectionID, ItemID>
  /// The change of `itemIdentifiers` (all sections, in order), with moves inferred.
  public let difference: CollectionDifference<ItemID>
  /// One transaction per section the reordering touched, in section order.
  public let sectionTransactions: [SectionTransaction<SectionID, ItemID>]

  /// A transaction from its parts.
  @inlinable
  public init(
    initialSnapshot: DataSourceSnapshot<SectionID, ItemID>,
    finalSnapshot: DataSourceSnapshot<SectionID, ItemID>,
    difference: CollectionDifference<ItemID>,
    sectionTransactions: [SectionTransaction<SectionID, ItemID>]
  ) {
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
    self.sectionTransactions = sectionTransactions
  }
}
