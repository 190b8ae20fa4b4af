#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Emoji Explorer: recent emoji in a row that scrolls sideways, an outline of
/// the emoji by category (Enter expands a category), and a list whose rows offer a favourite
/// action when swiped (→ opens it, Enter runs it).
final class EmojiExplorerScreen: Screen {
  static let example = Example("Emoji Explorer", slug: "emoji-explorer", category: .outlines) {
    size in
    EmojiExplorerScreen(size: size)
  }

  enum Section: Int, CaseIterable, Hashable, Sendable {
    case recents, outline, list
  }

  /// A row: an emoji in one of the sections, or a category of the outline.
  enum Row: Hashable, Sendable {
    case recent(Emoji)
    case category(Emoji.Category)
    case outlined(Emoji)
    case listed(Emoji)
  }

  private var dataSource: UICollectionViewDiffableDataSource<Section, Row>?
  /// The emoji marked as favourites.
  private(set) var favorites: Set<Emoji> = []

  init(size: CGSize) {
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: UICollectionViewLayout())
    super.init(
      title: "Emoji Explorer", collectionView: collectionView,
      hints: "tab: recents  → favourite  enter: expand")
    collectionView.collectionViewLayout = layout()
    let recentRegistration = UICollectionView.CellRegistration<TextCell, Emoji> {
      cell, _, emoji in
      cell.label = emoji.text
      cell.tone = Palette.header
    }
    let categoryRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, Emoji.Category
    > { cell, _, category in
      var content = UIListContentConfiguration.sidebarHeader()
      content.text = category.name
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure()]
    }
    let outlineRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, Emoji
    > { cell, _, emoji in
      var content = UIListContentConfiguration.sidebarCell()
      content.text = emoji.text + " " + emoji.title
      cell.contentConfiguration = content
      cell.indentationLevel = 1
    }
    let listRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
      [weak self] cell, _, emoji in
      var content = cell.defaultContentConfiguration()
      content.text = emoji.text + " " + emoji.title
      cell.contentConfiguration = content
      cell.accessories = self?.favorites.contains(emoji) == true ? [.label(text: "★")] : []
    }
    let dataSource = UICollectionViewDiffableDataSource<Section, Row>(
      collectionView: collectionView
    ) { collectionView, indexPath, row in
      switch row {
      case .recent(let emoji):
        collectionView.dequeueConfiguredReusableCell(
          using: recentRegistration, for: indexPath, item: emoji)
      case .category(let category):
        collectionView.dequeueConfiguredReusableCell(
          using: categoryRegistration, for: indexPath, item: category)
      case .outlined(let emoji):
        collectionView.dequeueConfiguredReusableCell(
          using: outlineRegistration, for: indexPath, item: emoji)
      case .listed(let emoji):
        collectionView.dequeueConfiguredReusableCell(
          using: listRegistration, for: indexPath, item: emoji)
      }
    }
    self.dataSource = dataSource
    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(
      GalleryEmoji.all.filter { $0.title.count % 3 == 0 }.map(Row.recent), toSection: .recents)
    snapshot.appendItems(GalleryEmoji.all.map(Row.listed), toSection: .list)
    dataSource.apply(snapshot, animatingDifferences: false)
    var outline = NSDiffableDataSourceSectionSnapshot<Row>()
    for category in GalleryEmoji.categories {
      outline.append([.category(category)])
      outline.append(GalleryEmoji.items(in: category).map(Row.outlined), to: .category(category))
    }
    dataSource.apply(outline, to: .outline, animatingDifferences: false)
    expansion = { [weak self] indexPath in
      guard let dataSource = self?.dataSource, let row = dataSource.itemIdentifier(for: indexPath),
        case .category = row
      else { return nil }
      return dataSource.snapshot(for: .outline).isExpanded(row)
    }
  }

  private func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
      switch Section(rawValue: sectionIndex) {
      case .recents:
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.28), heightDimension: .absolute(66)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        section.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
      case .outline:
        return NSCollectionLayoutSection.list(
          using: UICollectionLayoutListConfiguration(appearance: .sidebar),
          layoutEnvironment: environment)
      case .list, nil:
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
          self?.favoriteAction(at: indexPath)
        }
        return NSCollectionLayoutSection.list(
          using: configuration, layoutEnvironment: environment)
      }
    }
  }

  /// The sample's star action: marks or unmarks the row's emoji as a favourite.
  private func favoriteAction(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    guard let row = dataSource?.itemIdentifier(for: indexPath), case .listed(let emoji) = row
    else { return nil }
    let isFavorite = favorites.contains(emoji)
    let action = UIContextualAction(style: .normal, title: isFavorite ? "Unstar" : "★ Star") {
      [weak self] _, _, completion in
      guard let self, let dataSource else { return completion(false) }
      if isFavorite {
        favorites.remove(emoji)
      } else {
        favorites.insert(emoji)
      }
      var snapshot = dataSource.snapshot()
      snapshot.reconfigureItems([row])
      dataSource.apply(snapshot, animatingDifferences: true)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [action])
  }

  override func select(_ indexPath: IndexPath) -> Selection {
    guard let dataSource, let row = dataSource.itemIdentifier(for: indexPath),
      case .category = row
    else { return super.select(indexPath) }
    var outline = dataSource.snapshot(for: .outline)
    if outline.isExpanded(row) {
      outline.collapse([row])
    } else {
      outline.expand([row])
    }
    dataSource.apply(outline, to: .outline, animatingDifferences: true)
    return .none
  }
}
#endif
