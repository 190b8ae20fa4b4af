#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompat

/// The sample's Section Headers/Footers screen ("Implementing Modern Collection Views"),
/// ported as its view controller is written, less the view controller life cycle, colours,
/// borders and label constraints: five sections of five 44 pt rows, each with a header and a
/// footer of estimated height made by two `SupplementaryRegistration`s through the diffable
/// data source's `supplementaryViewProvider`.
@Suite struct SectionHeadersFootersScreenPortTests {
  /// The sample's list cell, without its separator view and constraints.
  final class ListCell: UICollectionViewCell {
    var text: String?

    override func prepareForReuse() {
      text = nil
    }
  }

  /// The sample's title view, without its label's font and constraints.
  final class TitleSupplementaryView: UICollectionReusableView {
    var text: String?

    override func prepareForReuse() {
      text = nil
    }
  }

  /// The screen: the sample's `SectionHeadersFootersViewController`, its bounds an iPhone's.
  /// Its implicitly unwrapped properties are set in the initializer (the house lint refuses
  /// `!`), so the supplementary view provider captures the view it reads as
  /// `self.collectionView`.
  final class SectionHeadersFootersScreen: UICollectionViewDelegate {
    static let sectionHeaderElementKind = "section-header-element-kind"
    static let sectionFooterElementKind = "section-footer-element-kind"

    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init() {
      collectionView = Self.configureHierarchy()
      dataSource = Self.configureDataSource(collectionView)
      collectionView.delegate = self
    }

