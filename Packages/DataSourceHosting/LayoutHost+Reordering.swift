public import DiffableDataSources
public import LayoutGeometry
public import LayoutResolution

extension LayoutHost {
  /// Starts moving the item at `indexPath` if `dataSource` lets the user reorder it: its
  /// `reorderingHandlers.canReorderItem` is asked, as UIKit's diffable data source answers
  /// the collection view's `collectionView(_:canMoveItemAt:)` when a movement begins.
  ///
  /// ```swift
  /// dataSource.reorderingHandlers.canReorderItem = { $0 != pinned }
  /// try host.beginInteractiveMovement(ofItemAt: path, reorderingThrough: dataSource)  // true
  /// try host.updateInteractiveMovement(to: LayoutPoint(x: 20, y: 300))
  /// try host.endInteractiveMovement(reorderingThrough: dataSource)  // .moved(…), snapshot too
  /// ```
  ///
  /// - Returns: whether the movement began: `false`, with nothing changed, when reordering
  ///   is off (`canReorderItem` is `nil`), says no, or the data source shows no item there.
  /// - Throws: what `beginInteractiveMovement(ofItemAt:targetRule:)` throws; nothing
  ///   changes.
  /// - Complexity: that of `beginInteractiveMovement(ofItemAt:targetRule:)`, plus
  ///   `canReorderItem`'s cost.
  @discardableResult
  public func beginInteractiveMovement<SectionID, ItemID>(
    ofItemAt indexPath: LayoutIndexPath,
    reorderingThrough dataSource: DiffableDataSource<SectionID, ItemID>,
    targetRule: InteractiveMovementTargetRule = .cellAtPosition
  ) throws(InteractionError) -> Bool {
    try beginInteractiveMovement(ofItemAt: indexPath, targetRule: targetRule)
    let item = dataSource.itemIdentifier(
      for: ItemPosition(item: indexPath.item, section: indexPath.section))
    guard let item, dataSource.reorderingHandlers.canReorderItem?(item) == true else {
      // The movement has just begun with its item in place: cancelling it changes nothing.
      try? cancelInteractiveMovement()
      return false
    }
    return true
  }

  /// Ends the movement through `dataSource`: the data source reorders the item from its
  /// original place to its target (`DiffableDataSource.reorderItem(at:to:)`: asks
  /// `canReorderItem` again, calls `willReorder`, takes the new snapshot, calls `didReorder`),
  /// as UIKit's diffable data source does when the collection view reports the move. A move
  /// the data source refuses (reordering turned off meanwhile, an outline section) sends the
  /// item back where it started.
  ///
  /// - Returns: what `endInteractiveMovement(acceptingMove:)` returns.
  /// - Throws: `InteractionError.noMovementInProgress`; nothing changes.
  /// - Complexity: that of `endInteractiveMovement(acceptingMove:)`, with the data source's
  ///   reordering: O(n) for its n items, plus the handlers' cost and a layout pass of the
  ///   host, which takes the data source's counts again.
  @discardableResult
  public func endInteractiveMovement<SectionID, ItemID>(
    reorderingThrough dataSource: DiffableDataSource<SectionID, ItemID>
  ) throws(InteractionError) -> InteractiveMovementOutcome {
    try endInteractiveMovement { move in
      dataSource.reorderItem(
        at: ItemPosition(item: move.from.item, section: move.from.section),
        to: ItemPosition(item: move.to.item, section: move.to.section))
    }
  }
}
