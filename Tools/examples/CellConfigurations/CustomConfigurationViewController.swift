#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Custom Configurations ("Implementing Modern Collection Views"), written as
/// its `CustomConfigurationViewController` is: a view controller titled "Custom
/// Configurations" whose one section flows 300 symbol cells, twelve symbols 25 times in a
/// random order, in rows of estimated sizes 10 pt apart. Each cell is a
/// ``CustomConfigurationCell``, configured by the custom content and background
/// configurations of `CustomConfigurations.swift`.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = CustomConfigurationViewController()
/// window.makeKeyAndVisible()
/// ```
public final class CustomConfigurationViewController: UIViewController {
  // Port: the nested types are public, for the window tests.
  /// The one section.
  public enum Section: Hashable, Sendable {
    case main
  }

  /// A cell's symbol, with an identity of its own: each symbol is shown 25 times.
  public struct Item: Hashable, Sendable {
    /// The symbol.
    public let image: UIImage?
    init(imageName: String) {
      self.image = UIImage(systemName: imageName)
    }
    private let identifier = UUID()

    static let all = Array(
      repeating: [
        "trash", "folder", "paperplane", "book", "tag", "camera", "pin",
        "lock.shield", "cube.box", "gift", "eyeglasses", "lightbulb",
      ], count: 25
    ).flatMap { $0 }.shuffled().map { Item(imageName: $0) }
  }

  // Port: lint refuses implicitly unwrapped optionals; public, for the window tests.
  /// The data source feeding the cells, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Item>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The cells' collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Custom Configurations"
    configureHierarchy()
    configureDataSource()
  }
}

extension CustomConfigurationViewController {
  private func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .estimated(44), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    group.interItemSpacing = .flexible(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    return UICollectionViewCompositionalLayout(section: section)
  }
}

extension CustomConfigurationViewController {
  private func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  private func configureDataSource() {
    // Port: the view is optional; it is always there once configureHierarchy() ran.
    guard let collectionView else { return }

    let cellRegistration = UICollectionView.CellRegistration<CustomConfigurationCell, Item> {
      (cell, indexPath, item) in
      cell.image = item.image
    }

    // Port: built in a constant, the property being optional.
    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item) -> UICollectionViewCell?
      in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    self.dataSource = dataSource

    // All 300 cells at once.
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Item.all)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

/// A cell that shows one symbol through ``CustomContentConfiguration`` over a
/// ``CustomBackgroundConfiguration``, both rebuilt from the cell's state.
public final class CustomConfigurationCell: UICollectionViewCell {
  /// The symbol shown; setting it asks for a configuration update.
  public var image: UIImage? {
    didSet {
      setNeedsUpdateConfiguration()
    }
  }

  /// Rebuilds the background and content configurations for `state`.
  public override func updateConfiguration(using state: UICellConfigurationState) {
    backgroundConfiguration = CustomBackgroundConfiguration.configuration(for: state)
    var content = CustomContentConfiguration().updated(for: state)
    content.image = image
    contentConfiguration = content
  }
}
#endif
