#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// UIKit's interactive movement spellings on the view (rule 30): the data source asked and
/// told, the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` and its
/// overrides, a diffable data source reordering its snapshot, and calls out of order recorded
/// with nothing changed.
@Suite struct InteractiveMovementSpellingTests {
  /// C1's grid, rows of five 75 pt squares, showing `itemCounts` in a 375 × 812 viewport.
  static func view(
    itemCounts: [Int] = [10, 10],
    layout: UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout(
      section: SampleLayouts.gridSection())
  ) -> CountedCollectionView {
    CountedCollectionView(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  /// A data source of two sections of items that records the moves it is told of.
  final class Items: UICollectionViewDataSource {
    var sections: [[String]] = [
      (0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" },
    ]
    var movable = true
    var moves: [[IndexPath]] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
      -> Bool
    {
      movable
    }

    func collectionView(
      _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append([sourceIndexPath, destinationIndexPath])
      let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
      sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
  }

  /// Counts only: it takes no moves.
  final class CountsOnly: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      UICollectionViewCell(frame: .zero)
    }
  }

  /// A layout that keeps a moving item in its own section.
  final class SameSectionLayout: UICollectionViewCompositionalLayout {
    override func targetIndexPath(
      forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint
    ) -> IndexPath {
      let proposed = super.targetIndexPath(
        forInteractivelyMovingItem: previousIndexPath, withPosition: position)
      return proposed.section == previousIndexPath.section ? proposed : previousIndexPath
    }
  }
}

extension InteractiveMovementSpellingTests {
  @Test func theDataSourceIsToldOfTheMoveWhenTheMovementEnds() {
    let view = Self.view()
    let items = Self.Items()
    view.dataSource = items
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    // Over item 3 of section 1: column 3 of row 2.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    #expect(view.itemCounts == [9, 11])
    #expect(items.moves.isEmpty)
    view.endInteractiveMovement()
    #expect(items.moves == [[IndexPath(item: 3, section: 0), IndexPath(item: 3, section: 1)]])
    #expect(items.sections[1][3] == "a3")
    #expect(view.itemCounts == [9, 11])
    #expect(view.lastError == nil)
    // The data source agrees with the view: a reload changes nothing.
    view.reloadData()
    #expect(view.itemCounts == [9, 11])
  }

  @Test func aDataSourceThatCannotMoveTheItemRefusesTheMovement() {
    let view = Self.view()
    let items = Self.Items()
    items.movable = false
    view.dataSource = items
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(view.core.interactiveMovement == nil)
    let counting = Self.CountsOnly()
    view.dataSource = counting
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(view.lastError == nil)
  }

  @Test func aCountingDataSourceTakesTheMoveInItsCounts() {
    let view = Self.view()
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 37.5, y: 37.5))
    view.endInteractiveMovement()
    #expect(view.itemCounts == [11, 9])
  }

  @Test func cancellingPutsTheItemBackAndTellsNoOne() {
    let view = Self.view()
    let items = Self.Items()
    view.dataSource = items
    view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    view.cancelInteractiveMovement()
    #expect(view.itemCounts == [10, 10])
    #expect(items.moves.isEmpty)
  }

  @Test func theLayoutsOverrideChoosesTheTarget() {
    let view = Self.view(layout: Self.SameSectionLayout(section: SampleLayouts.gridSection()))
    #expect(view.collectionViewLayout.collectionView === view)
    view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    #expect(view.core.interactiveMovement?.targetIndexPath == LayoutIndexPath(item: 3, section: 0))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 112.5, y: 112.5))
    #expect(view.core.interactiveMovement?.targetIndexPath == LayoutIndexPath(item: 6, section: 0))
  }

  @Test func aLayoutKnowsTheViewShowingIt() {
    let first = UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection())
    let view = Self.view(layout: first)
    #expect(first.collectionView === view)
    let second = UICollectionViewCompositionalLayout(section: SampleLayouts.listSection())
    view.collectionViewLayout = second
    #expect(second.collectionView === view)
    #expect(first.collectionView == nil)
  }

  @Test func aLayoutShownByNoViewKeepsTheItemWhereItIs() {
    let layout = UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection())
    let target = layout.targetIndexPath(
      forInteractivelyMovingItem: IndexPath(item: 4, section: 0),
      withPosition: CGPoint(x: 10, y: 10))
    #expect(target == IndexPath(item: 4, section: 0))
  }

  @Test func aDiffableDataSourceReordersItsSnapshotOrSendsTheItemBack() {
    let view = Self.view(itemCounts: [])
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: view) {
      _, _, _ in UICollectionViewCell(frame: .zero)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(Array(0..<10), toSection: "a")
    snapshot.appendItems(Array(10..<20), toSection: "b")
    dataSource.apply(snapshot)
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    var refused: Set<Int> = []
    dataSource.reorderingHandlers.canReorderItem = { !refused.contains($0) }
    var finals: [[Int]] = []
    dataSource.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }

    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    view.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "b").prefix(5) == [10, 11, 12, 3, 13])
    #expect(finals.count == 1)
    #expect(view.itemCounts == [9, 11])

    // Turned off during the drag: the data source refuses, the item goes back.
    view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Over the last item of section "a", 9: column 3 of row 1.
    view.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 112.5))
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
    refused = [0]
    view.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "a") == [0, 1, 2, 4, 5, 6, 7, 8, 9])
    #expect(view.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(view.itemCounts == [9, 11])
    #expect(finals.count == 1)
  }

  @Test func callsOutOfOrderAreRecordedAndChangeNothing() {
    let view = Self.view()
    view.endInteractiveMovement()
    #expect(view.lastError == .interactionRefused(.noMovementInProgress))
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 10, section: 0)))
    #expect(
      view.lastError == .interactionRefused(.itemOutOfRange(LayoutIndexPath(item: 10, section: 0))))
    #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    #expect(
      view.lastError
        == .interactionRefused(.movementInProgress(item: LayoutIndexPath(item: 3, section: 0))))
    view.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 10))
    // NaN equals nothing, so the position is read back rather than compared.
    guard case .interactionRefused(.invalidPosition(let position)) = view.lastError else {
      Issue.record("expected invalidPosition, got \(String(describing: view.lastError))")
      return
    }
    #expect(position.x.isNaN && position.y == 10)
    #expect(view.core.interactiveMovement?.targetIndexPath == LayoutIndexPath(item: 3, section: 0))
    view.cancelInteractiveMovement()
    view.cancelInteractiveMovement()
    #expect(view.lastError == .interactionRefused(.noMovementInProgress))
    #expect(view.itemCounts == [10, 10])
  }
}
#endif
