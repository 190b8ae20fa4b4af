#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Conference Videos ("Implementing Modern Collection Views"), written as its
/// `ConferenceVideoSessionsViewController` is: a view controller titled "Conference Videos"
/// whose collection view, pinned to its view by constraints, shows each collection of a
/// ``ConferenceVideoController`` as a section under a ``TitleSupplementaryView`` title,
/// its ``ConferenceVideoCell``s 250 pt tall and 85 % of the width wide (42.5 % past 500 pt,
/// two and a peek), scrolling sideways on their own, 20 pt apart.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = ConferenceVideoSessionsViewController()
/// window.makeKeyAndVisible()
/// ```
public final class ConferenceVideoSessionsViewController: UIViewController {
  /// The videos and their collections.
  public let videosController = ConferenceVideoController()
  // Port: lint refuses implicitly unwrapped optionals.
  /// The collections, once the view is loaded.
  public var collectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the collections, once the view is loaded.
  public var dataSource:
    UICollectionViewDiffableDataSource<
      ConferenceVideoController.VideoCollection, ConferenceVideoController.Video
    >?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The snapshot applied, which the titles read their collection from.
  public var currentSnapshot:
    NSDiffableDataSourceSnapshot<
      ConferenceVideoController.VideoCollection, ConferenceVideoController.Video
    >?

  /// The kind of a section's title.
  public static let titleElementKind = "title-element-kind"

  /// Titles the screen, then builds the collections and fills them.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Conference Videos"
    configureHierarchy()
    configureDataSource()
  }
}

extension ConferenceVideoSessionsViewController {
  func createLayout() -> UICollectionViewLayout {
    let sectionProvider = {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)

      // Wider than 500 pt, two videos and part of a third show; otherwise one and a part.
      let groupFractionalWidth = CGFloat(
        layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(groupFractionalWidth),
        heightDimension: .absolute(250))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 20
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)

      let titleSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .estimated(44))
      let titleSupplementary = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: titleSize,
        elementKind: ConferenceVideoSessionsViewController.titleElementKind,
        alignment: .top)
      section.boundarySupplementaryItems = [titleSupplementary]
      return section
    }

    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20

    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: sectionProvider, configuration: config)
    return layout
  }
}

extension ConferenceVideoSessionsViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
    collectionView.translatesAutoresizingMaskIntoConstraints = false
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    NSLayoutConstraint.activate([
      collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      collectionView.topAnchor.constraint(equalTo: view.topAnchor),
      collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }

    let cellRegistration = UICollectionView.CellRegistration<
      ConferenceVideoCell, ConferenceVideoController.Video
    > { (cell, indexPath, video) in
      // The video's title and category.
      cell.titleLabel.text = video.title
      cell.categoryLabel.text = video.category
    }

    // Port: built in a constant, the property being optional.
    let dataSource = UICollectionViewDiffableDataSource<
      ConferenceVideoController.VideoCollection, ConferenceVideoController.Video
    >(collectionView: collectionView) {
      (
        collectionView: UICollectionView, indexPath: IndexPath,
        video: ConferenceVideoController.Video
      ) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: video)
    }
    self.dataSource = dataSource

    let supplementaryRegistration = UICollectionView.SupplementaryRegistration<
      TitleSupplementaryView
    >(elementKind: ConferenceVideoSessionsViewController.titleElementKind) {
      // Port: `self` weakly, which the data source would otherwise keep; the screen is there
      // while its view shows titles.
      [weak self] (supplementaryView, string, indexPath) in
      if let snapshot = self?.currentSnapshot {
        // The title of the section's collection.
        let videoCategory = snapshot.sectionIdentifiers[indexPath.section]
        supplementaryView.label.text = videoCategory.title
      }
    }

    // Port: `self` weakly, which the data source would otherwise keep; the view optional.
    dataSource.supplementaryViewProvider = { [weak self] (view, kind, index) in
      return self?.collectionView?.dequeueConfiguredReusableSupplementary(
        using: supplementaryRegistration, for: index)
    }

    // A section per collection, in the controller's order.
    var currentSnapshot = NSDiffableDataSourceSnapshot<
      ConferenceVideoController.VideoCollection, ConferenceVideoController.Video
    >()
    videosController.collections.forEach {
      let collection = $0
      currentSnapshot.appendSections([collection])
      currentSnapshot.appendItems(collection.videos)
    }
    // Port: the snapshot is built in a variable and kept before it is applied, the
    // property being optional.
    self.currentSnapshot = currentSnapshot
    dataSource.apply(currentSnapshot, animatingDifferences: false)
  }
}
#endif
