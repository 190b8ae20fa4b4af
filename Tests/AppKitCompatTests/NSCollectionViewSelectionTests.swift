#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// Selection by sets, as AppKit spells it: code selects whatever it names, clicks select as
/// on a Mac when the view is selectable, and the delegate approves and hears by sets.
@Suite struct NSCollectionViewSelectionTests {
  static func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test func aViewIsNotSelectableByDefaultButCodeSelects() {
    let (collectionView, dataSource) = rowsView([10])
    #expect(!collectionView.isSelectable)
    #expect(!collectionView.allowsMultipleSelection)
    #expect(collectionView.allowsEmptySelection)
    collectionView.clickItem(at: Self.path(2))
    #expect(collectionView.selectionIndexPaths.isEmpty)
    collectionView.selectionIndexPaths = [Self.path(2), Self.path(4)]
    #expect(collectionView.selectionIndexPaths == [Self.path(2), Self.path(4)])
    #expect(collectionView.item(at: Self.path(4))?.isSelected == true)
    #expect(collectionView.item(at: Self.path(3))?.isSelected == false)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aSelectionNamingNoItemIsRefusedAndChangesNothing() {
    let (collectionView, dataSource) = rowsView([10])
    collectionView.selectionIndexPaths = [Self.path(1)]
    collectionView.selectionIndexPaths = [Self.path(2), Self.path(10)]
    #expect(collectionView.lastError == .invalidSelectionIndexPath(Self.path(10)))
    #expect(collectionView.selectionIndexPaths == [Self.path(1)])
    collectionView.selectItems(at: [IndexPath(indexes: [0, 1, 2])], scrollPosition: [])
    #expect(collectionView.lastError == .invalidSelectionIndexPath(IndexPath(indexes: [0, 1, 2])))
    collectionView.clickItem(at: Self.path(0, 1))
    #expect(collectionView.lastError == .invalidSelectionIndexPath(Self.path(0, 1)))
    #expect(collectionView.selectionIndexPaths == [Self.path(1)])
    withExtendedLifetime(dataSource) {}
  }

