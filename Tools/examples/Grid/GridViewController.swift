#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Grid ("Implementing Modern Collection Views"), written as its
/// `GridViewController` is: a view controller whose `viewDidLoad()` titles it "Grid" and
/// builds a collection view filling its view, five square ``TextCell``s a row from a
/// `CellRegistration`, and a diffable data source of 94 numbered items.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = GridViewController()
/// window.makeKeyAndVisible()  // eleven rows of five 75 pt squares
/// ```
public final class GridViewController: UIViewController {
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
    navigationItem.title = "Grid"
    configureHierarchy()
    configureDataSource()
  }
}

extension GridViewController {
  /// Items a fifth of the width, in rows as tall as an item is wide.
  private func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)

    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }
}

extension GridViewController {
  private func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .black
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  private func configureDataSource() {
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
