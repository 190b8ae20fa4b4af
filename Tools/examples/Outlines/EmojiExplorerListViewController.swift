#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Emoji Explorer list ("Implementing Modern Collection Views"), written as
/// its `EmojiExplorerListViewController` is: a view controller titled "Emoji Explorer -
/// List" (large) whose inset grouped list has a section per category, last category first,
/// each row a value cell of an emoji and its category with a chevron. A tapped emoji's
/// detail screen is pushed, and the emoji stays selected until the screen appears again.
/// The emojis are ``Emoji/explorerTable``, not the sample's.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = EmojiExplorerListViewController()
/// window.makeKeyAndVisible()  // the symbols first, then the objects
/// ```
public final class EmojiExplorerListViewController: UIViewController {
  /// A section per category.
  public typealias Section = Emoji.Category

  /// A row: an emoji and its category's name, with an identity of its own.
  public struct Item: Hashable, Sendable {
    /// The name of the emoji's category.
    public let title: String
    /// The emoji the row shows.
    public let emoji: Emoji

    /// A row of `emoji` under `title`.
    public init(emoji: Emoji, title: String) {
      self.emoji = emoji
      self.title = title
    }

    private let identifier = UUID()
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The list, once the view is loaded.
  public var collectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the list, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Item>?

  /// Titles the screen, then builds the list and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()

    configureNavItem()
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }

  /// Deselects the emoji tapped before the screen went, alongside the transition that
  /// brings it back; a cancelled transition selects it again.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)

    // Port: the view is optional; it is always there once the view is loaded.
    guard let collectionView = self.collectionView else { return }
    if let indexPath = collectionView.indexPathsForSelectedItems?.first {
      if let coordinator = self.transitionCoordinator {
        coordinator.animate(
          alongsideTransition: { context in
            collectionView.deselectItem(at: indexPath, animated: true)
          }
        ) { (context) in
          if context.isCancelled {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
          }
        }
      } else {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
  }
}

extension EmojiExplorerListViewController {
  func configureNavItem() {
    navigationItem.title = "Emoji Explorer - List"
    navigationItem.largeTitleDisplayMode = .always
  }

  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    collectionView.delegate = self
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  /// Every section an inset grouped list.
  func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there once configureHierarchy() ran.
    guard let collectionView else { return }

    // A row: the emoji on the left, its category on the right, then a chevron.
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
      (cell, indexPath, emoji) in
      var contentConfiguration = UIListContentConfiguration.valueCell()
      contentConfiguration.text = emoji.text
      contentConfiguration.secondaryText = String(describing: emoji.category)
      cell.contentConfiguration = contentConfiguration

      cell.accessories = [.disclosureIndicator()]
    }

    dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) {
      (collectionView, indexPath, item) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item.emoji)
    }
  }

  func applyInitialSnapshots() {
    // Port: the data source is optional; it is there once configureDataSource() ran.
    guard let dataSource else { return }

    // Each section snapshot applied to a new section appends it, so the last category
    // comes first.
    // Port: our own table's categories, for the sample's Emoji.Category.allCases.
    for (category, emojis) in Emoji.explorerTable.reversed() {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      let items = emojis.map { Item(emoji: $0, title: String(describing: category)) }
      sectionSnapshot.append(items)
      dataSource.apply(sectionSnapshot, to: category, animatingDifferences: false)
    }
  }
}

extension EmojiExplorerListViewController: UICollectionViewDelegate {
  /// A tapped emoji stays selected and its detail screen is pushed.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    // Port: the data source is optional; it is there once the view is loaded.
    guard let emoji = self.dataSource?.itemIdentifier(for: indexPath)?.emoji else {
      collectionView.deselectItem(at: indexPath, animated: true)
      return
    }
    let detailViewController = EmojiDetailViewController(with: emoji)
    self.navigationController?.pushViewController(detailViewController, animated: true)
  }
}
#endif