  @Test func aPlainClickSelectsTheItemAloneAndTheItemIsHighlightedWhileTheMouseIsDown() throws {
    let (collectionView, dataSource) = rowsView([10])
    let delegate = RecordingDelegate()
    collectionView.delegate = delegate
    collectionView.isSelectable = true
    collectionView.clickItem(at: Self.path(2))
    collectionView.clickItem(at: Self.path(5))
    #expect(collectionView.selectionIndexPaths == [Self.path(5)])
    #expect(
      delegate.calls.filter { !$0.hasPrefix("willDisplay") } == [
        "didChange [2] forSelection", "shouldSelect [2]", "didSelect [2]", "didChange [2] none",
        "didChange [5] forSelection", "shouldSelect [5]", "shouldDeselect [2]",
        "didDeselect [2]", "didSelect [5]", "didChange [5] none",
      ])
    let item = try #require(collectionView.item(at: Self.path(5)) as? RecordingItem)
    #expect(item.highlights == [.forSelection, .none])
    #expect(item.selections == [true])
    withExtendedLifetime(dataSource) {}
  }

  @Test func anItemTheDelegateKeepsFromHighlightingIsStillSelected() throws {
    let (collectionView, dataSource) = rowsView([10])
    let delegate = RecordingDelegate()
    delegate.approveHighlight = { $0.item != 4 }
    collectionView.delegate = delegate
    collectionView.isSelectable = true
    collectionView.clickItem(at: Self.path(4))
    let item = try #require(collectionView.item(at: Self.path(4)) as? RecordingItem)
    #expect(item.highlights.isEmpty)
    #expect(collectionView.selectionIndexPaths == [Self.path(4)])
    #expect(!delegate.calls.contains { $0.hasPrefix("didChange") })
    withExtendedLifetime(dataSource) {}
  }

  @Test func commandAndShiftClicksNeedMultipleSelection() {
    let (collectionView, dataSource) = rowsView([10])
    collectionView.isSelectable = true
    collectionView.clickItem(at: Self.path(1))
    collectionView.clickItem(at: Self.path(3), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(3)])
    collectionView.allowsMultipleSelection = true
    collectionView.clickItem(at: Self.path(6), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(3), Self.path(6)])
    collectionView.clickItem(at: Self.path(3), modifierFlags: .command)
    #expect(collectionView.selectionIndexPaths == [Self.path(6)])
    // The anchor is the item last clicked: 3, just deselected; a shift-click reaches from it.
    collectionView.clickItem(at: Self.path(1), modifierFlags: .shift)
    #expect(collectionView.selectionIndexPaths == Set([1, 2, 3, 6].map { Self.path($0) }))
    withExtendedLifetime(dataSource) {}
  }

  @Test func theDelegateApprovesBySetsAndCodeSelectionTellsItNothing() {
    let (collectionView, dataSource) = rowsView([10])
    let delegate = RecordingDelegate()
    delegate.approve = { $0.item.isMultiple(of: 2) }
    collectionView.delegate = delegate
    collectionView.isSelectable = true
    collectionView.allowsMultipleSelection = true
    collectionView.clickItem(at: Self.path(3))
    #expect(collectionView.selectionIndexPaths.isEmpty)
    collectionView.clickItem(at: Self.path(0))
    collectionView.clickItem(at: Self.path(5), modifierFlags: .shift)
    #expect(collectionView.selectionIndexPaths == [Self.path(0), Self.path(2), Self.path(4)])
    #expect(
      delegate.calls.filter { !$0.hasPrefix("didChange") }.suffix(2) == [
        "shouldSelect [1, 2, 3, 4, 5]", "didSelect [2, 4]",
      ])
    delegate.calls = []
    collectionView.selectionIndexPaths = [Self.path(7)]
    collectionView.selectItems(at: [Self.path(9)], scrollPosition: [])
    collectionView.deselectItems(at: [Self.path(7)])
    #expect(collectionView.selectionIndexPaths == [Self.path(9)])
    #expect(delegate.calls.isEmpty)
    withExtendedLifetime(dataSource) {}
  }

  @Test func withoutEmptySelectionTheLastSelectedItemStays() {
    let (collectionView, dataSource) = rowsView([10])
    collectionView.isSelectable = true
    collectionView.allowsMultipleSelection = true
    collectionView.allowsEmptySelection = false
    collectionView.clickItem(at: Self.path(4))
    collectionView.clickItem(at: Self.path(4), modifierFlags: .command)
    collectionView.clickEmptySpace()
    collectionView.deselectAll(nil)
    #expect(collectionView.selectionIndexPaths == [Self.path(4)])
    collectionView.allowsEmptySelection = true
    collectionView.clickEmptySpace()
    #expect(collectionView.selectionIndexPaths.isEmpty)
    withExtendedLifetime(dataSource) {}
  }

  @Test func selectAllNeedsASelectableViewWithMultipleSelection() {
    let (collectionView, dataSource) = rowsView([3, 2])
    collectionView.selectAll(nil)
    #expect(collectionView.selectionIndexPaths.isEmpty)
    collectionView.isSelectable = true
    collectionView.allowsMultipleSelection = true
    collectionView.selectAll(nil)
    #expect(collectionView.selectionIndexPaths.count == 5)
    collectionView.deselectAll(nil)
    #expect(collectionView.selectionIndexPaths.isEmpty)
    withExtendedLifetime(dataSource) {}
  }

  @Test func theSelectionFollowsItsItemsThroughABatch() {
    let (collectionView, dataSource) = rowsView([5])
    collectionView.selectionIndexPaths = [Self.path(2)]
    dataSource.counts = [6]
    collectionView.performBatchUpdates({
      collectionView.insertItems(at: [Self.path(0)])
    })
    #expect(collectionView.selectionIndexPaths == [Self.path(3)])
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(dataSource) {}
  }
}
#endif
