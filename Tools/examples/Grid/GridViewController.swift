#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Grid ("Implementing Modern Collection Views"), as its `GridViewController`
/// is written, less the view controller life cycle and colours: a `CellRegistration`, a
/// diffable data source over a `UICollectionView`, 94 numbered items in rows of five.
///
/// The sample's implicitly unwrapped properties are set in the initializer instead (the
/// house lint refuses `!`), and the bounds are an iPhone's.
///
/// ```swift
/// let grid = GridViewController()
/// grid.collectionView.visibleCells.count  // 55: eleven rows of five
/// ```
public final class GridViewController {
  /// The one section.
  public enum Section: Sendable { case main }

  /// The grid's view.
  public let collectionView: UICollectionView
  /// The data source feeding the view; the view holds it weakly, as UIKit's does.
  public let dataSource: UICollectionViewDiffableDataSource<Section, Int>

  /// The screen with its first snapshot applied.
  public init() {
    collectionView = Self.configureHierarchy()
    dataSource = Self.configureDataSource(collectionView)
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Items a fifth of the width, square, inset by 5 pt.
  public static func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    return UICollectionViewCompositionalLayout(section: section)
  }

  static func configureHierarchy() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: createLayout())
  }

  static func configureDataSource(_ collectionView: UICollectionView)
    -> UICollectionViewDiffableDataSource<Section, Int>
  {
    let cellRegistration = UICollectionView.CellRegistration<LabelCell, Int> {
      cell, indexPath, identifier in
      cell.text = "\(identifier)"
    }
    return UICollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) { (collectionView, indexPath, identifier) -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
  }
}
#endif
