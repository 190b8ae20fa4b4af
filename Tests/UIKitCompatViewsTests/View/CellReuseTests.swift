#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Synchronization
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Cells are reused as UIKit reuses them: scrolling through many items makes no more cells
/// than are shown at once, plus the few a step brings in.
@Suite struct CellReuseTests {
  /// A cell counting how many of its kind were made.
  final class CountingCell: UICollectionViewCell {
    static let made = Mutex(0)
    var item = -1
    var reuses = 0

    required init(frame: CGRect) {
      Self.made.withLock { $0 += 1 }
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
      nil
    }

    override func prepareForReuse() {
      reuses += 1
      item = -1
    }
  }

  @Test func scrollingTenThousandItemsMakesOnlyTheCellsShownAtOnce() {
    let registration = UICollectionView.CellRegistration<CountingCell, Int> { cell, _, item in
      cell.item = item
    }
    let screen = ListScreen(
      size: CGSize(width: 375, height: 812), items: Array(0..<10_000), registration: registration
    )
    let collectionView = screen.collectionView
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(screen) {} }

    let madeBefore = CountingCell.made.withLock { $0 }
    var mostShown = 0
    var shownItems = Set<Int>()
    let end = collectionView.contentSize.height - 812
    for offset in Array(stride(from: 0, to: end, by: 100)) + [end] {
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      let cells = collectionView.visibleCells.compactMap { $0 as? CountingCell }
      mostShown = max(mostShown, cells.count)
      for cell in cells { shownItems.insert(cell.item) }
    }
    let made = CountingCell.made.withLock { $0 } - madeBefore
    // 812 pt of 44 pt rows shows at most 20 rows at once.
    #expect(mostShown == 20)
    #expect(made <= mostShown + 3)
    #expect(shownItems.count == 10_000)
    #expect(collectionView.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses ?? 0 > 0 })
  }

  /// A cell showing one item; it counts nothing, so that tests running beside
  /// ``scrollingTenThousandItemsMakesOnlyTheCellsShownAtOnce()`` leave its count alone.
  final class ItemCell: UICollectionViewCell {
    var item = -1
  }

  /// Rows of items 0–4 in a 300 pt view that shows seven, laid out.
  static func fiveItemRows() -> ListScreen<ItemCell, Int> {
    let registration = UICollectionView.CellRegistration<ItemCell, Int> { cell, _, item in
      cell.item = item
    }
    let screen = ListScreen(
      size: CGSize(width: 375, height: 300), items: Array(0..<5), registration: registration)
    screen.collectionView.layoutIfNeeded()
    return screen
  }

  /// The cells of the first `count` rows, and how many different cells they are.
  static func shownCells(_ collectionView: UICollectionView, count: Int)
    -> (cells: [UICollectionViewCell?], distinct: Int)
  {
    let cells = (0..<count).map {
      collectionView.cellForItem(at: IndexPath(item: $0, section: 0))
    }
    return (cells, Set(cells.compactMap { $0.map(ObjectIdentifier.init) }).count)
  }

  @Test(arguments: [false, true])
  func aCellReconfiguredInPlaceShowsItsItemAndNoOther(animatingDifferences: Bool) {
    let screen = Self.fiveItemRows()
    let collectionView = screen.collectionView
    defer { withExtendedLifetime(screen) {} }
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))

    var snapshot = screen.dataSource.snapshot()
    snapshot.reconfigureItems([1])
    screen.dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    collectionView.layoutIfNeeded()

    // The pass retires every shown cell into its pool before asking for them again; the
    // reconfigured one, handed back in place, must leave the pool, or the next row gets it too.
    let (cells, distinct) = Self.shownCells(collectionView, count: 5)
    #expect(cells[1] === cell)
    #expect(distinct == 5)
    #expect(cells.map { ($0 as? ItemCell)?.item } == [0, 1, 2, 3, 4])
  }

  @Test func aReconfiguredItemMovedDownKeepsItsCellFromTheRowsAboveIt() {
    let screen = Self.fiveItemRows()
    let collectionView = screen.collectionView
    defer { withExtendedLifetime(screen) {} }
    let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))

    // Item 0 moves down two rows. Its cell was the first shown, so it is the first a pool in
    // index-path order would hand out: to row 0, before its own row 2 asks for it.
    var snapshot = screen.dataSource.snapshot()
    snapshot.insertItems([10, 11], beforeItem: 0)
    snapshot.reconfigureItems([0])
    screen.dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()

    let (cells, distinct) = Self.shownCells(collectionView, count: 7)
    #expect(cells[2] === cell)
    #expect(distinct == 7)
    #expect(cells.map { ($0 as? ItemCell)?.item } == [10, 11, 0, 1, 2, 3, 4])
  }
}
#endif
