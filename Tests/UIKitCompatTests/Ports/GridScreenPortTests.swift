#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Grid screen ("Implementing Modern Collection Views") as `Examples` ports it
/// (`GridViewController`): a `CellRegistration`, a diffable data source over a
/// `UICollectionView`, 94 numbered items.
@Suite struct GridScreenPortTests {
  typealias GridScreen = GridViewController
  typealias TextCell = LabelCell

  static func indexPaths(_ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  @Test func theFirstScreenShowsElevenRowsOfConfiguredCells() {
    let screen = GridScreen()
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(screen.collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<55))
    #expect(cells.count == 55)
    #expect(cells.map(\.text) == (0..<55).map { "\($0)" })
    // Item 7: row 1, column 2, inset 5 pt inside its 75 pt square.
    #expect(cells[7].frame == CGRect(x: 155, y: 80, width: 65, height: 65))
    #expect(cells[54].frame == CGRect(x: 305, y: 755, width: 65, height: 65))
    #expect(screen.collectionView.lastError == nil)
  }

  @Test func scrollingShowsTheRowsInViewAndReusesTheCellsThatLeft() {
    let screen = GridScreen()
    let first = Set(screen.collectionView.visibleCells.map(ObjectIdentifier.init))
    screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
    screen.collectionView.layoutIfNeeded()
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(screen.collectionView.indexPathsForVisibleItems == Self.indexPaths(20..<75))
    #expect(cells.map(\.text) == (20..<75).map { "\($0)" })
    #expect(cells[0].frame == CGRect(x: 5, y: 305, width: 65, height: 65))
    #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    // The 20 cells that left came back for the 20 items that came in: no new cell.
    #expect(Set(cells.map(ObjectIdentifier.init)) == first)
  }

  @Test func tappingAnItemSelectsItsCell() {
    let screen = GridScreen()
    let collectionView = screen.collectionView
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(screen) {} }
    collectionView.tapItem(at: IndexPath(item: 12, section: 0))
    collectionView.tapItem(at: IndexPath(item: 13, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 13, section: 0)])
    let selected = collectionView.visibleCells.filter(\.isSelected)
    #expect(selected.map { collectionView.indexPath(for: $0) } == [IndexPath(item: 13, section: 0)])
    #expect((selected.first as? TextCell)?.text == "13")
    #expect(collectionView.visibleCells.filter(\.isHighlighted).isEmpty)
  }

  @Test func aNewSnapshotIsShownAfterTheNextLayout() async {
    let screen = GridScreen()
    _ = screen.collectionView.visibleCells
    var snapshot = NSDiffableDataSourceSnapshot<GridScreen.Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array((100..<110).reversed()))
    await screen.dataSource.apply(snapshot, animatingDifferences: false)
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(cells.map(\.text) == (100..<110).reversed().map { "\($0)" })
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 10)
  }
}
#endif
