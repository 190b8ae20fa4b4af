import LayoutGeometry
import LayoutResolution
import Testing

/// Selection and highlight (rules 28 and 29): the modes the switches make, the user's taps
/// and code's selects, index paths the host does not show, and the selection carried through
/// batch updates by identity.
@Suite struct SelectionTests {
  /// Full-width rows 44 pt tall in a 375 × 812 host showing `itemCounts`.
  static func host(itemCounts: [Int] = [10]) -> LayoutHost {
    let item = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1)))
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)), subitems: [item])
    return LayoutHost(
      layout: CollectionLayout(section: LayoutSection(group: group)),
      size: LayoutSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  static func path(_ item: Int, _ section: Int = 0) -> LayoutIndexPath {
    LayoutIndexPath(item: item, section: section)
  }
}

// MARK: - Modes

extension SelectionTests {
  @Test func defaultSwitchesSelectOneItemAtATime() {
    var selection = LayoutSelection()
    #expect(selection.mode == .single)
    let changes = [2, 5, 5].map { selection.select(Self.path($0)) }
    #expect(changes == [true, true, false])
    #expect(selection.selectedItems == [Self.path(5)])
  }

  @Test func multipleSelectionAddsAndATapTogglesAnItem() {
    var selection = LayoutSelection()
    selection.allowsMultipleSelection = true
    #expect(selection.mode == .multiple)
    selection.select(Self.path(1))
    selection.tap(Self.path(4))
    #expect(selection.selectedItems == [Self.path(1), Self.path(4)])
    let deselected = selection.tap(Self.path(1))
    #expect(deselected)
    #expect(selection.selectedItems == [Self.path(4)])
    #expect(selection.isSelected(Self.path(4)))
    #expect(!selection.isSelected(Self.path(1)))
  }

  @Test func aTapInSingleSelectionKeepsASelectedItemSelected() {
    var selection = LayoutSelection()
    let changes = [3, 3].map { selection.tap(Self.path($0)) }
    #expect(changes == [true, false])
    #expect(selection.selectedItems == [Self.path(3)])
    selection.tap(Self.path(6))
    #expect(selection.selectedItems == [Self.path(6)])
  }

  @Test func turningSelectionOffDeselectsAndRefusesEverything() {
    var selection = LayoutSelection()
    selection.select(Self.path(2))
    selection.highlight(Self.path(2))
    selection.allowsSelection = false
    #expect(selection.mode == .none)
    #expect(selection.selectedItems.isEmpty)
    #expect(selection.highlightedItem == nil)
    let changes = [
      selection.select(Self.path(3)), selection.tap(Self.path(3)),
      selection.highlight(Self.path(3)),
    ]
    #expect(changes == [false, false, false])
    #expect(selection.selectedItems.isEmpty)
  }

  @Test func editingModeFollowsTheDuringEditingSwitches() {
    var selection = LayoutSelection()
    selection.allowsMultipleSelection = true
    selection.select(Self.path(1))
    selection.select(Self.path(2))
    selection.isEditing = true
    // UIKit's defaults: no selection while editing.
    #expect(selection.mode == .none)
    #expect(selection.selectedItems.isEmpty)
    selection.allowsSelectionDuringEditing = true
    #expect(selection.mode == .single)
    selection.allowsMultipleSelectionDuringEditing = true
    #expect(selection.mode == .multiple)
    selection.select(Self.path(7))
    selection.select(Self.path(3))
    selection.isEditing = false
    #expect(selection.mode == .multiple)
    #expect(selection.selectedItems == [Self.path(3), Self.path(7)])
  }

  @Test func multipleWithoutSelectionAllowsNothing() {
    var selection = LayoutSelection()
    selection.allowsSelection = false
    selection.allowsMultipleSelection = true
    #expect(selection.mode == .none)
    selection.isEditing = true
    selection.allowsMultipleSelectionDuringEditing = true
    #expect(selection.mode == .none)
  }

