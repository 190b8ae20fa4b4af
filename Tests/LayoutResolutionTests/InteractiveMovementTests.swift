import LayoutGeometry
import LayoutResolution
import Testing

/// Interactive movement (rule 30): targets from positions through the default and custom
/// rules, the others making room, in a grid and across sections; ending, refusing and
/// cancelling; updates during a movement; and bad input, refused by name with nothing
/// changed.
@Suite struct InteractiveMovementTests {
  /// Rows of five 75 pt squares in a 375 × 812 host: each section of ten items is two rows,
  /// section 0 at y 0 and 75, section 1 at 150 and 225. The `selected` items (by default
  /// item 3 of section 0 and item 4 of section 1) are selected, to follow items by identity.
  static func grid(
    itemCounts: [Int] = [10, 10], selected: [LayoutIndexPath] = [path(3), path(4, 1)]
  ) throws -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.2), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalWidth(0.2)),
      subitems: [item])
    let host = LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: itemCounts)
    host.selection.allowsMultipleSelection = true
    for path in selected { try host.selectItem(at: path) }
    return host
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }

  /// The centre of the cell in column `column` of row `row` (rows counted over the whole
  /// grid).
  static func point(column: Int, row: Int) -> LayoutPoint {
    LayoutPoint(x: 37.5 + 75 * Double(column), y: 37.5 + 75 * Double(row))
  }
}

// MARK: - In a grid

extension InteractiveMovementTests {
  @Test func theItemTakesThePlaceOfTheCellUnderThePositionAndTheOthersMakeRoom() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(0))
    #expect(
      host.interactiveMovement
        == InteractiveMovement(
          originalIndexPath: Self.path(0), targetIndexPath: Self.path(0),
          position: LayoutPoint(x: 37.5, y: 37.5)))
    // Over item 7: column 2 of row 1.
    let target = try host.updateInteractiveMovement(to: LayoutPoint(x: 200, y: 110))
    #expect(target == Self.path(7))
    #expect(host.interactiveMovement?.targetIndexPath == Self.path(7))
    #expect(host.interactiveMovement?.position == LayoutPoint(x: 200, y: 110))
    // Items 1 to 7 moved back one place: item 3 is at 2, shown at (150, 0).
    #expect(host.selection.selectedItems == [Self.path(2), Self.path(4, 1)])
    #expect(host.itemCounts == [10, 10])
    // The slot the item takes, as the layout lays it out.
    #expect(
      host.attributesForItem(at: Self.path(7))?.frame
        == LayoutRect(x: 150, y: 75, width: 75, height: 75))
    let outcome = try host.endInteractiveMovement()
    #expect(
      outcome == .moved(LayoutUpdate.ItemMove(from: Self.path(0), to: Self.path(7))))
    #expect(host.interactiveMovement == nil)
    #expect(host.selection.selectedItems == [Self.path(2), Self.path(4, 1)])
  }

  @Test func theMovingItemFloatsAtThePositionAboveEverything() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(0))
    try host.updateInteractiveMovement(to: LayoutPoint(x: 200, y: 110))
    let floating = LayoutAttributes(
      indexPath: Self.path(7), category: .cell,
      frame: LayoutRect(x: 162.5, y: 72.5, width: 75, height: 75), zIndex: .max)
    #expect(host.attributesForInteractivelyMovingItem == floating)
    let visible = host.visibleAttributes
    #expect(visible.count == 20)
    #expect(visible.last == floating)
    #expect(visible.filter { $0.indexPath == Self.path(7) } == [floating])
    // Drag on within the same slot: the item follows, its place stays.
    #expect(try host.updateInteractiveMovement(to: LayoutPoint(x: 160, y: 80)) == Self.path(7))
    #expect(
      host.attributesForInteractivelyMovingItem?.frame
        == LayoutRect(x: 122.5, y: 42.5, width: 75, height: 75))
  }

  @Test func aPositionOverNoCellKeepsTheItemWhereItIs() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(2))
    try host.updateInteractiveMovement(to: Self.point(column: 4, row: 0))
    #expect(try host.updateInteractiveMovement(to: LayoutPoint(x: 100, y: 500)) == Self.path(4))
    #expect(try host.updateInteractiveMovement(to: LayoutPoint(x: -20, y: 40)) == Self.path(4))
    #expect(host.interactiveMovement?.position == LayoutPoint(x: -20, y: 40))
  }

  @Test func dragsBackAndForthEndWhereTheItemLastWent() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    #expect(try host.updateInteractiveMovement(to: Self.point(column: 4, row: 1)) == Self.path(9))
    #expect(host.selection.selectedItems == [Self.path(9), Self.path(4, 1)])
    #expect(try host.updateInteractiveMovement(to: Self.point(column: 0, row: 0)) == Self.path(0))
    #expect(host.selection.selectedItems == [Self.path(0), Self.path(4, 1)])
    #expect(
      try host.endInteractiveMovement()
        == .moved(LayoutUpdate.ItemMove(from: Self.path(3), to: Self.path(0))))
  }
}

