#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A cell is a view with a content view that fills it, as UIKit's is (issue 22 §1).
@Suite struct CellViewTests {
  @Test func theContentViewFillsTheCellAndFollowsTheFrameItIsGiven() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(cell.contentView.superview === cell)
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = CGRect(x: 16, y: 200, width: 343, height: 60)
    cell.apply(attributes)
    #expect(cell.frame == CGRect(x: 16, y: 200, width: 343, height: 60))
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 343, height: 60))
  }

  @Test func backgroundViewsSitBehindTheContentView() {
    let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let background = UIView()
    let selected = UIView()
    cell.selectedBackgroundView = selected
    cell.backgroundView = background
    #expect(
      cell.subviews.map { ObjectIdentifier($0) }
        == [background, selected, cell.contentView].map { ObjectIdentifier($0) })
    #expect(background.frame == cell.bounds)
    cell.backgroundView = nil
    #expect(background.superview == nil)
    #expect(cell.subviews.count == 2)
  }

  @Test func cellsShownByACollectionViewHaveTheirContentViewSized() {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(70))
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(
        group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2])
    dataSource.applySnapshotUsingReloadData(snapshot)
    let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 70, width: 320, height: 70))
    #expect(cell?.contentView.bounds.size == CGSize(width: 320, height: 70))
  }
}
#endif
