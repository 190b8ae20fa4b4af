#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Emoji Explorer ("Implementing Modern Collection Views"), written as its
/// `EmojiExplorerViewController` is: a view controller titled "Emoji Explorer" (large)
/// whose collection view fills its view, with three sections from one section provider:
/// recent emojis in a row that scrolls across, an outline of the categories in a sidebar
/// list, and every emoji in an inset grouped list whose rows star with a leading swipe. An
/// emoji tapped stays selected until the screen appears again. The emojis are
/// ``Emoji/explorerTable``, not the sample's.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = EmojiExplorerViewController()
/// window.makeKeyAndVisible()  // the recents, seven categories, the list's first rows
/// ```
public final class EmojiExplorerViewController: UIViewController {
  /// The three sections, top to bottom.
  public enum Section: Int, Hashable, CaseIterable, CustomStringConvertible, Sendable {
    case recents, outline, list

    /// The section's name.
    public var description: String {
      switch self {
      case .recents: "Recents"
      case .outline: "Outline"
      case .list: "List"
      }
    }
  }

  /// A row: an emoji, or a category heading of the outline; an identity of its own.
  public struct Item: Hashable, Sendable {
    /// The heading's title.
    public let title: String?
    /// The emoji the row shows.
    public let emoji: Emoji?
    /// Whether the row is a heading with emoji under it.
    public let hasChildren: Bool

    /// A row of `emoji`, or a heading titled `title`.
    public init(emoji: Emoji? = nil, title: String? = nil, hasChildren: Bool = false) {
      self.emoji = emoji
      self.title = title
      self.hasChildren = hasChildren
    }

    private let identifier = UUID()
  }

  /// The list rows starred.
  public var starredEmojis = Set<Item>()

  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Item>?

  /// Titles the screen, builds the collection view, fills it and stars five list rows at
  /// random.
  public override func viewDidLoad() {
    super.viewDidLoad()

    configureNavItem()
    configureHierarchy()
    configureDataSource()
    applyInitialSnapshots()
  }

  // Port: in the class body; Swift overrides from an extension only @objc methods.
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

extension EmojiExplorerViewController {
  func configureNavItem() {
    navigationItem.title = "Emoji Explorer"
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

  /// One section provider for the three sections.
  func createLayout() -> UICollectionViewLayout {
    // Port: `self` weakly here too, or the layout would keep the screen that keeps it.
    let sectionProvider = {
      [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }

      let section: NSCollectionLayoutSection

      // The recents: a row of emoji that scrolls across.
      if sectionKind == .recents {
        let itemSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)

        // The categories, each a heading over its emoji.
      } else if sectionKind == .outline {
        section = NSCollectionLayoutSection.list(
          using: .init(appearance: .sidebar), layoutEnvironment: layoutEnvironment)
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 0, trailing: 10)

        // Every emoji, each row starred by a leading swipe.
        // Port: the list is the last case; the sample traps in a branch no section reaches.
      } else {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] (indexPath) in
          guard let self = self else { return nil }
          // Port: the data source is optional; it is there once the view is loaded.
          guard let item = self.dataSource?.itemIdentifier(for: indexPath) else { return nil }
          return self.leadingSwipeActionConfigurationForListCellItem(item)
        }
        section = NSCollectionLayoutSection.list(
          using: configuration, layoutEnvironment: layoutEnvironment)
      }

