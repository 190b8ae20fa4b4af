#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import DiffableDataSources
import UIKitCompatLayout

extension UICollectionViewDiffableDataSource {
  /// What the data source asks and tells its owner when the user drags an item to a new
  /// place: UIKit's `UICollectionViewDiffableDataSource.ReorderingHandlers`, handing over
  /// UIKit-spelled transactions. Reordering is off until `canReorderItem` is set.
  public struct ReorderingHandlers {
    /// Whether the user may move the item; reordering is refused when this is `nil`.
    public var canReorderItem: ((ItemIdentifierType) -> Bool)?
    /// Called before the data source takes the transaction's final snapshot.
    public var willReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
    /// Called after the data source has taken the transaction's final snapshot.
    public var didReorder:
      ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

    /// Handlers that allow no reordering and report nothing.
    @inlinable
    public init() {}

    /// The core's handlers calling these, with each transaction spelled as UIKit spells it.
    @inlinable
    var core: DiffableDataSources.ReorderingHandlers<SectionIdentifierType, ItemIdentifierType> {
      DiffableDataSources.ReorderingHandlers(
        canReorderItem: canReorderItem,
        willReorder: willReorder.map { handler in
          { handler(NSDiffableDataSourceTransaction($0)) }
        },
        didReorder: didReorder.map { handler in
          { handler(NSDiffableDataSourceTransaction($0)) }
        })
    }
  }
}
#endif
