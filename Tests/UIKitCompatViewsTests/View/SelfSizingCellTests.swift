#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Visible self-sizing cells are measured through `preferredLayoutAttributesFitting(_:)` in
/// `layoutIfNeeded()`, by the cell that then shows the item.
@Suite struct SelfSizingCellTests {
  /// A cell as tall as its lines: 10 pt each plus 20 pt of padding.
  final class LinesCell: UICollectionViewCell {
    var lines = 1

    // Written as most apps write it, copying the attributes first (UIKit's are NSCopying).
    // swift-format-ignore: NeverForceUnwrap
    override func preferredLayoutAttributesFitting(
      _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
      let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
      attributes.size.height = CGFloat(20 + 10 * lines)
      return attributes
    }
  }

  /// Rows estimated 44 pt tall, full width.
  static func estimatedList() -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  @Test func visibleCellsTakeTheirPreferredHeights() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: Self.estimatedList()
    )
    var provided: [Int] = []
    let registration = UICollectionView.CellRegistration<LinesCell, Int> { cell, _, item in
      cell.lines = item % 3 + 1
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      provided.append(item)
      return collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<50))
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    dataSource.apply(snapshot, animatingDifferences: false)

    collectionView.layoutIfNeeded()
    let frames = collectionView.visibleCells.map(\.frame)
    // Heights 30, 40, 50 over and over: rows start at 0, 30, 70, 120, 150, 190.
    #expect(frames.map(\.minY) == [0, 30, 70, 120, 150, 190])
    #expect(frames.map(\.height) == [30, 40, 50, 30, 40, 50])
    #expect(
      collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 0, y: 70, width: 320, height: 50))
    // Each shown item was asked for once: the cell measured is the cell shown.
    #expect(provided == Array(0..<6))
  }
}
#endif
