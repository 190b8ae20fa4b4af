#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import DataSourceHosting
import DiffableDataSources
public import Foundation
import UIKitCompatLayout

extension UICollectionViewDiffableDataSource {
  /// Moves the item at `sourceIndexPath` to `destinationIndexPath` as if the user dragged it
  /// there: asks `reorderingHandlers.canReorderItem`, calls `willReorder` with the
  /// transaction, takes its final snapshot, then calls `didReorder`.
  ///
  /// UIKit's collection view reports the drag to its data source, having shown the move
  /// itself; headless, this is how a drag is spelled, and the view then takes the new item
  /// counts (a move between sections changes two of them) and lays out again.
  /// `destinationIndexPath` is the item's place once moved.
  /// - Returns: whether the item moved; `false` for an index path out of range or not of two
  ///   indices, equal index paths, reordering off or refused, or an outline section.
  /// - Complexity: O(n) for n items, to build the transaction's differences, plus
  ///   O(sections + measured sizes) for the view to take the new counts and the handlers'
  ///   own cost.
  @inlinable
  @discardableResult
  public func reorderItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    -> Bool
  {
    guard let source = Self.position(sourceIndexPath),
      let destination = Self.position(destinationIndexPath)
    else { return false }
    return core.reorderItem(at: source, to: destination)
  }

  /// Expands `item` as if the user tapped its disclosure control: asks
  /// `sectionSnapshotHandlers.shouldExpandItem`, calls `willExpandItem`, lets
  /// `snapshotForExpandingParent` supply the children, then applies the section's new
  /// section snapshot. UIKit spells this as a tap on an outline disclosure accessory.
  /// - Returns: whether the item expanded; `false` when it is not shown, is already
  ///   expanded, was refused, or its supplied children clash with other items.
  /// - Complexity: That of ``apply(_:to:animatingDifferences:completion:)``, which it calls
  ///   with the section's new section snapshot (so at least O(N) for N items in the data
  ///   source), plus O(items of the section) and the handlers' own cost.
  @inlinable
  @discardableResult
  public func expandItem(_ item: ItemIdentifierType) -> Bool {
    core.expandItem(item)
  }

  /// Collapses `item` as if the user tapped its disclosure control: asks
  /// `sectionSnapshotHandlers.shouldCollapseItem`, calls `willCollapseItem`, then applies the
  /// section's new section snapshot.
  /// - Returns: whether the item collapsed; `false` when it is not shown, is not expanded
  ///   or was refused.
  /// - Complexity: That of ``apply(_:to:animatingDifferences:completion:)``, which it calls
  ///   with the section's new section snapshot (so at least O(N) for N items in the data
  ///   source), plus O(items of the section) and the handlers' own cost.
  @inlinable
  @discardableResult
  public func collapseItem(_ item: ItemIdentifierType) -> Bool {
    core.collapseItem(item)
  }
}
#endif
