#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Mountains Search ("Implementing Modern Collection Views"), written as its
/// `MountainsViewController` is: a view controller titled "Mountains Search" with a search
/// bar under the safe area's top and, 20 pt below it, a collection view of the mountains'
/// names in two columns (three past 800 pt), placed by constraints. What the user types
/// filters the names through `performQuery(with:)`.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = MountainsViewController()
/// window.makeKeyAndVisible()  // then mountains.searchBar.type("Mat"): Matterhorn alone
/// ```
public final class MountainsViewController: UIViewController {
  /// The one section.
  public enum Section: CaseIterable, Sendable {
    case main
  }
  /// The mountains the search filters.
  public let mountainsController = MountainsController()
  /// The field the user types the filter in.
  public let searchBar = UISearchBar(frame: .zero)
  // Port: lint refuses implicitly unwrapped optionals.
  /// The grid of names, once the view is loaded.
  public var mountainsCollectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the grid, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>?
  /// The filter last typed; kept, as the sample keeps it, unread.
  public var nameFilter: String?

  /// Titles the screen, builds the search bar and the grid, and shows every mountain.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Mountains Search"
    configureHierarchy()
    configureDataSource()
    performQuery(with: nil)
  }
}

extension MountainsViewController {
  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let mountainsCollectionView else { return }
    let cellRegistration = UICollectionView.CellRegistration<
      LabelCell, MountainsController.Mountain
    > { (cell, indexPath, mountain) in
      // A cell shows the mountain's name.
      cell.label.text = mountain.name
    }

    dataSource = UICollectionViewDiffableDataSource<Section, MountainsController.Mountain>(
      collectionView: mountainsCollectionView
    ) {
      (
        collectionView: UICollectionView, indexPath: IndexPath,
        identifier: MountainsController.Mountain
      ) -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
  }

  /// Shows the mountains whose names contain `filter`, sorted by name, animated.
  public func performQuery(with filter: String?) {
    let mountains = mountainsController.filteredMountains(with: filter).sorted {
      $0.name < $1.name
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, MountainsController.Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountains)
    // Port: the data source is optional; it is always there after configureDataSource().
    dataSource?.apply(snapshot, animatingDifferences: true)
  }
}

extension MountainsViewController {
  /// Two columns of 32 pt names, three past 800 pt of width; 10 pt between and around.
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
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
    return layout
  }

  func configureHierarchy() {
    view.backgroundColor = .systemBackground
    let layout = createLayout()
    let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    searchBar.translatesAutoresizingMaskIntoConstraints = false
    collectionView.backgroundColor = .systemBackground
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    view.addSubview(searchBar)

    let views = ["cv": collectionView, "searchBar": searchBar]
    var constraints = [NSLayoutConstraint]()
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[cv]|", options: [], metrics: nil, views: views))
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "H:|[searchBar]|", options: [], metrics: nil, views: views))
    constraints.append(
      contentsOf: NSLayoutConstraint.constraints(
        withVisualFormat: "V:[searchBar]-20-[cv]|", options: [], metrics: nil, views: views))
    constraints.append(
      searchBar.topAnchor.constraint(
        equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1.0))
    NSLayoutConstraint.activate(constraints)
    mountainsCollectionView = collectionView

    searchBar.delegate = self
  }
}

extension MountainsViewController: UISearchBarDelegate {
  /// Filters the names by what the user typed.
  public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
    performQuery(with: searchText)
  }
}
#endif
