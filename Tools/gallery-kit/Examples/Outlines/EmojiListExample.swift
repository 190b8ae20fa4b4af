#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
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
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji.Item> {
      cell, _, emoji in
      var content = UIListContentConfiguration.valueCell()
      content.text = emoji.name
      content.secondaryText = emoji.text
      cell.contentConfiguration = content
    }
    let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, indexPath in
      var content = UIListContentConfiguration.sidebarHeader()
      content.text =
        Emoji.Category.allCases[indexPath.section % Emoji.Category.allCases.count]
        .rawValue
      view.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Emoji.Category, Emoji.Item>(
      collectionView: collectionView
    ) { collectionView, indexPath, emoji in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: emoji)
    }
    dataSource.supplementaryViewProvider = { host, _, indexPath in
      host.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Emoji.Category, Emoji.Item>()
    for category in Emoji.Category.allCases {
      snapshot.appendSections([category])
      snapshot.appendItems(Emoji.items(in: category), toSection: category)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
    let screen = Screen(title: "Emoji Explorer – List", collectionView: collectionView)
    screen.retained = [dataSource]
    return screen
  }
}
#endif
