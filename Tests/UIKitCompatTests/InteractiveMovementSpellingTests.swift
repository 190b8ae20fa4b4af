#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution
import Testing
import UIKitCompat

/// UIKit's interactive movement spellings on the host (rule 30): the data source asked and
/// told, the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` and its
/// overrides, a diffable data source reordering its snapshot, and calls out of order recorded
/// with nothing changed.
@Suite struct InteractiveMovementSpellingTests {
  /// C1's grid, rows of five 75 pt squares, showing `itemCounts` in a 375 × 812 viewport.
  static func host(
    itemCounts: [Int] = [10, 10],
    layout: UICollectionViewCompositionalLayout = UICollectionViewCompositionalLayout(
      section: SampleLayouts.gridSection())
  ) -> CollectionViewLayoutHost {
    CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: itemCounts)
  }

  /// A data source of two sections of items that records the moves it is told of.
  final class Items: UICollectionViewDataSource {
    var sections: [[String]] = [
      (0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" },
    ]
    var movable = true
    var moves: [[IndexPath]] = []

    func numberOfSections(in collectionView: CollectionViewLayoutHost) -> Int { sections.count }

    func collectionView(
      _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
    ) -> Int {
      sections[section].count
    }

    func collectionView(
      _ collectionView: CollectionViewLayoutHost, canMoveItemAt indexPath: IndexPath
    ) -> Bool {
      movable
    }

    func collectionView(
      _ collectionView: CollectionViewLayoutHost, moveItemAt sourceIndexPath: IndexPath,
      to destinationIndexPath: IndexPath
    ) {
      moves.append([sourceIndexPath, destinationIndexPath])
      let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
      sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
  }

  /// Counts only: it takes no moves.
  final class CountsOnly: UICollectionViewDataSource {
    func collectionView(
      _ collectionView: CollectionViewLayoutHost, numberOfItemsInSection section: Int
    ) -> Int { 10 }
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
    let host = Self.host()
    let items = Self.Items()
    host.dataSource = items
    #expect(host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    // Over item 3 of section 1: column 3 of row 2.
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    #expect(host.itemCounts == [9, 11])
    #expect(items.moves.isEmpty)
    host.endInteractiveMovement()
    #expect(items.moves == [[IndexPath(item: 3, section: 0), IndexPath(item: 3, section: 1)]])
    #expect(items.sections[1][3] == "a3")
    #expect(host.itemCounts == [9, 11])
    #expect(host.lastInteractionError == nil)
    // The data source agrees with the host: a reload changes nothing.
    host.reloadData()
    #expect(host.itemCounts == [9, 11])
  }

  @Test func aDataSourceThatCannotMoveTheItemRefusesTheMovement() {
    let host = Self.host()
    let items = Self.Items()
    items.movable = false
    host.dataSource = items
    #expect(!host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(host.core.interactiveMovement == nil)
    let counting = Self.CountsOnly()
    host.dataSource = counting
    #expect(!host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(host.lastInteractionError == nil)
  }

  @Test func withoutADataSourceTheHostsCountsTakeTheMove() {
    let host = Self.host()
    #expect(host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 1)))
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 37.5, y: 37.5))
    host.endInteractiveMovement()
    #expect(host.itemCounts == [11, 9])
  }

  @Test func cancellingPutsTheItemBackAndTellsNoOne() {
    let host = Self.host()
    let items = Self.Items()
    host.dataSource = items
    host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    host.cancelInteractiveMovement()
    #expect(host.itemCounts == [10, 10])
    #expect(items.moves.isEmpty)
  }

  @Test func theLayoutsOverrideChoosesTheTarget() {
    let host = Self.host(layout: Self.SameSectionLayout(section: SampleLayouts.gridSection()))
    #expect(host.layout.collectionView === host)
    host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    #expect(host.core.interactiveMovement?.targetIndexPath == LayoutIndexPath(item: 3, section: 0))
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 112.5, y: 112.5))
    #expect(host.core.interactiveMovement?.targetIndexPath == LayoutIndexPath(item: 6, section: 0))
  }

  @Test func aLayoutKnowsTheHostShowingIt() {
    let first = UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection())
    let host = Self.host(layout: first)
    #expect(first.collectionView === host)
    let second = UICollectionViewCompositionalLayout(section: SampleLayouts.listSection())
    host.layout = second
    #expect(second.collectionView === host)
    #expect(first.collectionView == nil)
  }

  @Test func aLayoutShownByNoHostKeepsTheItemWhereItIs() {
    let layout = UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection())
    let target = layout.targetIndexPath(
      forInteractivelyMovingItem: IndexPath(item: 4, section: 0),
      withPosition: CGPoint(x: 10, y: 10))
    #expect(target == IndexPath(item: 4, section: 0))
  }

  @Test func aDiffableDataSourceReordersItsSnapshotOrSendsTheItemBack() {
    let host = Self.host(itemCounts: [])
    let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: host) {
      _, _, item in item
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(Array(0..<10), toSection: "a")
    snapshot.appendItems(Array(10..<20), toSection: "b")
    dataSource.apply(snapshot)
    #expect(!host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    var refused: Set<Int> = []
    dataSource.reorderingHandlers.canReorderItem = { !refused.contains($0) }
    var finals: [[Int]] = []
    dataSource.reorderingHandlers.didReorder = { finals.append($0.finalSnapshot.itemIdentifiers) }

    #expect(host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 187.5))
    host.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "b").prefix(5) == [10, 11, 12, 3, 13])
    #expect(finals.count == 1)
    #expect(host.itemCounts == [9, 11])

    // Turned off during the drag: the data source refuses, the item goes back.
    host.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    #expect(host.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    // Over the last item of section "a", 9: column 3 of row 1.
    host.updateInteractiveMovementTargetPosition(CGPoint(x: 262.5, y: 112.5))
    #expect(host.indexPathsForSelectedItems == [IndexPath(item: 8, section: 0)])
    refused = [0]
    host.endInteractiveMovement()
    #expect(dataSource.snapshot().itemIdentifiers(inSection: "a") == [0, 1, 2, 4, 5, 6, 7, 8, 9])
    #expect(host.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    #expect(host.itemCounts == [9, 11])
    #expect(finals.count == 1)
  }

  @Test func callsOutOfOrderAreRecordedAndChangeNothing() {
    let host = Self.host()
    host.endInteractiveMovement()
    #expect(host.lastInteractionError == .noMovementInProgress)
    #expect(!host.beginInteractiveMovementForItem(at: IndexPath(item: 10, section: 0)))
    #expect(host.lastInteractionError == .itemOutOfRange(LayoutIndexPath(item: 10, section: 0)))
    #expect(host.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    #expect(!host.beginInteractiveMovementForItem(at: IndexPath(item: 4, section: 0)))
    #expect(
      host.lastInteractionError == .movementInProgress(item: LayoutIndexPath(item: 3, section: 0)))
    host.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 10))
    // NaN equals nothing, so the position is read back rather than compared.
    guard case .invalidPosition(let position) = host.lastInteractionError else {
      Issue.record("expected invalidPosition, got \(String(describing: host.lastInteractionError))")
      return
    }
    #expect(position.x.isNaN && position.y == 10)
    #expect(host.core.interactiveMovement?.targetIndexPath == LayoutIndexPath(item: 3, section: 0))
    host.cancelInteractiveMovement()
    host.cancelInteractiveMovement()
    #expect(host.lastInteractionError == .noMovementInProgress)
    #expect(host.itemCounts == [10, 10])
  }
}
#endif
