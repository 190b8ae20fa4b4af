#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import Testing
import UIKitCompat

/// The sample's Simple List screen ("Implementing Modern Collection Views") as `Examples`
/// ports it (`SimpleListViewController`), shown in a window as the app shows it: an inset
/// grouped list of 94 numbered rows.
@Suite struct SimpleListScreenPortTests {
  typealias Screen = SimpleListViewController

  /// Shows `screen` in a 375 × 812 window, as a scene shows its root view controller.
  static func show(_ screen: Screen) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    window.rootViewController = screen
    window.makeKeyAndVisible()
    return window
  }

  static func rows(_ collectionView: UICollectionView) -> [UICollectionViewCell] {
    collectionView.visibleCells.sorted {
      (collectionView.indexPath(for: $0)?.item ?? 0)
        < (collectionView.indexPath(for: $1)?.item ?? 0)
    }
  }

  @Test func theFirstScreenShowsFifteenNumberedRowsOf52Points() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    #expect(screen.navigationItem.title == "List")
    let collectionView = try #require(screen.collectionView)
    #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 375, height: 812))

    // An inset grouped section starts 35 pt down; one-line rows are 52 pt (15 + 20.333 + 15
    // is less than the 52 pt minimum, rule 40), inset 16 pt each side. Row 14 starts at
    // 35 + 14 · 52 = 763, before the 812 pt edge; row 15 at 815, past it.
    let rows = Self.rows(collectionView)
    #expect(rows.map { $0.listContent?.text } == (0..<15).map { "\($0)" })
    #expect(
      rows.compactMap { collectionView.indexPath(for: $0) }
        == (0..<15).map { IndexPath(item: $0, section: 0) })
    #expect(rows[0].frame == CGRect(x: 16, y: 35, width: 343, height: 52))
    #expect(rows[14].frame == CGRect(x: 16, y: 763, width: 343, height: 52))
    #expect(rows.allSatisfy { ($0 as? UICollectionViewListCell)?.accessories == [] })
    // The 18 rows placed at the 44 pt estimate (35 + 18 · 44 reaches past 812) were
    // measured at 52; the other 76 are still estimated.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 35 + 18 * 52 + 76 * 44))
    #expect(collectionView.lastError == nil)
  }

  @Test func aTappedRowIsDeselectedAtOnce() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    collectionView.tapItem(at: IndexPath(item: 3, section: 0))
    #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
  }

  @Test func scrollingToTheEndShowsTheLastRows() throws {
    let screen = Screen()
    let window = Self.show(screen)
    defer { withExtendedLifetime(window) {} }
    let collectionView = try #require(screen.collectionView)
    // Scrolled to the end until it stops moving: rows measured on the way make the
    // content taller than estimated.
    for _ in 0..<20 where collectionView.contentOffset.y != collectionView.contentSize.height - 812
    {
      collectionView.contentOffset.y = collectionView.contentSize.height - 812
      collectionView.layoutIfNeeded()
    }
    // Rows never shown on the jump stay estimated at 44 pt, so the content is between all
    // estimated and all measured; no bottom padding follows the last row.
    let height = collectionView.contentSize.height
    #expect(height > 35 + 18 * 52 + 76 * 44 && height < 35 + 94 * 52)
    let rows = Self.rows(collectionView)
    #expect(rows.last?.listContent?.text == "93")
    #expect(rows.last?.frame == CGRect(x: 16, y: height - 52, width: 343, height: 52))
    #expect(collectionView.contentOffset.y == height - 812)
  }
}
#endif