  @Test func narrowingToSingleSelectionKeepsTheFirstSelectedItem() {
    var selection = LayoutSelection()
    selection.allowsMultipleSelection = true
    for item in [9, 4, 6] { selection.select(Self.path(item)) }
    selection.select(Self.path(0, 1))
    selection.allowsMultipleSelection = false
    #expect(selection.selectedItems == [Self.path(4)])
  }

  @Test func aTapLiftsTheHighlight() {
    var selection = LayoutSelection()
    let highlighted = selection.highlight(Self.path(2))
    #expect(highlighted)
    #expect(selection.isHighlighted(Self.path(2)))
    selection.highlight(Self.path(3))
    #expect(selection.highlightedItem == Self.path(3))
    selection.tap(Self.path(3))
    #expect(selection.highlightedItem == nil)
    #expect(selection.selectedItems == [Self.path(3)])
    selection.highlight(Self.path(5))
    selection.removeHighlight()
    #expect(selection.highlightedItem == nil)
    #expect(selection.selectedItems == [Self.path(3)])
  }
}

// MARK: - The host

extension SelectionTests {
  static let outOfRange: [LayoutIndexPath] = [
    LayoutIndexPath(item: 10, section: 0), LayoutIndexPath(item: -1, section: 0),
    LayoutIndexPath(item: 0, section: 1), LayoutIndexPath(item: 0, section: -1),
    LayoutIndexPath(item: 0, section: 2),
  ]

  @Test(arguments: outOfRange)
  func indexPathsOutOfRangeAreRefusedByName(_ path: LayoutIndexPath) throws {
    let host = Self.host(itemCounts: [10, 0])
    host.selection.allowsMultipleSelection = true
    try host.selectItem(at: Self.path(3))
    try host.highlightItem(at: Self.path(3))
    let before = host.selection
    #expect(throws: InteractionError.itemOutOfRange(path)) { try host.selectItem(at: path) }
    #expect(throws: InteractionError.itemOutOfRange(path)) { try host.deselectItem(at: path) }
    #expect(throws: InteractionError.itemOutOfRange(path)) { try host.tapItem(at: path) }
    #expect(throws: InteractionError.itemOutOfRange(path)) { try host.highlightItem(at: path) }
    #expect(host.selection == before)
  }

  @Test func theHostSelectsTapsAndHighlightsItsItems() throws {
    let host = Self.host()
    #expect(try host.selectItem(at: Self.path(1)))
    #expect(try host.tapItem(at: Self.path(2)))
    #expect(host.selection.selectedItems == [Self.path(2)])
    #expect(try host.highlightItem(at: Self.path(8)))
    #expect(try host.deselectItem(at: Self.path(2)))
    #expect(try !host.deselectItem(at: Self.path(2)))
    #expect(host.selection.selectedItems.isEmpty)
    #expect(host.selection.highlightedItem == Self.path(8))
  }

  @Test func anAssignedSelectionKeepsOnlyTheHostsItems() {
    let host = Self.host(itemCounts: [10])
    var selection = LayoutSelection()
    selection.allowsMultipleSelection = true
    for path in [Self.path(3), Self.path(12), Self.path(0, 4)] { selection.select(path) }
    selection.highlight(Self.path(11))
    host.selection = selection
    #expect(host.selection.selectedItems == [Self.path(3)])
    #expect(host.selection.highlightedItem == nil)
    #expect(host.selection.allowsMultipleSelection)
  }
}

// MARK: - Through batch updates

extension SelectionTests {
  /// A host of two sections of ten rows with items 2 and 7 of section 0 and item 4 of
  /// section 1 selected, and item 5 of section 0 highlighted.
  static func selectedHost() throws -> LayoutHost {
    let host = Self.host(itemCounts: [10, 10])
    host.selection.allowsMultipleSelection = true
    for path in [Self.path(2), Self.path(7), Self.path(4, 1)] { try host.selectItem(at: path) }
    try host.highlightItem(at: Self.path(5))
    return host
  }

