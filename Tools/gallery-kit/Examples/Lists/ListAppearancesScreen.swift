#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's List Appearances: sections of outline rows under headers, in one of the
/// five list appearances; space cycles through them, laying the list out again.
final class ListAppearancesScreen: Screen {
  static let example = Example("List Appearances", slug: "list-appearances", category: .lists) {
    size in
    ListAppearancesScreen(size: size)
  }

  /// A row: a section's header row or one of its items.
  enum Row: Hashable, Sendable {
    case header(Int)
    case item(section: Int, index: Int)
  }

  static let appearances: [UICollectionLayoutListConfiguration.Appearance] = [
    .plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain,
  ]

  private(set) var appearance = UICollectionLayoutListConfiguration.Appearance.plain
  private let dataSource: UICollectionViewDiffableDataSource<Int, Row>

  init(size: CGSize) {
    let collectionView = UICollectionView(
      frame: CGRect(origin: .zero, size: size),
      collectionViewLayout: Self.layout(appearance: .plain))
    var outline: (Int) -> NSDiffableDataSourceSectionSnapshot<Row>? = { _ in nil }
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      cell, _, row in
      var content = cell.defaultContentConfiguration()
      switch row {
      case .header(let section):
        content = .sidebarHeader()
        content.text = "Section \(section)"
        cell.accessories = [.outlineDisclosure()]
      case .item(let section, let index):
        content.text = "Item \(section * 10 + index)"
        cell.accessories = []
        cell.indentationLevel = outline(section)?.level(of: row) ?? 0
      }
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: row)
    }
    super.init(
      title: "List Appearances", collectionView: collectionView, hints: "space: next appearance")
    outline = { [weak self] section in self?.dataSource.snapshot(for: section) }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Row>()
    snapshot.appendSections(Array(0..<5))
    dataSource.apply(snapshot, animatingDifferences: false)
    for section in 0..<5 {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Row>()
      sectionSnapshot.append([.header(section)])
      sectionSnapshot.append(
        (0..<3).map { .item(section: section, index: $0) }, to: .header(section))
      sectionSnapshot.expand([.header(section)])
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
    }
    expansion = { [weak self] indexPath in
      guard let self, let row = dataSource.itemIdentifier(for: indexPath), case .header = row
      else { return nil }
      return dataSource.snapshot(for: indexPath.section).isExpanded(row)
    }
    title = "List Appearances: plain"
  }

  static func layout(appearance: UICollectionLayoutListConfiguration.Appearance)
    -> UICollectionViewLayout
  {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  override func handle(_ key: Key) -> Bool {
    guard key == .character(" ") else { return false }
    let index = Self.appearances.firstIndex(of: appearance) ?? 0
    appearance = Self.appearances[(index + 1) % Self.appearances.count]
    collectionView?.setCollectionViewLayout(Self.layout(appearance: appearance), animated: true)
    title = "List Appearances: \(Self.name(of: appearance))"
    return true
  }

  static func name(of appearance: UICollectionLayoutListConfiguration.Appearance) -> String {
    switch appearance {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "insetGrouped"
    case .sidebar: "sidebar"
    case .sidebarPlain: "sidebarPlain"
    }
  }

  override func select(_ indexPath: IndexPath) -> Selection {
    guard let row = dataSource.itemIdentifier(for: indexPath), case .header = row else {
      return super.select(indexPath)
    }
    var outline = dataSource.snapshot(for: indexPath.section)
    if outline.isExpanded(row) {
      outline.collapse([row])
    } else {
      outline.expand([row])
    }
    dataSource.apply(outline, to: indexPath.section, animatingDifferences: true)
    return .none
  }
}
#endif
