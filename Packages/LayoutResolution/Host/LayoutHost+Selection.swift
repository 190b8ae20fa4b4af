import LayoutGeometry

extension LayoutHost {
  /// The selected and highlighted items and the switches that say what may be selected:
  /// UIKit's `allowsSelection`, `allowsMultipleSelection`, `isEditing` and the two
  /// `DuringEditing` switches, `indexPathsForSelectedItems` (rule 28).
  ///
  /// The selection follows its items through ``performBatchUpdates(_:itemCounts:)``: a moved
  /// item stays selected at its destination, a deleted or reloaded one leaves the selection
  /// (rule 29). Setting ``itemCounts`` to other counts deselects everything, as
  /// `reloadData()` does. Assigning a selection keeps only the items the host shows; to be
  /// told about an index path out of range, use ``selectItem(at:)``.
  ///
  /// ```swift
  /// host.selection.allowsMultipleSelection = true
  /// try host.selectItem(at: LayoutIndexPath(item: 3, section: 0))
  /// try host.selectItem(at: LayoutIndexPath(item: 8, section: 0))
  /// var update = LayoutUpdate()
  /// update.deletedItems = [LayoutIndexPath(item: 0, section: 0)]
  /// try host.performBatchUpdates(update, itemCounts: [99])
  /// host.selection.selectedItems  // items 2 and 7: the same two items
  /// ```
  ///
  /// - Complexity: Reading it is O(1); assigning one is O(selected items), to drop those out
  ///   of range.
  public var selection: LayoutSelection {
    get { selectionState }
    set { selectionState = newValue.keepingItems(in: counts) }
  }

  /// Selects the item at `indexPath` as code does (UIKit's
  /// `selectItem(at:animated:scrollPosition:)`): it replaces the selection in single mode,
  /// joins it in multiple mode, and does nothing with selection off, as UIKit documents.
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``InteractionError/itemOutOfRange(_:)`` for an index path the host does not
  ///   show; nothing changes (UIKit's behaviour there is undocumented).
  @discardableResult
  public func selectItem(at indexPath: LayoutIndexPath) throws(InteractionError) -> Bool {
    try checkItem(indexPath)
    return selectionState.select(indexPath)
  }

  /// Deselects the item at `indexPath` (UIKit's `deselectItem(at:animated:)`).
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``InteractionError/itemOutOfRange(_:)`` for an index path the host does not
  ///   show; nothing changes.
  @discardableResult
  public func deselectItem(at indexPath: LayoutIndexPath) throws(InteractionError) -> Bool {
    try checkItem(indexPath)
    return selectionState.deselect(indexPath)
  }

  /// The user tapped the item at `indexPath`: see ``LayoutSelection/tap(_:)``.
  ///
  /// - Returns: whether the selection changed.
  /// - Throws: ``InteractionError/itemOutOfRange(_:)`` for an index path the host does not
  ///   show; nothing changes.
  @discardableResult
  public func tapItem(at indexPath: LayoutIndexPath) throws(InteractionError) -> Bool {
    try checkItem(indexPath)
    return selectionState.tap(indexPath)
  }

  /// A finger came down on the item at `indexPath`: see ``LayoutSelection/highlight(_:)``.
  ///
  /// - Returns: whether the item is now highlighted.
  /// - Throws: ``InteractionError/itemOutOfRange(_:)`` for an index path the host does not
  ///   show; nothing changes.
  @discardableResult
  public func highlightItem(at indexPath: LayoutIndexPath) throws(InteractionError) -> Bool {
    try checkItem(indexPath)
    return selectionState.highlight(indexPath)
  }

  /// Throws unless the host shows an item at `indexPath`.
  func checkItem(_ indexPath: LayoutIndexPath) throws(InteractionError) {
    guard indexPath.isItem(in: counts) else { throw .itemOutOfRange(indexPath) }
  }

  /// Deselects every item, lifts the highlight and cancels a movement in progress, its item
  /// going back where it started: what UIKit's `reloadData()` does to them (rule 29).
  /// Setting ``itemCounts`` to other counts does the same; `DataSourceHosting` calls this
  /// when a data source reloads, whatever the counts.
  ///
  /// - Complexity: O(selected items), plus that of ``performBatchUpdates(_:itemCounts:)``
  ///   for one move when a moving item is away from its place.
  public func clearInteractionState() {
    if interactiveMovement != nil { try? cancelInteractiveMovement() }
    forgetItemState()
  }

  /// Forgets the selection, the highlight and any movement in progress, once index paths no
  /// longer name the same items (``itemCounts`` set to other counts).
  func forgetItemState() {
    selectionState.deselectAll()
    selectionState.removeHighlight()
    movementSession = nil
  }
}
