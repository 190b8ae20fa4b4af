/// What a user's reordering changed in one section: UIKit's
/// `NSDiffableDataSourceSectionTransaction`.
public struct SectionTransaction<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable, Equatable
{
  /// The section.
  public let sectionIdentifier: SectionID
  /// The section's items before the reordering.
  public let initialSnapshot: SectionSnapshot<ItemID>
  /// The section's items after the reordering.
  public let finalSnapshot: SectionSnapshot<ItemID>
  /// The change of the section's items, with moves inferred.
  public let difference: CollectionDifference<ItemID>

  /// A section transaction from its parts.
  @inlinable
  public init(
    sectionIdentifier: SectionID, initialSnapshot: SectionSnapshot<ItemID>,
    finalSnapshot: SectionSnapshot<ItemID>, difference: CollectionDifference<ItemID>
  ) {
    self.sectionIdentifier = sectionIdentifier
    self.initialSnapshot = initialSnapshot
    self.finalSnapshot = finalSnapshot
    self.difference = difference
  }
}
