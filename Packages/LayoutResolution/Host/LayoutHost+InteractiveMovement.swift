import LayoutGeometry

extension LayoutHost {
  /// The item being moved interactively, or `nil` (rule 30).
  ///
  /// While a movement lasts the host shows the layout as if the item had moved to the
  /// movement's target: each new target is a batch update moving the item there, so the
  /// other items make room, its measured size and selection go with it, and
  /// ``visibleAttributes`` show it centred on the movement's position above everything
  /// (``attributesForInteractivelyMovingItem``). The layout queries
  /// (``attributesForItem(at:)``, ``attributesForElements(in:)``) answer for the layout: the
  /// item at its target slot, as a UIKit layout's own queries do.
  public var interactiveMovement: InteractiveMovement? { movementSession?.movement }

  /// Starts moving the item at `indexPath` (UIKit's `beginInteractiveMovementForItem(at:)`):
  /// it starts at its place, centred where it is, and `targetRule` picks its targets from
  /// the positions ``updateInteractiveMovement(to:)`` gives.
  ///
  /// ```swift
  /// try host.beginInteractiveMovement(ofItemAt: LayoutIndexPath(item: 0, section: 0))
  /// try host.updateInteractiveMovement(to: LayoutPoint(x: 200, y: 110))  // over item 7
  /// host.interactiveMovement?.targetIndexPath                             // [0, 7]
  /// try host.endInteractiveMovement()                                     // .moved(0 → 7)
  /// ```
  ///
  /// - Throws: ``InteractionError/movementInProgress(item:)`` when a movement is already in
  ///   progress; ``InteractionError/itemOutOfRange(_:)`` for an index path the host does not
  ///   show or does not lay out (its section laid out empty). Nothing changes.
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes, to
  ///   find the item; a layout pass first when the layout was invalidated.
  public func beginInteractiveMovement(
    ofItemAt indexPath: LayoutIndexPath,
    targetRule: InteractiveMovementTargetRule = .cellAtPosition
  ) throws(InteractionError) {
    if let session = movementSession {
      throw .movementInProgress(item: session.movement.targetIndexPath)
    }
    try checkItem(indexPath)
    guard let frame = attributesForItem(at: indexPath)?.frame else {
      throw .itemOutOfRange(indexPath)
    }
    movementSession = MovementSession(
      movement: InteractiveMovement(
        originalIndexPath: indexPath, targetIndexPath: indexPath, position: frame.center),
      targetRule: targetRule)
  }

  /// Drags the moving item to `position`, in content coordinates (UIKit's
  /// `updateInteractiveMovementTargetPosition(_:)`): the item follows it, and when the
  /// movement's target rule names another place the item can go, the host shows it there,
  /// the others making room (a batch update moving it, anchored like any other, rule 21b,
  /// and animated: the others slide, rule 21d).
  /// An answer that is no place for the item (beyond its section, or beyond the end of
  /// another) is ignored.
  ///
  /// - Returns: the item's index path now.
  /// - Throws: ``InteractionError/noMovementInProgress``, or
  ///   ``InteractionError/invalidPosition(_:)`` for a NaN or infinite coordinate; nothing
  ///   changes.
  /// - Complexity: the rule's cost (for ``InteractiveMovementTargetRule/cellAtPosition``,
  ///   O(log sections + elements around `position`)), plus, when the target changes, that of
  ///   ``performBatchUpdates(_:itemCounts:)`` for one move.
  @discardableResult
  public func updateInteractiveMovement(to position: LayoutPoint) throws(InteractionError)
    -> LayoutIndexPath
  {
    guard var session = movementSession else { throw .noMovementInProgress }
    guard position.isFinite else { throw .invalidPosition(position) }
    let current = session.movement.targetIndexPath
    let proposed = session.targetRule.targetIndexPath(
      forItemAt: current, position: position, in: self)
    if proposed != current, showMove(from: current, to: proposed) {
      session.movement.targetIndexPath = proposed
    }
    session.movement.position = position
    movementSession = session
    return session.movement.targetIndexPath
  }

  /// Ends the movement with the item at its target (UIKit's `endInteractiveMovement()`):
  /// `acceptingMove` is told the move, from the item's original index path to its target,
  /// and returns whether the data took it (a data source's `collectionView(_:moveItemAt:to:)`;
  /// `DataSourceHosting` passes a diffable data source's reordering). Refused, the item goes
  /// back where it started, so the host is as before the movement. Either way it runs from the
  /// finger to its slot as a transition (rule 21d). An item dropped where it started is not
  /// reported.
  ///
  /// - Returns: ``InteractiveMovementOutcome/moved(_:)`` with the move, or
  ///   ``InteractiveMovementOutcome/returned(_:)`` with the item's original index path.
  /// - Throws: ``InteractionError/noMovementInProgress``; nothing changes.
  /// - Complexity: `acceptingMove`'s cost, plus, when it refuses, that of
  ///   ``performBatchUpdates(_:itemCounts:)`` for one move.
  @discardableResult
  public func endInteractiveMovement(
    acceptingMove: (LayoutUpdate.ItemMove) -> Bool = { _ in true }
  ) throws(InteractionError) -> InteractiveMovementOutcome {
    guard movementSession != nil else { throw .noMovementInProgress }
    // What is drawn now, the item at the finger, is where the item's last motion starts.
    let start = transitionStart()
    guard let movement = movementSession.take()?.movement else { throw .noMovementInProgress }
    let original = movement.originalIndexPath
    let move = LayoutUpdate.ItemMove(from: original, to: movement.targetIndexPath)
    if movement.targetIndexPath != original, !acceptingMove(move) {
      showMove(from: movement.targetIndexPath, to: original, startingFrom: start)
      return .returned(original)
    }
    beginTransition(from: start, mapping: .identity, timing: .batchUpdates)
    return movement.targetIndexPath == original ? .returned(original) : .moved(move)
  }

