#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Emoji Explorer – List: every emoji as a value cell (its name, the emoji
/// trailing), a section per category under a header.
enum EmojiListExample {
  static let example = Example("Emoji Explorer – List", slug: "emoji-list", category: .outlines) {
    size in
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
      cell, _, emoji in
      var content = UIListContentConfiguration.valueCell()
      content.text = emoji.title
      content.secondaryText = emoji.text
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var content = UIListContentConfiguration.sidebarHeader()
      content.text =
        GalleryEmoji.categories[indexPath.section % GalleryEmoji.categories.count].name
      view.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Emoji.Category, Emoji>(
      collectionView: collectionView
    ) { collectionView, indexPath, emoji in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: emoji)
    }
    dataSource.supplementaryViewProvider = { host, _, indexPath in
      host.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Emoji.Category, Emoji>()
    for category in GalleryEmoji.categories {
      snapshot.appendSections([category])
      snapshot.appendItems(GalleryEmoji.items(in: category), toSection: category)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    let screen = Screen(title: "Emoji Explorer – List", collectionView: collectionView)
    screen.retained = [dataSource]
    return screen
  }
}
#endif
