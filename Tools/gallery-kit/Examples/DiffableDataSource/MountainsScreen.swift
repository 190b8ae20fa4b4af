#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's Mountains Search: mountains in a grid of labels, two columns (three past
/// 800 pt); `/` starts typing a search and each key applies a snapshot of the matches.
final class MountainsScreen: Screen {
  static let example = Example(
    "Mountains Search", slug: "mountains-search", category: .diffableDataSource
  ) { size in
    MountainsScreen(size: size)
  }

  private let mountainsController = MountainsController()
  private let dataSource: UICollectionViewDiffableDataSource<Int, MountainsController.Mountain>
  /// The search text.
  private(set) var query = ""
  private var typing = false

  init(size: CGSize) {
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size), collectionViewLayout: Self.layout())
    let registration = UICollectionView.CellRegistration<
      UICollectionViewListCell, MountainsController.Mountain
    > {
      cell, _, mountain in
      var content = UIListContentConfiguration.valueCell()
      content.text = mountain.name
      content.secondaryText = "\(mountain.height) m"
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, mountain in
      collectionView.dequeueConfiguredReusableCell(
        using: registration, for: indexPath, item: mountain)
    }
    super.init(title: "Mountains Search", collectionView: collectionView, hints: "/ search")
    applyMatches(animated: false)
  }

  static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let columns = environment.container.effectiveContentSize.width > 800 ? 3 : 2
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(22)),
        repeatingSubitem: item, count: columns)
      group.interItemSpacing = .fixed(10)
      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 0
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
      return section
    }
  }

  /// The mountains whose names contain `query`, ignoring case, tallest first.
  ///
  /// - Complexity: O(n log n) for n mountains.
  func matches(_ query: String) -> [MountainsController.Mountain] {
    mountainsController.filteredMountains(with: query).sorted { $0.height > $1.height }
  }

  private func applyMatches(animated: Bool) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, MountainsController.Mountain>()
    snapshot.appendSections([0])
    snapshot.appendItems(matches(query))
    dataSource.apply(snapshot, animatingDifferences: animated)
    focusedItem = nil
  }

  override var searchField: String? { typing || !query.isEmpty ? query : nil }
  override var isTyping: Bool { typing }

  override func handle(_ key: Key) -> Bool {
    if !typing {
      guard key == .character("/") else { return false }
      typing = true
      return true
    }
    switch key {
    case .character(let character):
      query.append(character)
    case .backspace:
      guard !query.isEmpty else { return true }
      query.removeLast()
    case .enter:
      typing = false
      return true
    case .escape:
      typing = false
      query = ""
    default:
      return false
    }
    applyMatches(animated: true)
    return true
  }
}
#endif
