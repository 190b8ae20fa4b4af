import LayoutGeometry

extension LayoutHost {
  /// Applies `update`, after which section `s` shows `itemCounts[s]` items: UIKit's
  /// `performBatchUpdates`, for a host, without animation (a running transition ends; see
  /// ``performBatchUpdates(_:itemCounts:animation:)`` for the animated one).
  ///
  /// The visible content stays in place (``contentOffsetAnchoring``, rule 21b): the cell
  /// nearest the top that the update neither deletes nor moves keeps its place on screen, so
  /// deleting rows above the viewport leaves the rows in it still. UIKit keeps the offset and
  /// leaves this to the app's `targetContentOffset(forProposedContentOffset:)`; a
  /// ``ContentOffsetAnchoring/custom(_:)`` rule can ask for anything else.
  ///
  /// What changed is solved again, what did not is kept: a section the update leaves alone
  /// keeps its solved layout and its provider is not asked; a section whose index or item
  /// count changed is solved again; measured sizes follow their items, across sections too,
  /// deleted and reloaded items lose theirs, inserted items start at their estimate, and
  /// reconfigured items keep theirs until measured again (rule 21a). Orthogonal rows keep
  /// their offsets when their section moves. The ``selection`` follows its items the same
  /// way: moved items stay selected, deleted and reloaded ones leave it (rule 29). An
  /// interactive movement in progress ends first, its item back where it started, since the
  /// update names positions as the data knows them (rule 30).
  ///
  /// ```swift
  /// var update = LayoutUpdate()
  /// update.deletedItems = [LayoutIndexPath(item: 0, section: 0)]
  /// try host.performBatchUpdates(update, itemCounts: [99])
  /// ```
  ///
  /// - Throws: ``LayoutUpdateError`` when the update contradicts the counts shown or
  ///   `itemCounts`; the host is left exactly as it was (UIKit raises
  ///   `NSInternalInconsistencyException`).
  /// - Complexity: O(c log c + c log n + s log c) for c changes in sections of n items and s
  ///   selected items, plus the provider and solver for each section whose index or count
  ///   changed (in a flow section, the lines the changes reach), plus a comparison of every
  ///   section's old and new count, plus O(sections) when sections are inserted, deleted,
  ///   moved or reloaded; then the anchor: a query of a 64 pt band at the top of the viewport
  ///   and O(log sections) to put it back. A layout pass comes first when the layout was
  ///   invalidated; a movement in progress adds the update's check and one move.
  public func performBatchUpdates(_ update: LayoutUpdate, itemCounts: [Int])
    throws(LayoutUpdateError)
  {
    _ = try applyBatchUpdates(update, itemCounts: itemCounts)
    transition = nil
  }

  /// Throws what ``performBatchUpdates(_:itemCounts:)`` would throw for `update`, changing
  /// nothing: UIKit checks a batch against its data source before it tells the layout
  /// (`prepare(forCollectionViewUpdates:)`), and so do UIKit's spellings.
  ///
  /// - Complexity: O(c log c + c log n) for c changes in sections of n items.
  package func checkBatchUpdates(_ update: LayoutUpdate, itemCounts: [Int])
    throws(LayoutUpdateError)
  {
    _ = try UpdatePlan(update, oldCounts: itemCountsBeforeMovement, newCounts: itemCounts)
  }

  /// Where each item `update` reconfigures stood before it, as the host shows its items now:
  /// new positions to old ones (an item of a section inserted or reloaded has none); `nil`
  /// for an update the host would refuse or one without reconfigures. A view reconfigures
  /// the cell that shows each such item in place.
  ///
  /// - Complexity: O(c log c + c log n) for c changes in sections of n items.
  package func oldPathsOfReconfiguredItems(in update: LayoutUpdate, itemCounts: [Int])
    -> [LayoutIndexPath: LayoutIndexPath]?
  {
    guard !update.reconfiguredItems.isEmpty,
      let plan = try? UpdatePlan(update, oldCounts: counts, newCounts: itemCounts)
    else { return nil }
    var paths: [LayoutIndexPath: LayoutIndexPath] = [:]
    for path in update.reconfiguredItems {
      paths[path] = plan.oldPath(of: path)
    }
    return paths
  }

  /// Where each item at `paths` (as the host shows its items now) stands after `update`:
  /// old positions to new ones, for the items that stay (neither deleted nor reloaded, nor
  /// in a section deleted or reloaded); `nil` for an update the host would refuse, or while
  /// an item is being moved interactively. A view's cells follow their items through it, as
  /// UIKit's do.
  ///
  /// - Complexity: O(c log c + c log n + p log c) for c changes in sections of n items and
  ///   p paths.
  package func newPathsOfItems(
    at paths: some Sequence<LayoutIndexPath>, in update: LayoutUpdate, itemCounts: [Int]
  ) -> [LayoutIndexPath: LayoutIndexPath]? {
    guard movementSession == nil,
      let plan = try? UpdatePlan(update, oldCounts: counts, newCounts: itemCounts)
    else { return nil }
    let reloaded = Set(update.reloadedItems)
    var result: [LayoutIndexPath: LayoutIndexPath] = [:]
    for path in paths where !reloaded.contains(path) {
      result[path] = plan.newPath(of: path)
    }
    return result
  }

  /// Applies `update` as ``performBatchUpdates(_:itemCounts:)`` does and returns its plan;
  /// a running transition is left to the caller.
  package func applyBatchUpdates(_ update: LayoutUpdate, itemCounts: [Int])
    throws(LayoutUpdateError)
    -> UpdatePlan
  {
    try returnMovingItem(before: update, itemCounts: itemCounts)
    let plan = try UpdatePlan(update, oldCounts: counts, newCounts: itemCounts)
    // The layout before the update must be current, as UIKit lays out before a batch
    // update: the anchor is read from it, and an invalidated pass is solved with the old
    // counts so that its sizes are where the update expects them.
    _ = currentPass
    let anchor = captureAnchor()
    rowOffsets = plan.remapped(rowOffsets)
    selectionState = selectionState.remapped(through: plan)
    let oldSectionCount = counts.count
    counts = itemCounts
    // A pass that laid out no sections (a size that is no size) has none to edit: the next
    // query solves the new counts whole. (Found by FuzzViews: editing it trapped.)
    guard var current = pass.take(), let context,
      current.layout.sections.count == oldSectionCount
    else {
      invalidateLayout()
      return plan
    }
    current.apply(plan, context: context, layout: layout)
    pass = current
    revision += 1
    if let anchor { restore(anchor, mapping: plan.unmovedPath(of:)) }
    return plan
  }
}

extension UpdatePlan {
  /// `offsets` by section, moved with their sections; inserted and reloaded sections start
  /// unscrolled.
  func remapped(_ offsets: [Int: Double]) -> [Int: Double] {
    guard !offsets.isEmpty, !keepsSections else { return offsets }
    var result: [Int: Double] = [:]
    for (index, source) in sources.enumerated() {
      if case .kept(let old) = source, let offset = offsets[old] { result[index] = offset }
    }
    return result
  }
}
