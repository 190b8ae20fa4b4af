#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Mountains Search ("Implementing Modern Collection Views"), as its
/// `MountainsViewController` is written, less the view controller life cycle, colours,
/// constraints and the search bar itself: the search bar's delegate calls
/// `performQuery(with:)` with the text typed, and a caller does the same.
///
/// Its implicitly unwrapped properties are set in the initializer (the house lint refuses
/// `!`); its bounds default to an iPhone's below the search bar.
///
/// ```swift
/// let mountains = MountainsViewController()
/// mountains.performQuery(with: "Mat")
/// mountains.collectionView.numberOfItems(inSection: 0)  // 1: Matterhorn
/// ```
public final class MountainsViewController {
  /// The one section.
  public enum Section: CaseIterable, Sendable {
    case main
  }

  /// The mountains the search filters.
  public let mountainsController = MountainsController()
  /// The grid of names.
  public let collectionView: UICollectionView
  /// The data source feeding the view; the view holds it weakly, as UIKit's does.
  public let dataSource: UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>

  /// The screen at `size`, every mountain shown.
  public init(size: CGSize = CGSize(width: 375, height: 812)) {
    collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: Self.createLayout())
    dataSource = Self.configureDataSource(collectionView)
    performQuery(with: nil)
  }

  /// Shows the mountains whose names contain `filter`, sorted by name, animated.
  public func performQuery(with filter: String?) {
    let mountains = mountainsController.filteredMountains(with: filter).sorted {
      $0.name < $1.name
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, MountainsController.Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountains)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  /// Two columns of 32 pt labels, three past 800 pt of width; 10 pt between and around.
  public static func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = contentSize.width > 800 ? 3 : 2
      let spacing = CGFloat(10)
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)
      group.interItemSpacing = .fixed(spacing)

      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = spacing
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      return section
    }
  }

  static func configureDataSource(_ collectionView: UICollectionView)
    -> UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>
  {
    let cellRegistration = UICollectionView.CellRegistration<
      LabelCell, MountainsController.Mountain
    > { cell, indexPath, mountain in
      cell.text = mountain.name
    }
    return UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>(
      collectionView: collectionView
    ) { (collectionView, indexPath, identifier) -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
  }
}
#endif
