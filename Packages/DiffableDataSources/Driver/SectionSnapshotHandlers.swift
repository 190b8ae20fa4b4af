/// What a data source asks and tells its owner when the user expands or collapses an item
/// of a hierarchical section: UIKit's `SectionSnapshotHandlers`.
public struct SectionSnapshotHandlers<ItemID: Hashable & Sendable> {
  /// Whether the item may expand; `nil` allows every item.
  public var shouldExpandItem: ((ItemID) -> Bool)?
  /// Called just before the item expands.
  public var willExpandItem: ((ItemID) -> Void)?
  /// Whether the item may collapse; `nil` allows every item.
  public var shouldCollapseItem: ((ItemID) -> Bool)?
  /// Called just before the item collapses.
  public var willCollapseItem: ((ItemID) -> Void)?
  /// Given the parent being expanded and its current children (as a section snapshot with
  /// levels from 0), returns the children to show; lets children load lazily.
  public var snapshotForExpandingParent:
    ((ItemID, SectionSnapshot<ItemID>) -> SectionSnapshot<ItemID>)?

  /// Handlers with the given closures (all `nil` by default).
  @inlinable
  public init(
    shouldExpandItem: ((ItemID) -> Bool)? = nil,
    willExpandItem: ((ItemID) -> Void)? = nil,
    shouldCollapseItem: ((ItemID) -> Bool)? = nil,
    willCollapseItem: ((ItemID) -> Void)? = nil,
    snapshotForExpandingParent: ((ItemID, SectionSnapshot<ItemID>) -> SectionSnapshot<ItemID>)? =
      nil
  ) {
    self.shouldExpandItem = shouldExpandItem
    self.willExpandItem = willExpandItem
    self.shouldCollapseItem = shouldCollapseItem
    self.willCollapseItem = willCollapseItem
    self.snapshotForExpandingParent = snapshotForExpandingParent
  }
}
