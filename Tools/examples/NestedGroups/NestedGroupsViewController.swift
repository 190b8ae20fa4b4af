#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Nested Groups ("Implementing Modern Collection Views"), written as its
/// `NestedGroupsViewController` is: groups 40 % of the view tall, each a large
/// ``TextCell`` 70 % of the width beside a vertical group of two, every item inset 10 pt;
/// 100 items. A tapped item is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = NestedGroupsViewController()
/// window.makeKeyAndVisible()  // three groups of three
/// ```
public final class NestedGroupsViewController: UIViewController {
  /// The one section.
  public enum Section: Sendable {
    case main
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Nested Groups"
    configureHierarchy()
    configureDataSource()
  }
}

extension NestedGroupsViewController {

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

  /// Groups of a leading item 70 % wide beside a vertical group of two, 40 % of the view
  /// tall, every item inset 10 pt.
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

      let nestedGroup = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
        subitems: [leadingItem, trailingGroup])
      let section = NSCollectionLayoutSection(group: nestedGroup)
      return section

    }
    return layout
  }
}

extension NestedGroupsViewController {
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
    snapshot.appendSections([Section.main])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension NestedGroupsViewController: UICollectionViewDelegate {
  /// A tapped item is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
