#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources
import UIKitCompatLayout

extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells its owner when the user expands or collapses an item
  /// of an outline section: UIKit's `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`,
  /// generic over the item type as UIKit's is (`SectionSnapshotHandlers<ItemIdentifierType>`),
  /// handing over UIKit-spelled section snapshots.
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether the item may expand; `nil` allows every item.
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called just before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse; `nil` allows every item.
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called just before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// Given the parent being expanded and its current children (levels from 0), returns the
    /// children to show; lets children load lazily.
    public var snapshotForExpandingParent:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) ->
          NSDiffableDataSourceSectionSnapshot<Item>
      )?

    /// Handlers that allow every expansion and collapse and report nothing.
    @inlinable
    public init() {}

    /// The core's handlers calling these, with section snapshots spelled as UIKit spells them.
    @inlinable
    var core: DiffableDataSources.SectionSnapshotHandlers<Item> {
      DiffableDataSources.SectionSnapshotHandlers(
        shouldExpandItem: shouldExpandItem,
        willExpandItem: willExpandItem,
        shouldCollapseItem: shouldCollapseItem,
        willCollapseItem: willCollapseItem,
        snapshotForExpandingParent: snapshotForExpandingParent.map { handler in
          { parent, children in
            handler(parent, NSDiffableDataSourceSectionSnapshot(children)).core
          }
        })
    }
  }
}
#endif
