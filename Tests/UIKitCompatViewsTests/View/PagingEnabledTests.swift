#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// `isPagingEnabled` on the headless collection view: a drag ends with the content resting
/// on a page of the bounds' size, at most one page from where it began
/// (`docs/scrolling.md#paging-and-snapping`).
@Suite struct PagingEnabledTests {
  /// 200 items in rows of five 75 pt squares (40 rows, 3000 pt) on an iPhone's 812 pt page.
  final class PagedGrid {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init() {
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
        subitems: [item])
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812),
        collectionViewLayout: UICollectionViewCompositionalLayout(
          section: NSCollectionLayoutSection(group: group)))
      let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> {
        cell, _, item in
        var content = UIListContentConfiguration.cell()
        content.text = "\(item)"
        cell.contentConfiguration = content
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: item)
      }
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      snapshot.appendSections([0])
      snapshot.appendItems(Array(0..<200))
      dataSource.apply(snapshot, animatingDifferences: false)
      collectionView.isPagingEnabled = true
    }

    /// Drags by `distance`, lifts the finger at `velocity` points per millisecond and lets
    /// the content settle.
    func swipe(_ distance: CGFloat, velocity: CGFloat) {
      collectionView.drag(by: CGPoint(x: 0, y: distance))
      collectionView.endDragging(withVelocity: CGPoint(x: 0, y: velocity))
      // Long enough for 1000 pt/s to stop at normal deceleration (about 3.45 s).
      collectionView.advance(by: 5)
    }
  }

  @Test func aFlickRestsOnTheNextPageAndShowsItsCells() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    let collectionView = grid.collectionView
    #expect(collectionView.isPagingEnabled)
    collectionView.drag(by: CGPoint(x: 0, y: 300))
    #expect(collectionView.isDragging)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 300))
    collectionView.endDragging(withVelocity: CGPoint(x: 0, y: 1))
    #expect(!collectionView.isDragging)
    #expect(collectionView.isDecelerating)
    collectionView.advance(by: 3)
    #expect(!collectionView.isDecelerating)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 812))
    // Rows 10 (750 to 825) to 21 (1575 to 1650) meet 812 to 1624.
    let visible = collectionView.indexPathsForVisibleItems
    #expect(visible.first == IndexPath(item: 50, section: 0))
    #expect(visible.last == IndexPath(item: 109, section: 0))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 50, section: 0))?.frame
        == CGRect(x: 0, y: 750, width: 75, height: 75))
    #expect(collectionView.lastError == nil)
  }

  @Test func aReleaseWithoutAFlickRestsOnTheNearerPage() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    // 300 / 812 of a page: back to the first.
    grid.swipe(300, velocity: 0)
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 0))
    // 500 / 812: past half a page, on to the second.
    grid.swipe(500, velocity: 0)
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 812))
    // A flick back up turns the page back.
    grid.swipe(-100, velocity: -1)
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 0))
  }

  @Test func aFastFlickTurnsOnePageAtMost() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    // 900 pt and 10 pt/ms would reach page 2 (1.11 + ½ rounds to 2); one page from page 0.
    grid.swipe(900, velocity: 10)
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 812))
  }

  @Test func theLastPageRestsAtTheEndOfTheContent() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    grid.collectionView.contentOffset = CGPoint(x: 0, y: 1624)
    grid.swipe(300, velocity: 1)
    // Page 3 (2436) lies beyond the end: 3000 − 812.
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 2188))
    #expect(grid.collectionView.indexPathsForVisibleItems.last == IndexPath(item: 199, section: 0))
  }

  @Test func withoutPagingTheContentCoastsPastThePage() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    grid.collectionView.isPagingEnabled = false
    grid.swipe(300, velocity: 1)
    // Normal deceleration carries 1000 pt/s about 499.5 pt on: 300 + 499.5.
    let offset = grid.collectionView.contentOffset.y
    #expect(offset > 799 && offset < 800)
  }

  @Test func turningPagingOnAfterScrollingPagesTheNextDrag() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    grid.collectionView.isPagingEnabled = false
    grid.collectionView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    grid.collectionView.isPagingEnabled = true
    grid.swipe(600, velocity: 0)
    // 700 / 812: the second page.
    #expect(grid.collectionView.contentOffset == CGPoint(x: 0, y: 812))
  }

  @Test func aDragOrVelocityThatIsNotANumberMovesNothingAndIsRecorded() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    let collectionView = grid.collectionView
    collectionView.drag(by: CGPoint(x: 0, y: CGFloat.nan))
    #expect(collectionView.lastError == .scrollRefused(.invalidDragDistance(.nan)))
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(!collectionView.isDragging)
    collectionView.drag(by: CGPoint(x: 0, y: 200))
    collectionView.endDragging(withVelocity: CGPoint(x: 0, y: CGFloat.infinity))
    #expect(collectionView.lastError == .scrollRefused(.invalidVelocity(.infinity)))
    #expect(collectionView.isDragging)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
  }

  @Test func anOrthogonalDragOfASectionThatDoesNotScrollAcrossIsRecorded() {
    let grid = PagedGrid()
    defer { withExtendedLifetime(grid) {} }
    grid.collectionView.dragOrthogonalSection(0, by: 50)
    #expect(grid.collectionView.lastError == .scrollRefused(.notAnOrthogonalSection(0)))
    #expect(grid.collectionView.orthogonalScrollingOffset(inSection: 0) == 0)
  }
}
#endif