// MARK: - Across sections

extension InteractiveMovementTests {
  @Test func anItemMovesIntoAnotherSection() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    // Over item 3 of section 1: column 3 of row 2.
    #expect(
      try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2)) == Self.path(3, 1))
    #expect(host.itemCounts == [9, 11])
    #expect(host.selection.selectedItems == [Self.path(3, 1), Self.path(5, 1)])
    // Section 0 now ends at its ninth item: its second row has a gap.
    #expect(host.attributesForItem(at: Self.path(9)) == nil)
    #expect(
      host.attributesForItem(at: Self.path(3, 1))?.frame
        == LayoutRect(x: 225, y: 150, width: 75, height: 75))
    #expect(
      try host.endInteractiveMovement()
        == .moved(LayoutUpdate.ItemMove(from: Self.path(3), to: Self.path(3, 1))))
    #expect(host.itemCounts == [9, 11])
  }

  @Test func anItemThatCrossesBackEndsInItsOwnSection() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 0, row: 3))
    #expect(host.interactiveMovement?.targetIndexPath == Self.path(5, 1))
    #expect(host.itemCounts == [9, 11])
    try host.updateInteractiveMovement(to: Self.point(column: 1, row: 0))
    #expect(host.interactiveMovement?.targetIndexPath == Self.path(1))
    #expect(host.itemCounts == [10, 10])
    #expect(host.selection.selectedItems == [Self.path(1), Self.path(4, 1)])
  }

  @Test func aCustomRuleCanKeepTheItemInItsSection() throws {
    let host = try Self.grid()
    let sameSection = InteractiveMovementTargetRule { current, position, host in
      let proposed = InteractiveMovementTargetRule.cellAtPosition.targetIndexPath(
        forItemAt: current, position: position, in: host)
      return proposed.section == current.section ? proposed : current
    }
    try host.beginInteractiveMovement(ofItemAt: Self.path(3), targetRule: sameSection)
    #expect(try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2)) == Self.path(3))
    #expect(try host.updateInteractiveMovement(to: Self.point(column: 1, row: 1)) == Self.path(6))
    #expect(host.itemCounts == [10, 10])
  }

  @Test func aRuleMayAppendToTheEndOfAnotherSection() throws {
    let host = try Self.grid(itemCounts: [10, 0], selected: [])
    let toEnd = InteractiveMovementTargetRule { _, _, _ in Self.path(0, 1) }
    try host.beginInteractiveMovement(ofItemAt: Self.path(9), targetRule: toEnd)
    try host.updateInteractiveMovement(to: LayoutPoint(x: 10, y: 10))
    #expect(host.itemCounts == [9, 1])
    #expect(
      host.attributesForItem(at: Self.path(0, 1))?.frame
        == LayoutRect(x: 0, y: 150, width: 75, height: 75))
  }

  static let placesNoItemCanGo: [LayoutIndexPath] = [
    LayoutIndexPath(item: 10, section: 0), LayoutIndexPath(item: 11, section: 1),
    LayoutIndexPath(item: 0, section: 2), LayoutIndexPath(item: -1, section: 0),
    LayoutIndexPath(item: 0, section: -1),
  ]

  @Test(arguments: placesNoItemCanGo)
  func aRuleAnswerThatIsNoPlaceForTheItemIsIgnored(_ answer: LayoutIndexPath) throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(
      ofItemAt: Self.path(2), targetRule: InteractiveMovementTargetRule { _, _, _ in answer })
    #expect(try host.updateInteractiveMovement(to: LayoutPoint(x: 10, y: 10)) == Self.path(2))
    #expect(host.itemCounts == [10, 10])
    #expect(host.interactiveMovement?.position == LayoutPoint(x: 10, y: 10))
  }
}

