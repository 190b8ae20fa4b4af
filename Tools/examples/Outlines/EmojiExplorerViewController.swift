#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Emoji Explorer ("Implementing Modern Collection Views"), as its
/// `EmojiExplorerViewController` is written, less the navigation item, the view controller
/// life cycle and what only draws (fonts, colours, backgrounds, the grid content's margins,
/// the star's image view, which is a named custom accessory here). Three sections from one
/// section provider: recent emojis in a row that scrolls across, an outline of the
/// categories in a sidebar list, and every emoji in an inset grouped list whose rows star
/// with a leading swipe. The emojis are ``Emoji/explorerTable``, not the sample's.
///
/// Its implicitly unwrapped properties are lazy here (the house lint refuses `!`), made in
/// the order the sample's `viewDidLoad` makes them; its bounds are an iPhone's.
public final class EmojiExplorerViewController: UICollectionViewDelegate {
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

  /// The screen's view, made when first asked for.
  public lazy var collectionView = UICollectionView(
    frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: createLayout())
  /// The data source feeding the view; the view holds it weakly, as UIKit's does.
  public lazy var dataSource = makeDataSource()

  /// The screen with its snapshots applied and five list rows starred at random.
  public init() {
    configureHierarchy()
    applyInitialSnapshots()
  }

  func configureHierarchy() {
    collectionView.delegate = self
  }

  func createLayout() -> UICollectionViewLayout {
    // Weak here too: the inner provider's `[weak self]` alone would make this closure,
    // which the layout keeps, hold the screen that holds the layout.
    let sectionProvider = {
      [weak self] (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
      let section: NSCollectionLayoutSection

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
      } else if sectionKind == .outline {
        section = NSCollectionLayoutSection.list(
          using: .init(appearance: .sidebar), layoutEnvironment: layoutEnvironment)
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 0, trailing: 10)
      } else {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
          guard let self else { return nil }
          guard let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
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
    let isStarred = starredEmojis.contains(item)
    var accessories = [UICellAccessory.disclosureIndicator()]
    if isStarred {
      accessories.append(.custom(name: "star.fill"))
    }
    return accessories
  }

  func leadingSwipeActionConfigurationForListCellItem(_ item: Item)
    -> UISwipeActionsConfiguration?
  {
    let isStarred = starredEmojis.contains(item)
    let starAction = UIContextualAction(style: .normal, title: nil) {
      [weak self] _, _, completion in
      guard let self else {
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
      if let currentIndexPath = self.dataSource.indexPath(for: item),
        let cell = self.collectionView.cellForItem(at: currentIndexPath)
          as? UICollectionViewListCell
      {
        cell.accessories = self.accessoriesForListCellItem(item)
      }
      completion(true)
    }
    starAction.image = UIImage(systemName: isStarred ? "star.slash" : "star.fill")
    return UISwipeActionsConfiguration(actions: [starAction])
  }

  func createGridCellRegistration()
    -> UICollectionView.CellRegistration<
      UICollectionViewCell, Emoji
    >
  {
    UICollectionView.CellRegistration<UICollectionViewCell, Emoji> { cell, indexPath, emoji in
      var content = UIListContentConfiguration.cell()
      content.text = emoji.text
      cell.contentConfiguration = content
    }
  }

  func createOutlineHeaderCellRegistration()
    -> UICollectionView.CellRegistration<
      UICollectionViewListCell, String
    >
  {
    UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, title in
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
    UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
      cell, indexPath, emoji in
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
    UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] cell, indexPath, item in
      guard let self, let emoji = item.emoji else { return }
      var content = UIListContentConfiguration.valueCell()
      content.text = emoji.text
      content.secondaryText = String(describing: emoji.category)
      cell.contentConfiguration = content
      cell.accessories = self.accessoriesForListCellItem(item)
    }
  }

  func makeDataSource() -> UICollectionViewDiffableDataSource<Section, Item> {
    let gridCellRegistration = createGridCellRegistration()
    let listCellRegistration = createListCellRegistration()
    let outlineHeaderCellRegistration = createOutlineHeaderCellRegistration()
    let outlineCellRegistration = createOutlineCellRegistration()

    return UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
      (collectionView, indexPath, item) -> UICollectionViewCell? in
      guard let section = Section(rawValue: indexPath.section) else { return nil }
      switch section {
      case .recents:
        return collectionView.dequeueConfiguredReusableCell(
          using: gridCellRegistration, for: indexPath, item: item.emoji)
      case .list:
        return collectionView.dequeueConfiguredReusableCell(
          using: listCellRegistration, for: indexPath, item: item)
      case .outline:
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
    let sections = Section.allCases
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(sections)
    dataSource.apply(snapshot, animatingDifferences: false)

    let recentItems = Emoji.explorerTable[0].emojis.map { Item(emoji: $0) }
    var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    recentsSnapshot.append(recentItems)
    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)

    var allSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
    for (category, emojis) in Emoji.explorerTable where category != .recents {
      let allSnapshotItems = emojis.map { Item(emoji: $0) }
      allSnapshot.append(allSnapshotItems)

      let rootItem = Item(title: String(describing: category), hasChildren: true)
      outlineSnapshot.append([rootItem])
      let outlineItems = emojis.map { Item(emoji: $0) }
      outlineSnapshot.append(outlineItems, to: rootItem)
    }
    dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)
    dataSource.apply(allSnapshot, to: .list, animatingDifferences: false)
    dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)

    for _ in 0..<5 {
      if let item = allSnapshot.items.randomElement() {
        starredEmojis.insert(item)
      }
    }
  }

  /// A tapped heading is deselected; a tapped emoji stays selected.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    guard dataSource.itemIdentifier(for: indexPath)?.emoji != nil else {
      collectionView.deselectItem(at: indexPath, animated: true)
      return
    }
  }
}
#endif
