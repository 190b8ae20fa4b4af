#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Conference News Feed ("Implementing Modern Collection Views"), written as
/// its `ConferenceNewsFeedViewController` is: a view controller titled "Conference News
/// Feed" whose collection view, pinned to its view by constraints, stacks the news items
/// of a ``ConferenceNewsController`` 10 pt apart inside 10 pt insets, each a
/// ``ConferenceNewsFeedCell`` as tall as its text (estimated at 100 pt).
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = ConferenceNewsFeedViewController()
/// window.makeKeyAndVisible()
/// ```
public final class ConferenceNewsFeedViewController: UIViewController {
  /// The one section.
  public enum Section: Sendable {
    case main
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The feed, once the view is loaded.
  public var collectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the feed, once the view is loaded.
  public var dataSource:
    UICollectionViewDiffableDataSource<Section, ConferenceNewsController.NewsFeedItem>?

  /// Titles the screen, then builds the feed and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Conference News Feed"
    configureHierarchy()
    configureDataSource()
  }
}

extension ConferenceNewsFeedViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(collectionView)
    collectionView.backgroundColor = .systemBackground
    NSLayoutConstraint.activate([
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      collectionView.topAnchor.constraint(equalTo: view.topAnchor),
    ])
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }
    let newsController = ConferenceNewsController()

    let cellRegistration = UICollectionView.CellRegistration<
      ConferenceNewsFeedCell, ConferenceNewsController.NewsFeedItem
    > { (cell, indexPath, newsItem) in
      // The item's title, body and short date; a line under all but the last.
      cell.titleLabel.text = newsItem.title
      cell.bodyLabel.text = newsItem.body
      let dateFormatter = DateFormatter()
      dateFormatter.dateStyle = .short
      cell.dateLabel.text = dateFormatter.string(from: newsItem.date)
      cell.showsSeparator = indexPath.item != newsController.items.count - 1
    }

    // Port: built in a constant, the property being optional.
    let dataSource = UICollectionViewDiffableDataSource<
      Section, ConferenceNewsController.NewsFeedItem
    >(collectionView: collectionView) {
      (
        collectionView: UICollectionView, indexPath: IndexPath,
        item: ConferenceNewsController.NewsFeedItem
      ) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    self.dataSource = dataSource

    // Every item, in the controller's order.
    let newsItems = newsController.items
    var snapshot = NSDiffableDataSourceSnapshot<Section, ConferenceNewsController.NewsFeedItem>()
    snapshot.appendSections([.main])
    snapshot.appendItems(newsItems)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func createLayout() -> UICollectionViewLayout {
    let estimatedHeight = CGFloat(100)
    let layoutSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0),
      heightDimension: .estimated(estimatedHeight))
    let item = NSCollectionLayoutItem(layoutSize: layoutSize)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: layoutSize,
      subitem: item,
      count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    section.interGroupSpacing = 10
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }
}
#endif
