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
}
#endif
