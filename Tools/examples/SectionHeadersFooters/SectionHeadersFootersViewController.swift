#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Section Headers/Footers ("Implementing Modern Collection Views"), as its
/// `SectionHeadersFootersViewController` is written, less the view controller life cycle,
/// colours, borders and label constraints: five sections of five 44 pt rows, each with a
/// header and a footer of estimated height made by two `SupplementaryRegistration`s through
/// the diffable data source's `supplementaryViewProvider`.
///
/// Its implicitly unwrapped properties are set in the initializer (the house lint refuses
/// `!`), so the supplementary view provider captures the view it reads as
/// `self.collectionView`; the bounds are an iPhone's.
public final class SectionHeadersFootersViewController: UICollectionViewDelegate {
  /// The headers' element kind.
  public static let sectionHeaderElementKind = "section-header-element-kind"
  /// The footers' element kind.
  public static let sectionFooterElementKind = "section-footer-element-kind"

  /// The sample's title view, without its label's font and constraints.
  public final class TitleSupplementaryView: UICollectionReusableView {
    /// The header's or footer's title.
    public var text: String?

    public override func prepareForReuse() {
      text = nil
    }
  }

  /// The screen's view.
  public let collectionView: UICollectionView
  /// The data source feeding the view; the view holds it weakly, as UIKit's does.
  public let dataSource: UICollectionViewDiffableDataSource<Int, Int>

  /// The screen with its snapshot applied; it is its view's delegate.
  public init() {
    collectionView = Self.configureHierarchy()
    dataSource = Self.configureDataSource(collectionView)
    collectionView.delegate = self
  }

  /// Rows of 44 pt, 5 pt apart, between a header and a footer of estimated height.
  public static func createLayout() -> UICollectionViewLayout {
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
    let cellRegistration = UICollectionView.CellRegistration<LabelCell, Int> {
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

  /// A tapped row is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
