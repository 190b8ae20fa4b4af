#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompat

/// UIKit's selection spellings on the host (rules 28 and 29): the five switches, selecting
/// with and without scrolling, `nil` and index paths out of range, and the selection through
/// batch updates and reloads.
@Suite struct SelectionSpellingTests {
  /// C1's grid: rows of five 75 pt squares, 100 items, in a 375 × 812 viewport.
  static func host(itemCounts: [Int] = [100]) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection()),
      size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }
}

extension SelectionSpellingTests {
  @Test func switchesStartAtUIKitsDefaults() {
    let host = Self.host()
    #expect(host.allowsSelection)
    #expect(!host.allowsMultipleSelection)
    #expect(!host.isEditing)
    #expect(!host.allowsSelectionDuringEditing)
    #expect(!host.allowsMultipleSelectionDuringEditing)
    #expect(host.indexPathsForSelectedItems == nil)
  }

  @Test func selectingReplacesTheSelectionAndScrollsTheItemIntoPlace() {
    let host = Self.host()
    host.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    #expect(host.contentOffset.y == 0)
    host.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
    #expect(host.indexPathsForSelectedItems == [IndexPath(item: 40, section: 0)])
    // Row 8 at the top: 8 × 75.
    #expect(host.contentOffset.y == 600)
  }

  @Test func multipleSelectionJoinsAndDeselectingLeaves() {
    let host = Self.host()
    host.allowsMultipleSelection = true
    for item in [12, 3, 40] {
      host.selectItem(at: IndexPath(item: item, section: 0), animated: true, scrollPosition: [])
    }
    host.deselectItem(at: IndexPath(item: 12, section: 0), animated: true)
    #expect(
      host.indexPathsForSelectedItems == [
        IndexPath(item: 3, section: 0), IndexPath(item: 40, section: 0),
      ])
    host.selectItem(at: nil, animated: false, scrollPosition: .top)
    #expect(host.indexPathsForSelectedItems == nil)
    #expect(host.contentOffset.y == 0)
  }

  @Test func withSelectionOffSelectingDoesNothingNotEvenScroll() {
    let host = Self.host()
    host.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    host.allowsSelection = false
    #expect(host.indexPathsForSelectedItems == nil)
    host.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: .top)
    #expect(host.indexPathsForSelectedItems == nil)
    #expect(host.contentOffset.y == 0)
    #expect(host.lastInteractionError == nil)
  }

  @Test func editingTakesTheDuringEditingSwitches() {
    let host = Self.host()
    host.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    host.allowsSelectionDuringEditing = true
    host.allowsMultipleSelectionDuringEditing = true
    host.isEditing = true
    #expect(host.core.selection.mode == .multiple)
    host.selectItem(at: IndexPath(item: 5, section: 0), animated: false, scrollPosition: [])
    #expect(
      host.indexPathsForSelectedItems == [
        IndexPath(item: 3, section: 0), IndexPath(item: 5, section: 0),
      ])
    host.isEditing = false
    #expect(host.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
  }

  @Test(arguments: [
    IndexPath(item: 100, section: 0), IndexPath(item: 0, section: 1), IndexPath(indexes: [0]),
  ])
  func indexPathsOutOfRangeAreRecordedAndChangeNothing(_ indexPath: IndexPath) {
    let expected = InteractionError.itemOutOfRange(
      indexPath.count == 2
        ? LayoutIndexPath(item: indexPath[1], section: indexPath[0])
        : LayoutIndexPath(item: -1, section: -1))
    let host = Self.host()
    host.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    host.deselectItem(at: indexPath, animated: false)
    #expect(host.lastInteractionError == expected)
    let other = Self.host()
    other.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    other.selectItem(at: indexPath, animated: false, scrollPosition: .bottom)
    #expect(other.lastInteractionError == expected)
    for host in [host, other] {
      #expect(host.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
      #expect(host.contentOffset.y == 0)
    }
  }

  @Test func theSelectionFollowsItsItemsThroughBatchUpdates() {
    let host = Self.host()
    host.allowsMultipleSelection = true
    for item in [2, 9] {
      host.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
    }
    host.performBatchUpdates({
      host.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
      host.moveItem(at: IndexPath(item: 9, section: 0), to: IndexPath(item: 0, section: 0))
    })
    #expect(host.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func reloadingDataDeselectsEverything() {
    let host = Self.host()
    host.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
    host.reloadData()
    #expect(host.indexPathsForSelectedItems == nil)
    #expect(host.itemCounts == [100])
  }
}
#endif