// MARK: - Ending

extension InteractiveMovementTests {
  @Test func aRefusedMoveReturnsTheItem() throws {
    let host = try Self.grid()
    let before = host.solvedLayout
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2))
    var asked: [LayoutUpdate.ItemMove] = []
    let outcome = try host.endInteractiveMovement { move in
      asked.append(move)
      return false
    }
    #expect(asked == [LayoutUpdate.ItemMove(from: Self.path(3), to: Self.path(3, 1))])
    #expect(outcome == .returned(Self.path(3)))
    #expect(host.itemCounts == [10, 10])
    #expect(host.selection.selectedItems == [Self.path(3), Self.path(4, 1)])
    #expect(host.interactiveMovement == nil)
    #expect(host.contentSize == before.contentSize)
  }

  @Test func anItemDroppedWhereItStartedIsNotReported() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 0, row: 1))
    try host.updateInteractiveMovement(to: Self.point(column: 3, row: 0))
    var asked = 0
    let outcome = try host.endInteractiveMovement { _ in
      asked += 1
      return true
    }
    #expect(outcome == .returned(Self.path(3)))
    #expect(asked == 0)
  }

  @Test func cancellingPutsTheItemBack() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2))
    try host.cancelInteractiveMovement()
    #expect(host.interactiveMovement == nil)
    #expect(host.itemCounts == [10, 10])
    #expect(host.selection.selectedItems == [Self.path(3), Self.path(4, 1)])
    #expect(host.attributesForInteractivelyMovingItem == nil)
    #expect(host.visibleAttributes.count == 20)
  }
}

// MARK: - Updates during a movement

extension InteractiveMovementTests {
  @Test func aBatchUpdateReturnsTheMovingItemFirst() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2))
    // The data knows nothing of the drag: item 0 of section 0 goes, in its terms.
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    try host.performBatchUpdates(update, itemCounts: [9, 10])
    #expect(host.interactiveMovement == nil)
    #expect(host.selection.selectedItems == [Self.path(2), Self.path(4, 1)])
  }

  @Test func aRefusedBatchUpdateLeavesTheMovementGoing() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2))
    let movement = host.interactiveMovement
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0)]
    // Counts that fit what the host shows while the item is away, not the data: the update
    // is checked against the data's counts, [10, 10].
    #expect(throws: LayoutUpdateError.countMismatch(section: 0, expected: 8, actual: 9)) {
      try host.performBatchUpdates(update, itemCounts: [8, 11])
    }
    #expect(host.interactiveMovement == movement)
    #expect(host.itemCounts == [9, 11])
  }

  @Test func newItemCountsEndTheMovement() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 0, row: 1))
    host.itemCounts = [4, 4]
    #expect(host.interactiveMovement == nil)
    #expect(host.selection.selectedItems.isEmpty)
  }

  @Test func clearingTheInteractionStateCancelsTheMovement() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 3, row: 2))
    host.clearInteractionState()
    #expect(host.interactiveMovement == nil)
    #expect(host.itemCounts == [10, 10])
  }
}

