#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// The sample's Grid screen ("Implementing Modern Collection Views"), ported as its view
/// controller is written, less the view controller life cycle and colours: a
/// `CellRegistration`, a diffable data source over a `UICollectionView`, 94 numbered items.
@Suite struct GridScreenPortTests {
  /// The sample's text cell, without its label's font and constraints.
  final class TextCell: UICollectionViewCell {
    var text: String?

    override func prepareForReuse() {
      text = nil
    }
  }

  /// The screen: the sample's `GridViewController`, its bounds an iPhone's. The sample's
  /// implicitly unwrapped properties are set in the initializer instead (the house lint
  /// refuses `!`).
  final class GridScreen {
    enum Section { case main }

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Section, Int>

    init() {
      collectionView = Self.configureHierarchy()
      dataSource = Self.configureDataSource(collectionView)
      var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
      snapshot.appendSections([.main])
      snapshot.appendItems(Array(0..<94))
      dataSource.apply(snapshot, animatingDifferences: false)
    }

    static func createLayout() -> UICollectionViewLayout {
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      return UICollectionViewCompositionalLayout(section: section)
    }

    static func configureHierarchy() -> UICollectionView {
      UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: createLayout())
    }

    static func configureDataSource(_ collectionView: UICollectionView)
      -> UICollectionViewDiffableDataSource<Section, Int>
    {
      let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
        cell, indexPath, identifier in
        cell.text = "\(identifier)"
      }
      return UICollectionViewDiffableDataSource<Section, Int>(
        collectionView: collectionView
      ) { (collectionView, indexPath, identifier) -> UICollectionViewCell? in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: identifier)
      }
    }
  }

  static func indexPaths(_ items: Range<Int>) -> [IndexPath] {
    items.map { IndexPath(item: $0, section: 0) }
  }

  @Test func theFirstScreenShowsElevenRowsOfConfiguredCells() {
    let screen = GridScreen()
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(screen.collectionView.indexPathsForVisibleItems == Self.indexPaths(0..<55))
    #expect(cells.count == 55)
    #expect(cells.map(\.text) == (0..<55).map { "\($0)" })
    // Item 7: row 1, column 2, inset 5 pt inside its 75 pt square.
    #expect(cells[7].frame == CGRect(x: 155, y: 80, width: 65, height: 65))
    #expect(cells[54].frame == CGRect(x: 305, y: 755, width: 65, height: 65))
    #expect(screen.collectionView.lastError == nil)
  }

  @Test func scrollingShowsTheRowsInViewAndReusesTheCellsThatLeft() {
    let screen = GridScreen()
    let first = Set(screen.collectionView.visibleCells.map(ObjectIdentifier.init))
    screen.collectionView.contentOffset = CGPoint(x: 0, y: 300)
    screen.collectionView.layoutIfNeeded()
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(screen.collectionView.indexPathsForVisibleItems == Self.indexPaths(20..<75))
    #expect(cells.map(\.text) == (20..<75).map { "\($0)" })
    #expect(cells[0].frame == CGRect(x: 5, y: 305, width: 65, height: 65))
    #expect(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    // The 20 cells that left came back for the 20 items that came in: no new cell.
    #expect(Set(cells.map(ObjectIdentifier.init)) == first)
  }

  @Test func tappingAnItemSelectsItsCell() {
    let screen = GridScreen()
    let collectionView = screen.collectionView
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(screen) {} }
    collectionView.tapItem(at: IndexPath(item: 12, section: 0))
    collectionView.tapItem(at: IndexPath(item: 13, section: 0))
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 13, section: 0)])
    let selected = collectionView.visibleCells.filter(\.isSelected)
    #expect(selected.map { collectionView.indexPath(for: $0) } == [IndexPath(item: 13, section: 0)])
    #expect((selected.first as? TextCell)?.text == "13")
    #expect(collectionView.visibleCells.filter(\.isHighlighted).isEmpty)
  }

  @Test func aNewSnapshotIsShownAfterTheNextLayout() async {
    let screen = GridScreen()
    _ = screen.collectionView.visibleCells
    var snapshot = NSDiffableDataSourceSnapshot<GridScreen.Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array((100..<110).reversed()))
    await screen.dataSource.apply(snapshot, animatingDifferences: false)
    let cells = screen.collectionView.visibleCells.compactMap { $0 as? TextCell }
    #expect(cells.map(\.text) == (100..<110).reversed().map { "\($0)" })
    #expect(screen.collectionView.numberOfItems(inSection: 0) == 10)
  }
}
#endif
