#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// UIKit's selection spellings on the view (rules 28 and 29): the five switches, selecting
/// with and without scrolling, `nil` and index paths out of range, and the selection through
/// batch updates and reloads.
@Suite struct SelectionSpellingTests {
  /// C1's grid: rows of five 75 pt squares, 100 items, in a 375 × 812 viewport.
  static func view(itemCounts: [Int] = [100]) -> CountedCollectionView {
    CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection()),
      size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }
}

extension SelectionSpellingTests {
  @Test func switchesStartAtUIKitsDefaults() {
    let view = Self.view()
    #expect(view.allowsSelection)
    #expect(!view.allowsMultipleSelection)
    #expect(!view.isEditing)
    #expect(!view.allowsSelectionDuringEditing)
    #expect(!view.allowsMultipleSelectionDuringEditing)
    #expect(view.indexPathsForSelectedItems == nil)
  }

  @Test func selectingReplacesTheSelectionAndScrollsTheItemIntoPlace() {
    let view = Self.view()
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(view.contentOffset.y == 0)
    view.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 40, section: 0)])
    // Row 8 at the top: 8 × 75.
    #expect(view.contentOffset.y == 600)
  }

  @Test func multipleSelectionJoinsAndDeselectingLeaves() {
    let view = Self.view()
    view.allowsMultipleSelection = true
    for item in [12, 3, 40] {
      view.selectItem(at: IndexPath(item: item, section: 0), animated: true, scrollPosition: [])
    }
    view.deselectItem(at: IndexPath(item: 12, section: 0), animated: true)
    #expect(
      view.indexPathsForSelectedItems == [
        IndexPath(item: 3, section: 0), IndexPath(item: 40, section: 0),
      ])
    view.selectItem(at: nil, animated: false, scrollPosition: .top)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(view.contentOffset.y == 0)
  }

  @Test func withSelectionOffSelectingDoesNothingNotEvenScroll() {
    let view = Self.view()
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    view.allowsSelection = false
    #expect(view.indexPathsForSelectedItems == nil)
    view.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(view.contentOffset.y == 0)
    #expect(view.lastError == nil)
  }

  @Test func editingTakesTheDuringEditingSwitches() {
    let view = Self.view()
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    view.allowsSelectionDuringEditing = true
    view.allowsMultipleSelectionDuringEditing = true
    view.isEditing = true
    #expect(view.core.selection.mode == .multiple)
    view.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    #expect(
      view.indexPathsForSelectedItems == [
        IndexPath(item: 3, section: 0), IndexPath(item: 5, section: 0),
      ])
    view.isEditing = false
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test(arguments: [
    IndexPath(item: 100, section: 0), IndexPath(item: 0, section: 1), IndexPath(indexes: [0]),
  ])
  func indexPathsOutOfRangeAreRecordedAndChangeNothing(_ indexPath: IndexPath) {
    let expected = InteractionError.itemOutOfRange(
      indexPath.count == 2
        ? LayoutIndexPath(item: indexPath[1], section: indexPath[0])
        : LayoutIndexPath(item: -1, section: -1))
    let view = Self.view()
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    view.deselectItem(at: indexPath, animated: false)
    #expect(view.lastError == .interactionRefused(expected))
    let other = Self.view()
    other.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    other.selectItem(at: indexPath, animated: false, scrollPosition: .bottom)
    #expect(other.lastError == .interactionRefused(expected))
    for view in [view, other] {
      #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
      #expect(view.contentOffset.y == 0)
    }
  }

  @Test func theSelectionFollowsItsItemsThroughBatchUpdates() {
    let view = Self.view()
    view.allowsMultipleSelection = true
    for item in [2, 9] {
      view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    view.counts.counts = [98]
    view.performBatchUpdates({
      view.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
      view.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
    })
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func reloadingDataDeselectsEverything() {
    let view = Self.view()
    view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    view.reloadData()
    #expect(view.indexPathsForSelectedItems == nil)
    #expect(view.itemCounts == [100])
  }
}
#endif
