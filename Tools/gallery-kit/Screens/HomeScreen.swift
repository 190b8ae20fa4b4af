#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The home screen: the examples as an outline in the sidebar appearance, a category per
/// parent row (Enter expands or collapses it) and an example per child row (Enter opens it).
public final class HomeScreen: Screen {
  /// A row of the outline.
  enum Row: Hashable, Sendable {
    case category(String)
    case example(slug: String, title: String)
  }

  private let dataSource: UICollectionViewDiffableDataSource<Int, Row>

  /// The home screen for a collection view of `size`, every category expanded.
  init(size: CGSize) {
    let configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    var outline: () -> NSDiffableDataSourceSectionSnapshot<Row>? = { nil }
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      cell, _, row in
      switch row {
      case .category(let name):
        var content = UIListContentConfiguration.sidebarHeader()
        content.text = name
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure()]
        cell.indentationLevel = 0
      case .example(_, let title):
        var content = UIListContentConfiguration.sidebarCell()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        cell.indentationLevel = outline()?.level(of: row) ?? 1
      }
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Row>(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    super.init(title: "Gallery", collectionView: collectionView)
    outline = { [weak self] in self?.dataSource.snapshot(for: 0) }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
    snapshot.appendSections([0])
    dataSource.apply(snapshot, animatingDifferences: false)
    var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Row>()
    for category in ExampleCategory.allCases {
      let members = ExampleCatalogue.examples.filter { $0.category == category }
      guard !members.isEmpty else { continue }
      let parent = Row.category(category.rawValue)
      sectionSnapshot.append([parent])
      sectionSnapshot.append(
        members.map { .example(slug: $0.slug, title: $0.title) }, to: parent)
      sectionSnapshot.expand([parent])
    }
    dataSource.apply(sectionSnapshot, to: 0, animatingDifferences: false)
    expansion = { [weak self] indexPath in
      guard let self, let row = dataSource.itemIdentifier(for: indexPath),
        case .category = row
      else { return nil }
      return dataSource.snapshot(for: 0).isExpanded(row)
    }
  }

  public override func select(_ indexPath: IndexPath) -> Selection {
    guard let row = dataSource.itemIdentifier(for: indexPath) else { return .none }
    switch row {
    case .category:
      var outline = dataSource.snapshot(for: 0)
      if outline.isExpanded(row) {
        outline.collapse([row])
      } else {
        outline.expand([row])
      }
      dataSource.apply(outline, to: 0, animatingDifferences: true)
      return .none
    case .example(let slug, _):
      return .open(slug)
    }
  }
}
#endif