// MARK: - Bad input

extension InteractiveMovementTests {
  @Test func callsWithoutAMovementAreRefusedByName() throws {
    let host = try Self.grid()
    #expect(throws: InteractionError.noMovementInProgress) {
      try host.updateInteractiveMovement(to: LayoutPoint(x: 10, y: 10))
    }
    #expect(throws: InteractionError.noMovementInProgress) { try host.endInteractiveMovement() }
    #expect(throws: InteractionError.noMovementInProgress) { try host.cancelInteractiveMovement() }
    #expect(host.itemCounts == [10, 10])
    #expect(host.selection.selectedItems == [Self.path(3), Self.path(4, 1)])
  }

  @Test func aSecondMovementIsRefusedAndTheFirstGoesOn() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 0, row: 1))
    let movement = host.interactiveMovement
    #expect(throws: InteractionError.movementInProgress(item: Self.path(5))) {
      try host.beginInteractiveMovement(ofItemAt: Self.path(1))
    }
    #expect(host.interactiveMovement == movement)
  }

  @Test(arguments: [
    LayoutIndexPath(item: 10, section: 0), LayoutIndexPath(item: -1, section: 0),
    LayoutIndexPath(item: 0, section: 2),
  ])
  func aMovementOfNoItemIsRefused(_ path: LayoutIndexPath) throws {
    let host = try Self.grid()
    #expect(throws: InteractionError.itemOutOfRange(path)) {
      try host.beginInteractiveMovement(ofItemAt: path)
    }
    #expect(host.interactiveMovement == nil)
  }

  @Test(arguments: [
    LayoutPoint(x: .nan, y: 10), LayoutPoint(x: 10, y: .infinity),
    LayoutPoint(x: -.infinity, y: .nan),
  ])
  func positionsThatAreNotFiniteAreRefused(_ position: LayoutPoint) throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(3))
    try host.updateInteractiveMovement(to: Self.point(column: 0, row: 1))
    let movement = host.interactiveMovement
    #expect(throws: InteractionError.self) { try host.updateInteractiveMovement(to: position) }
    #expect(host.interactiveMovement == movement)
    #expect(host.itemCounts == [10, 10])
  }
}

// MARK: - Motion

extension InteractiveMovementTests {
  @Test func theOthersSlideAsideWhileTheItemFloatsAtTheFinger() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(0))
    try host.updateInteractiveMovement(to: Self.point(column: 2, row: 0))
    // Items 1 and 2 slide one place left over 0.3 s; the item floats where the finger is.
    #expect(host.transition != nil)
    host.advanceTransition(by: 0.15)
    let drawn = host.displayedAttributes
    let floating = drawn.last
    #expect(floating?.indexPath == Self.path(2))
    #expect(floating?.center == Self.point(column: 2, row: 0))
    #expect(floating?.zIndex == .max)
    // Old item 1, now item 0, halfway from x 75 to 0 by the ease-in-ease-out curve.
    let sliding = drawn.first { $0.indexPath == Self.path(0) && $0.category == .cell }
    #expect(sliding.map { abs($0.frame.minX - 37.5) < 1e-6 } == true)
  }

  @Test func aDroppedItemRunsFromTheFingerToItsSlot() throws {
    let host = try Self.grid()
    try host.beginInteractiveMovement(ofItemAt: Self.path(0))
    try host.updateInteractiveMovement(to: LayoutPoint(x: 170, y: 40))
    host.advanceTransition(by: 1)
    try host.endInteractiveMovement()
    let settling = host.transition?.elements.first {
      $0.final.indexPath == Self.path(2) && $0.final.category == .cell
    }
    #expect(settling?.initial.center == LayoutPoint(x: 170, y: 40))
    #expect(settling?.final.frame == LayoutRect(x: 150, y: 0, width: 75, height: 75))
  }
}