  /// Ends the movement with the item back where it started (UIKit's
  /// `cancelInteractiveMovement()`): the host is as before the movement.
  ///
  /// - Throws: ``InteractionError/noMovementInProgress``; nothing changes.
  /// - Complexity: that of ``performBatchUpdates(_:itemCounts:)`` for one move, when the
  ///   item is away from its place.
  public func cancelInteractiveMovement() throws(InteractionError) {
    guard movementSession != nil else { throw .noMovementInProgress }
    let start = transitionStart()
    guard let movement = movementSession.take()?.movement else { throw .noMovementInProgress }
    if movement.targetIndexPath != movement.originalIndexPath {
      showMove(from: movement.targetIndexPath, to: movement.originalIndexPath, startingFrom: start)
    } else {
      beginTransition(from: start, mapping: .identity, timing: .batchUpdates)
    }
  }

  /// The attributes the moving item is drawn with: its cell's, centred on the movement's
  /// position, with the greatest zIndex so that it floats above everything (UIKit's default
  /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`); `nil` without a
  /// movement.
  ///
  /// - Complexity: O(log sections), plus O(log groups) in a section with measured sizes.
  public var attributesForInteractivelyMovingItem: LayoutAttributes? {
    guard let movement = movementSession?.movement,
      var attributes = attributesForItem(at: movement.targetIndexPath)
    else { return nil }
    attributes.center = movement.position
    attributes.zIndex = .max
    return attributes
  }

  /// `visible` with the moving item taken from its slot and drawn last, floating, when it
  /// is in view.
  func showingMovingItem(_ visible: [LayoutAttributes]) -> [LayoutAttributes] {
    guard let moving = attributesForInteractivelyMovingItem else { return visible }
    var result = visible.filter { $0.category != .cell || $0.indexPath != moving.indexPath }
    if moving.frame.intersects(visibleRect) { result.append(moving) }
    return result
  }

  /// Before `update` is applied: ends a movement in progress with its item back where it
  /// started, so that the update names positions as the data knows them (decided: UIKit does
  /// not say). An update the host would refuse throws first, and the movement goes on.
  func returnMovingItem(before update: LayoutUpdate, itemCounts: [Int])
    throws(LayoutUpdateError)
  {
    guard let movement = movementSession?.movement else { return }
    _ = try UpdatePlan(update, oldCounts: itemCountsBeforeMovement, newCounts: itemCounts)
    movementSession = nil
    if movement.targetIndexPath != movement.originalIndexPath {
      showMove(from: movement.targetIndexPath, to: movement.originalIndexPath)
    }
  }

  /// The item counts with a moving item back where it started: the counts the data knows
  /// while the host shows the item elsewhere, and those a batch update names positions in.
  ///
  /// - Complexity: O(sections).
  package var itemCountsBeforeMovement: [Int] {
    guard let movement = movementSession?.movement,
      movement.targetIndexPath.section != movement.originalIndexPath.section
    else { return counts }
    var result = counts
    result[movement.targetIndexPath.section] -= 1
    result[movement.originalIndexPath.section] += 1
    return result
  }

  /// Shows the moving item at `destination` instead of `source`, as an animated batch update
  /// moving it from what `start` shows (what is drawn now, by default): the other items make
  /// room as a live transition (rule 21d). Whether the host could (a destination that is no
  /// place for it cannot).
  @discardableResult
  private func showMove(
    from source: LayoutIndexPath, to destination: LayoutIndexPath,
    startingFrom start: TransitionStart? = nil
  ) -> Bool {
    var update = LayoutUpdate()
    update.movedItems = [LayoutUpdate.ItemMove(from: source, to: destination)]
    let start = start ?? transitionStart()
    // The session is set aside so that the update does not return the item first.
    let session = movementSession.take()
    defer { movementSession = session }
    do {
      let plan = try applyBatchUpdates(update, itemCounts: update.itemCounts(after: counts))
      beginTransition(from: start, mapping: ElementMapping(plan), timing: .batchUpdates)
      return true
    } catch {
      return false
    }
  }
}