      return section
    }
    return UICollectionViewCompositionalLayout(sectionProvider: sectionProvider)
  }

  func accessoriesForListCellItem(_ item: Item) -> [UICellAccessory] {
    let isStarred = self.starredEmojis.contains(item)
    var accessories = [UICellAccessory.disclosureIndicator()]
    if isStarred {
      let star = UIImageView(image: UIImage(systemName: "star.fill"))
      accessories.append(
        .customView(configuration: .init(customView: star, placement: .trailing())))
    }
    return accessories
  }

  func leadingSwipeActionConfigurationForListCellItem(_ item: Item)
    -> UISwipeActionsConfiguration?
  {
    let isStarred = self.starredEmojis.contains(item)
    let starAction = UIContextualAction(style: .normal, title: nil) {
      [weak self] (_, _, completion) in
      guard let self = self else {
        completion(false)
        return
      }

      // The action does what its image promised when the row was swiped, whatever the
      // starred state is by now.
      if isStarred {
        self.starredEmojis.remove(item)
      } else {
        self.starredEmojis.insert(item)
      }

      // The row may have moved since: find it by its item.
      // Port: the data source and view are optional; both are there once the view is loaded.
      if let currentIndexPath = self.dataSource?.indexPath(for: item) {
        if let cell = self.collectionView?.cellForItem(at: currentIndexPath)
          as? UICollectionViewListCell
        {
          UIView.animate(withDuration: 0.2) {
            cell.accessories = self.accessoriesForListCellItem(item)
          }
        }
      }

      completion(true)
    }
    starAction.image = UIImage(systemName: isStarred ? "star.slash" : "star.fill")
    starAction.backgroundColor = .systemBlue
    return UISwipeActionsConfiguration(actions: [starAction])
  }

  func createGridCellRegistration()
    -> UICollectionView.CellRegistration<
      UICollectionViewCell, Emoji
    >
  {
    return UICollectionView.CellRegistration<UICollectionViewCell, Emoji> {
      (cell, indexPath, emoji) in
      var content = UIListContentConfiguration.cell()
      content.text = emoji.text
      content.textProperties.font = .boldSystemFont(ofSize: 38)
      content.textProperties.alignment = .center
      content.directionalLayoutMargins = .zero
      cell.contentConfiguration = content
      var background = UIBackgroundConfiguration.listPlainCell()
      background.cornerRadius = 8
      background.strokeColor = .systemGray3
      background.strokeWidth = 1.0 / cell.traitCollection.displayScale
      cell.backgroundConfiguration = background
    }
  }

  func createOutlineHeaderCellRegistration()
    -> UICollectionView.CellRegistration<
      UICollectionViewListCell, String
    >
  {
    return UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      (cell, indexPath, title) in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
    }
  }

  func createOutlineCellRegistration()
    -> UICollectionView.CellRegistration<
      UICollectionViewListCell, Emoji
    >
  {
    return UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
      (cell, indexPath, emoji) in
      var content = cell.defaultContentConfiguration()
      content.text = emoji.text
      content.secondaryText = emoji.title
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
  }

  func createListCellRegistration()
    -> UICollectionView.CellRegistration<
      UICollectionViewListCell, Item
    >
  {
    return UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] (cell, indexPath, item) in
      guard let self = self, let emoji = item.emoji else { return }
      var content = UIListContentConfiguration.valueCell()
      content.text = emoji.text
      content.secondaryText = String(describing: emoji.category)
      cell.contentConfiguration = content
      cell.accessories = self.accessoriesForListCellItem(item)
    }
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }
    // Every registration first; the cell provider picks one per section.
    let gridCellRegistration = createGridCellRegistration()
    let listCellRegistration = createListCellRegistration()
    let outlineHeaderCellRegistration = createOutlineHeaderCellRegistration()
    let outlineCellRegistration = createOutlineCellRegistration()

    dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) {
      (collectionView, indexPath, item) -> UICollectionViewCell? in
      // Port: no cell for an unknown section, where the sample traps.
      guard let section = Section(rawValue: indexPath.section) else { return nil }
      switch section {
      case .recents:
        return collectionView.dequeueConfiguredReusableCell(
          using: gridCellRegistration, for: indexPath, item: item.emoji)
      case .list:
        return collectionView.dequeueConfiguredReusableCell(
          using: listCellRegistration, for: indexPath, item: item)
      case .outline:
        // Port: lint refuses force unwraps; a heading's title is bound instead.
        if item.hasChildren, let title = item.title {
          return collectionView.dequeueConfiguredReusableCell(
            using: outlineHeaderCellRegistration, for: indexPath, item: title)
        } else {
          return collectionView.dequeueConfiguredReusableCell(
            using: outlineCellRegistration, for: indexPath, item: item.emoji)
        }
      }
    }
  }

  func applyInitialSnapshots() {
    // Port: the data source is optional; it is always there after configureDataSource().
    guard let dataSource else { return }

    // The sections' order.
    let sections = Section.allCases
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(sections)
    dataSource.apply(snapshot, animatingDifferences: false)

    // The recents, the row that scrolls across.
    // Port: our own table's recents, for the sample's Emoji.Category.recents.emojis.
    let recentItems = Emoji.explorerTable[0].emojis.map { Item(emoji: $0) }
    var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    recentsSnapshot.append(recentItems)
    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

    // The list of every emoji, and the outline of headings over their emoji.
    var allSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()

    // Port: our own table's categories, for the sample's Emoji.Category.allCases.
    for (category, emojis) in Emoji.explorerTable where category != .recents {
      let allSnapshotItems = emojis.map { Item(emoji: $0) }
      allSnapshot.append(allSnapshotItems)

      // Each heading is the parent of its category's emoji.
      let rootItem = Item(title: String(describing: category), hasChildren: true)
      outlineSnapshot.append([rootItem])
      let outlineItems = emojis.map { Item(emoji: $0) }
      outlineSnapshot.append(outlineItems, to: rootItem)
    }

    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)
    dataSource.apply(allSnapshot, to: .list, animatingDifferences: false)
    dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)

    // Five rows start starred.
    for _ in 0..<5 {
      if let item = allSnapshot.items.randomElement() {
        self.starredEmojis.insert(item)
      }
    }
  }
}

extension EmojiExplorerViewController: UICollectionViewDelegate {
  /// A tapped heading is deselected; a tapped emoji stays selected and its detail screen is
  /// pushed.
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