    static func createLayout() -> UICollectionViewLayout {
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = 5
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

      let headerFooterSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
      let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize, elementKind: sectionHeaderElementKind, alignment: .top)
      let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerFooterSize, elementKind: sectionFooterElementKind, alignment: .bottom)
      section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
      return UICollectionViewCompositionalLayout(section: section)
    }

    static func configureHierarchy() -> UICollectionView {
      UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: createLayout())
    }

    static func configureDataSource(_ collectionView: UICollectionView)
      -> UICollectionViewDiffableDataSource<Int, Int>
    {
      let cellRegistration = UICollectionView.CellRegistration<ListCell, Int> {
        cell, indexPath, identifier in
        cell.text = "\(indexPath.section),\(indexPath.item)"
      }
      let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
        elementKind: sectionHeaderElementKind
      ) { supplementaryView, string, indexPath in
        supplementaryView.text = "\(string) for section \(indexPath.section)"
      }
      let footerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
        elementKind: sectionFooterElementKind
      ) { supplementaryView, string, indexPath in
        supplementaryView.text = "\(string) for section \(indexPath.section)"
      }

      let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
        collectionView: collectionView
      ) { (collectionView, indexPath, identifier) -> UICollectionViewCell? in
        collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: identifier)
      }
      dataSource.supplementaryViewProvider = { view, kind, index in
        collectionView.dequeueConfiguredReusableSupplementary(
          using: kind == sectionHeaderElementKind ? headerRegistration : footerRegistration,
          for: index)
      }

      let itemsPerSection = 5
      let sections = Array(0..<5)
      var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
      var itemOffset = 0
      for section in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
        itemOffset += itemsPerSection
      }
      dataSource.apply(snapshot, animatingDifferences: false)
      return dataSource
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      collectionView.deselectItem(at: indexPath, animated: true)
    }
  }

  typealias Screen = SectionHeadersFootersScreen

  static func headers(_ collectionView: UICollectionView) -> [TitleSupplementaryView] {
    collectionView.visibleSupplementaryViews(ofKind: Screen.sectionHeaderElementKind)
      .compactMap { $0 as? TitleSupplementaryView }
  }

  static func footers(_ collectionView: UICollectionView) -> [TitleSupplementaryView] {
    collectionView.visibleSupplementaryViews(ofKind: Screen.sectionFooterElementKind)
      .compactMap { $0 as? TitleSupplementaryView }
  }

  static func paths(_ pairs: [(section: Int, item: Int)]) -> [IndexPath] {
    pairs.map { IndexPath(item: $0.item, section: $0.section) }
  }

  @Test func theFirstScreenShowsTwoWholeSectionsAndTheStartOfTheThird() {
    let screen = Screen()
    // The view holds its data source and delegate weakly, as UIKit's does.
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    let cells = collectionView.visibleCells.compactMap { $0 as? ListCell }
    // 328 pt a section: a 44 pt header, five 44 pt rows 5 pt apart (240), a 44 pt footer.
    #expect(collectionView.contentSize == CGSize(width: 375, height: 1640))
    #expect(cells.count == 13)
    #expect(cells.map(\.text).prefix(6) == ["0,0", "0,1", "0,2", "0,3", "0,4", "1,0"])
    #expect(cells.last?.text == "2,2")
    #expect(cells[1].frame == CGRect(x: 10, y: 93, width: 355, height: 44))
    // Section 2's third row starts at 656 + 44 + 2 · 49 = 798, 14 pt above the bottom.
    #expect(cells[12].frame == CGRect(x: 10, y: 798, width: 355, height: 44))

    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind)
        == Self.paths([(0, 0), (1, 0), (2, 0)]))
    let headers = Self.headers(collectionView)
    #expect(
      headers.map(\.text) == [
        "section-header-element-kind for section 0", "section-header-element-kind for section 1",
        "section-header-element-kind for section 2",
      ])
    #expect(headers.map(\.frame.minY) == [0, 328, 656])
    #expect(headers[0].frame == CGRect(x: 10, y: 0, width: 355, height: 44))

    let footers = Self.footers(collectionView)
    #expect(
      footers.map(\.text) == [
        "section-footer-element-kind for section 0", "section-footer-element-kind for section 1",
      ])
    #expect(footers[0].frame == CGRect(x: 10, y: 284, width: 355, height: 44))
    #expect(footers[1].frame == CGRect(x: 10, y: 612, width: 355, height: 44))
    #expect(collectionView.lastError == nil)
  }

  @Test func scrollingBringsInTheNextSectionsHeadersAndFootersAndReusesTheOnesThatLeft() {
    let screen = Screen()
    // The view holds its data source and delegate weakly, as UIKit's does.
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    let firstHeaders = Set(Self.headers(collectionView).map(ObjectIdentifier.init))
    collectionView.contentOffset = CGPoint(x: 0, y: 700)
    collectionView.layoutIfNeeded()

    // Visible: 700 to 1512, from section 2's first row to section 4's fourth.
    let cells = collectionView.visibleCells.compactMap { $0 as? ListCell }
    #expect(cells.first?.text == "2,0")
    #expect(cells.last?.text == "4,3")
    #expect(cells.first?.frame == CGRect(x: 10, y: 700, width: 355, height: 44))

    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(
        ofKind: Screen.sectionHeaderElementKind)
        == Self.paths([(3, 0), (4, 0)]))
    let headers = Self.headers(collectionView)
    #expect(
      headers.map(\.text) == [
        "section-header-element-kind for section 3", "section-header-element-kind for section 4",
      ])
    #expect(headers[0].frame == CGRect(x: 10, y: 984, width: 355, height: 44))
    #expect(headers[1].frame == CGRect(x: 10, y: 1312, width: 355, height: 44))
    // Headers 0 and 1 left and came back as 3 and 4; header 2 left too and waits in its pool.
    #expect(Set(headers.map(ObjectIdentifier.init)).isSubset(of: firstHeaders))

    let footers = Self.footers(collectionView)
    #expect(
      footers.map(\.text) == [
        "section-footer-element-kind for section 2", "section-footer-element-kind for section 3",
      ])
    #expect(footers[0].frame == CGRect(x: 10, y: 940, width: 355, height: 44))
    #expect(footers[1].frame == CGRect(x: 10, y: 1268, width: 355, height: 44))
  }

  @Test func scrollingToTheLastRowThenToTheEndShowsTheLastFooter() {
    let screen = Screen()
    // The view holds its data source and delegate weakly, as UIKit's does.
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    collectionView.scrollToItem(at: IndexPath(item: 4, section: 4), at: .bottom, animated: false)
    // The last row ends at 1596: 1596 − 812.
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 784))
    #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 4, section: 4))
    #expect(Self.footers(collectionView).last?.text == "section-footer-element-kind for section 3")

    collectionView.contentOffset = CGPoint(x: 0, y: 828)
    let footers = Self.footers(collectionView)
    #expect(footers.last?.text == "section-footer-element-kind for section 4")
    #expect(footers.last?.frame == CGRect(x: 10, y: 1596, width: 355, height: 44))
    #expect(
      collectionView.supplementaryView(
        forElementKind: Screen.sectionHeaderElementKind, at: IndexPath(item: 0, section: 2))
        == nil)
  }

  @Test func tappingARowSelectsThenDeselectsIt() {
    let screen = Screen()
    // The view holds its data source and delegate weakly, as UIKit's does.
    defer { withExtendedLifetime(screen) {} }
    let collectionView = screen.collectionView
    collectionView.tapItem(at: IndexPath(item: 3, section: 1))
    #expect(collectionView.indexPathsForSelectedItems == nil)
    #expect(collectionView.visibleCells.filter(\.isSelected).isEmpty)
    #expect(
      (collectionView.cellForItem(at: IndexPath(item: 3, section: 1)) as? ListCell)?.text == "1,3")
  }
}
#endif
