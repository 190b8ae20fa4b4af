#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Orthogonal Sections ("Implementing Modern Collection Views"), written as
/// its `OrthogonalScrollingViewController` is: five sections of 30 items, each a row that
/// scrolls sideways, continuously, through groups 85 % of the width and 40 % of the view
/// tall, each a large ``TextCell`` 70 % of the group wide beside a vertical group of two,
/// every item inset 10 pt. A tapped item is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = OrthogonalScrollingViewController()
/// window.makeKeyAndVisible()  // three rows, each a group and the next one's start
/// ```
public final class OrthogonalScrollingViewController: UIViewController {
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Orthogonal Sections"
    configureHierarchy()
    configureDataSource()
  }
}

extension OrthogonalScrollingViewController {

  //   +-----------------------------------------------------+
  //   | +---------------------------------+  +-----------+  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |     1     |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  +-----------+  |
  //   | |               0                 |                 |
  //   | |                                 |  +-----------+  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |     2     |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | +---------------------------------+  +-----------+  |
  //   +-----------------------------------------------------+

  /// Sections that scroll sideways through groups 85 % of the width and 40 % of the view
  /// tall, each a leading item 70 % wide beside a vertical group of two, every item inset
  /// 10 pt.
  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in

      let leadingItem = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
      leadingItem.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)

      let trailingItem = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
      trailingItem.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      let trailingGroup = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
        subitem: trailingItem, count: 2)

      let containerGroup = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
        subitems: [leadingItem, trailingGroup])
      let section = NSCollectionLayoutSection(group: containerGroup)
      section.orthogonalScrollingBehavior = .continuous

      return section

    }
    return layout
  }
}

extension OrthogonalScrollingViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }

    let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      (cell, indexPath, identifier) in
      // A cell shows where it is.
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.contentView.backgroundColor = .cornflowerBlue
      // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
      // they do.
      #if !canImport(QuartzCore)
      cell.contentView.layer.borderColor = UIColor.black.cgColor
      cell.contentView.layer.borderWidth = 1
      cell.contentView.layer.cornerRadius = 8
      #endif
      cell.label.textAlignment = .center
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
    }

    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    self.dataSource = dataSource

    // Five sections of 30 items, numbered on.
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemsPerSection = 30
    for section in 0..<5 {
      snapshot.appendSections([section])
      let maxIdentifier = identifierOffset + itemsPerSection
      snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
      identifierOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension OrthogonalScrollingViewController: UICollectionViewDelegate {
  /// A tapped item is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
