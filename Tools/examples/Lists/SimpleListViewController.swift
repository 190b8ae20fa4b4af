#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Simple List ("Implementing Modern Collection Views"), written as its
/// `SimpleListViewController` is: a view controller titled "List" whose collection view
/// fills its view with an inset grouped list of 94 numbered rows; a tapped row is
/// deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = SimpleListViewController()
/// window.makeKeyAndVisible()  // rows "0" to "14", each 52 pt tall
/// ```
public final class SimpleListViewController: UIViewController {
  /// The one section.
  public enum Section: Sendable {
    case main
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the list, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The list, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the list and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List"
    configureHierarchy()
    configureDataSource()
  }
}

extension SimpleListViewController {
  /// One inset grouped list section.
  private func createLayout() -> UICollectionViewLayout {
    let config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: config)
  }
}

extension SimpleListViewController {
  private func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  private func configureDataSource() {
    // Port: the view is optional; it is always there once configureHierarchy() ran.
    guard let collectionView else { return }

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = "\(item)"
      cell.contentConfiguration = content
    }

    let dataSource = UICollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    self.dataSource = dataSource

    // The rows the screen starts with.
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension SimpleListViewController: UICollectionViewDelegate {
  /// A tapped row is deselected at once: the list only shows.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
