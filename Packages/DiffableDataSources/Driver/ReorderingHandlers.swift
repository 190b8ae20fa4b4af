/// What a data source asks and tells its owner when the user drags an item to a new place:
/// UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`.
///
/// As in UIKit, reordering is off until `canReorderItem` is set.
public struct ReorderingHandlers<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable> {
  /// Whether the user may move the item; reordering is refused when this is `nil`.
  public var canReorderItem: ((ItemID) -> Bool)?
  /// Called before the data source takes the transaction's final snapshot.
  public var willReorder: ((DataSourceTransaction<SectionID, ItemID>) -> Void)?
  /// Called after the data source has taken the transaction's final snapshot.
  public var didReorder: ((DataSourceTransaction<SectionID, ItemID>) -> Void)?

  /// Handlers with the given closures (all `nil` by default).
  @inlinable
  public init(
    canReorderItem: ((ItemID) -> Bool)? = nil,
    willReorder: ((DataSourceTransaction<SectionID, ItemID>) -> Void)? = nil,
    didReorder: ((DataSourceTransaction<SectionID, ItemID>) -> Void)? = nil
  ) {
    self.canReorderItem = canReorderItem
    self.willReorder = willReorder
    self.didReorder = didReorder
  }
}
