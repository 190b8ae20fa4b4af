#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutLists
import Testing
import UIKitCompatTestSupport
import UIKitCompatLayout
import UIKitCompatViews

/// `UICollectionViewListCell`: accessories and indentation set by a registration, kept
/// while shown and dropped on reuse (rule 35).
@Suite struct ListCellTests {
  static func outline() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
    // Weak: the registration must not keep the data source that keeps it.
    weak var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
      let section = dataSource?.snapshot(for: 0)
      cell.indentationLevel = section?.level(of: title) ?? 0
      cell.accessories =
        section?.snapshot(of: title).items.isEmpty == false
        ? [.outlineDisclosure()] : []
    }
    let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    dataSource = source
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    source.apply(snapshot)
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["Animals"])
    outline.append(["Cat", "Dog"], to: "Animals")
    outline.expand(["Animals"])
    source.apply(outline, to: 0)
    return (collectionView, source)
  }

  @Test func registrationSetsAccessoriesAndIndentationOfEachRow() throws {
    let (collectionView, source) = Self.outline()
    let parent = try #require(
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    let child = try #require(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
    #expect(parent.accessories == [.outlineDisclosure()])
    #expect(parent.indentationLevel == 0)
    #expect(child.accessories.isEmpty)
    #expect(child.indentationLevel == 1)
    #expect(child.listContent?.text == "Cat")
    #expect(source.snapshot().numberOfItems == 3)
  }

  /// The default content configuration of the first two rows of a list of `appearance`
  /// whose sections' first items are their headers.
  static func defaultConfigurations(
    _ appearance: UICollectionLayoutListConfiguration.Appearance
  ) -> [UIListContentConfiguration?] {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = .firstItemInSection
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 375, height: 812),
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, title in
      var content = cell.defaultContentConfiguration()
      content.text = title
      cell.contentConfiguration = content
    }
    let dataSource = UICollectionViewDiffableDataSource<Int, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, title in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Places", "Home"])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.layoutIfNeeded()
    return withExtendedLifetime(dataSource) {
      (0..<2).map {
        collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.listContent
      }
    }
  }

  @Test(arguments: UICollectionLayoutListConfiguration.Appearance.allCases)
  func theDefaultContentConfigurationFollowsTheListsAppearance(
    _ appearance: UICollectionLayoutListConfiguration.Appearance
  ) {
    var header = UIListContentConfiguration.cell()
    var row = UIListContentConfiguration.cell()
    if appearance == .sidebar || appearance == .sidebarPlain {
      header = .sidebarHeader()
      row = .sidebarCell()
    }
    header.text = "Places"
    row.text = "Home"
    #expect(Self.defaultConfigurations(appearance) == [header, row])
  }

  @Test func reuseDropsTheLastRowsAccessoriesAndIndentation() {
    let cell = UICollectionViewListCell(frame: .zero)
    cell.accessories = [.checkmark(), .disclosureIndicator()]
    cell.indentationLevel = 3
    cell.prepareForReuse()
    #expect(cell.accessories.isEmpty)
    #expect(cell.indentationLevel == 0)
  }

  @Test func negativeIndentationIsKeptAsZero() {
    let cell = UICollectionViewListCell(frame: .zero)
    cell.indentationLevel = -2
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentationWidth == 10)
    #expect(cell.defaultContentConfiguration() == .cell())
  }
}
#endif