  @Test func aMovedItemStaysSelectedAtItsDestination() throws {
    let host = try Self.selectedHost()
    var update = LayoutUpdate()
    update.movedItems = [
      LayoutUpdate.ItemMove(from: Self.path(7), to: Self.path(0)),
      LayoutUpdate.ItemMove(from: Self.path(2), to: Self.path(9, 1)),
    ]
    try host.performBatchUpdates(update, itemCounts: [9, 11])
    #expect(host.selection.selectedItems == [Self.path(0), Self.path(9, 1), Self.path(4, 1)])
    // Item 5 had items 2 and 7 around it: one left before it, one entered before it.
    #expect(host.selection.highlightedItem == Self.path(5))
  }

  @Test func insertsAndDeletesAroundSelectedItemsShiftThem() throws {
    let host = try Self.selectedHost()
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(0), Self.path(1)]
    update.insertedItems = [Self.path(0, 1), Self.path(1, 1), Self.path(2, 1)]
    try host.performBatchUpdates(update, itemCounts: [8, 13])
    #expect(host.selection.selectedItems == [Self.path(0), Self.path(5), Self.path(7, 1)])
    #expect(host.selection.highlightedItem == Self.path(3))
  }

  @Test func aDeletedItemLeavesTheSelection() throws {
    let host = try Self.selectedHost()
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(7), Self.path(5)]
    try host.performBatchUpdates(update, itemCounts: [8, 10])
    #expect(host.selection.selectedItems == [Self.path(2), Self.path(4, 1)])
    #expect(host.selection.highlightedItem == nil)
  }

  @Test func aReloadedItemLeavesTheSelectionAndAReconfiguredOneStays() throws {
    let host = try Self.selectedHost()
    var update = LayoutUpdate()
    update.reloadedItems = [Self.path(2)]
    update.reconfiguredItems = [Self.path(7), Self.path(4, 1)]
    try host.performBatchUpdates(update, itemCounts: [10, 10])
    #expect(host.selection.selectedItems == [Self.path(7), Self.path(4, 1)])
  }

  @Test func sectionsCarryTheirSelectionOrLoseIt() throws {
    let host = try Self.selectedHost()
    var update = LayoutUpdate()
    update.movedSections = [LayoutUpdate.SectionMove(from: 1, to: 0)]
    try host.performBatchUpdates(update, itemCounts: [10, 10])
    #expect(host.selection.selectedItems == [Self.path(4, 0), Self.path(2, 1), Self.path(7, 1)])
    #expect(host.selection.highlightedItem == Self.path(5, 1))

    update = LayoutUpdate()
    update.reloadedSections = [1]
    try host.performBatchUpdates(update, itemCounts: [10, 10])
    #expect(host.selection.selectedItems == [Self.path(4, 0)])
    #expect(host.selection.highlightedItem == nil)

    update = LayoutUpdate()
    update.insertedSections = [0]
    update.deletedSections = [0]
    try host.performBatchUpdates(update, itemCounts: [3, 10])
    #expect(host.selection.selectedItems.isEmpty)
  }

  @Test func aRefusedUpdateLeavesTheSelectionAlone() throws {
    let host = try Self.selectedHost()
    let before = host.selection
    var update = LayoutUpdate()
    update.deletedItems = [Self.path(2)]
    #expect(throws: LayoutUpdateError.countMismatch(section: 0, expected: 10, actual: 9)) {
      try host.performBatchUpdates(update, itemCounts: [10, 10])
    }
    #expect(host.selection == before)
  }

  @Test func newItemCountsDeselectEverythingAndTheSameOnesKeepTheSelection() throws {
    let host = try Self.selectedHost()
    let before = host.selection
    host.itemCounts = [10, 10]
    #expect(host.selection == before)
    host.itemCounts = [10, 11]
    #expect(host.selection.selectedItems.isEmpty)
    #expect(host.selection.highlightedItem == nil)
    #expect(host.selection.allowsMultipleSelection)
  }

  @Test func clearingTheInteractionStateDeselectsEverything() throws {
    let host = try Self.selectedHost()
    host.clearInteractionState()
    #expect(host.selection.selectedItems.isEmpty)
    #expect(host.selection.highlightedItem == nil)
    #expect(host.itemCounts == [10, 10])
  }
}
