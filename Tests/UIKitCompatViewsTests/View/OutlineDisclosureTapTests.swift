#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatTestSupport
import UIKitCompatLayout
import UIKitCompatViews

/// Rule 35: list cells take their item's outline level, and a tap on a row whose outline
/// disclosure acts as a header expands or collapses it instead of selecting it.
@Suite struct OutlineDisclosureTapTests {
  /// A list of fruit and vegetables as an outline (`Fruit` › `Apple` › `Cox`, `Pear`;
  /// `Vegetables` › `Leek`), every row a list cell with a disclosure of `style`.
  final class Outline {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(
      style: UICellAccessory.OutlineDisclosureOptions.Style,
      headerMode: UICollectionLayoutListConfiguration.HeaderMode = .none
    ) {
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = headerMode
      collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812),
        collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
      let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        cell, _, title in
        var content = cell.defaultContentConfiguration()
        content.text = title
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure(options: .init(style: style))]
      }
      dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
        collectionView, indexPath, title in
        collectionView.dequeueConfiguredReusableCell(
          using: registration, for: indexPath, item: title)
      }
      var outline = NSDiffableDataSourceSectionSnapshot<String>()
      outline.append(["Fruit", "Vegetables"])
      outline.append(["Apple", "Pear"], to: "Fruit")
      outline.append(["Cox"], to: "Apple")
      outline.append(["Leek"], to: "Vegetables")
      dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    var rows: [String] {
      collectionView.visibleCells.compactMap { $0.listContent?.text }
    }

    var levels: [Int] {
      collectionView.visibleCells.compactMap { ($0 as? UICollectionViewListCell)?.indentationLevel }
    }
  }

  @Test func aHeaderStyleRowExpandsAndCollapsesAndIsNeverSelected() {
    let outline = Outline(style: .header)
    defer { withExtendedLifetime(outline) {} }
    #expect(outline.rows == ["Fruit", "Vegetables"])
    outline.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(outline.rows == ["Fruit", "Apple", "Pear", "Vegetables"])
    outline.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(outline.rows == ["Fruit", "Apple", "Cox", "Pear", "Vegetables"])
    #expect(outline.levels == [0, 1, 2, 1, 0])
    #expect(outline.collectionView.indexPathsForSelectedItems == nil)
    outline.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(outline.rows == ["Fruit", "Vegetables"])
    #expect(outline.levels == [0, 0])
  }

  @Test func aCellStyleRowIsSelectedAndStaysCollapsed() {
    let outline = Outline(style: .cell)
    defer { withExtendedLifetime(outline) {} }
    outline.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(outline.rows == ["Fruit", "Vegetables"])
    #expect(outline.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func anAutomaticRowActsAsAHeaderOnlyAsItsSectionsFirstItemHeader() {
    let asHeader = Outline(style: .automatic, headerMode: .firstItemInSection)
    defer { withExtendedLifetime(asHeader) {} }
    asHeader.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(asHeader.rows == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(asHeader.collectionView.indexPathsForSelectedItems == nil)
    // The second row is a cell: selected, not expanded.
    asHeader.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
    #expect(asHeader.rows == ["Fruit", "Apple", "Pear", "Vegetables"])
    #expect(asHeader.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])

    let plain = Outline(style: .automatic)
    defer { withExtendedLifetime(plain) {} }
    plain.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
    #expect(plain.rows == ["Fruit", "Vegetables"])
    #expect(plain.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
  }

  @Test func aListCellStartsUnindentedWithTheCellContentConfiguration() {
    let cell = UICollectionViewListCell(frame: .zero)
    #expect(cell.indentationLevel == 0)
    #expect(cell.indentationWidth == 10)
    #expect(cell.accessories.isEmpty)
    #expect(cell.defaultContentConfiguration() == .cell())
    #expect(UICellAccessory.outlineDisclosure().outlineDisclosureOptions?.style == .automatic)
    #expect(UICellAccessory.checkmark().outlineDisclosureOptions == nil)
  }
}
#endif
