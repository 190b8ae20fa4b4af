#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Two-Column Grid ("Implementing Modern Collection Views"), written as its
/// `TwoColumnViewController` is: rows of two 44 pt ``TextCell``s, 10 pt apart and 10 pt in
/// from the sides, 94 numbered items.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = TwoColumnViewController()
/// window.makeKeyAndVisible()  // sixteen rows of two 172.5 × 44 pt cells
/// ```
public final class TwoColumnViewController: UIViewController {
  /// The one section.
  public enum Section: Sendable {
    case main
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the grid, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The grid, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the grid and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Two-Column Grid"
    configureHierarchy()
    configureDataSource()
  }
}

extension TwoColumnViewController {
  /// Rows of two items 44 pt tall, 10 pt apart both ways and 10 pt in from the sides.
  func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    let spacing = CGFloat(10)
    group.interItemSpacing = .fixed(spacing)

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }
}

extension TwoColumnViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }
    let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      (cell, indexPath, identifier) in
      // The item's number is all a cell shows.
      cell.label.text = "\(identifier)"
      cell.contentView.backgroundColor = .cornflowerBlue
      // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
      // they do.
      #if !canImport(QuartzCore)
      cell.layer.borderColor = UIColor.black.cgColor
      cell.layer.borderWidth = 1
      #endif
      cell.label.textAlignment = .center
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
    }

    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    self.dataSource = dataSource

    // The first and only data.
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
