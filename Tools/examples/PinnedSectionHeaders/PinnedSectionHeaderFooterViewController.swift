#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Pinned Section Headers ("Implementing Modern Collection Views"), written as
/// its `PinnedSectionHeaderFooterViewController` is: Section Headers/Footers' five sections
/// of five 44 pt ``ListCell`` rows between a ``TitleSupplementaryView`` header and footer,
/// whose headers pin to the top of the view while their section's rows pass under them,
/// drawn above the rows (zIndex 2). A tapped row is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// let screen = PinnedSectionHeaderFooterViewController()
/// window.rootViewController = screen
/// window.makeKeyAndVisible()
/// screen.collectionView?.contentOffset = CGPoint(x: 0, y: 100)  // header 0 pinned at y 100
/// ```
public final class PinnedSectionHeaderFooterViewController: UIViewController {
  /// The headers' element kind.
  public static let sectionHeaderElementKind = "section-header-element-kind"
  /// The footers' element kind.
  public static let sectionFooterElementKind = "section-footer-element-kind"

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Pinned Section Headers"
    configureHierarchy()
    configureDataSource()
  }
}

extension PinnedSectionHeaderFooterViewController {
  /// Rows of 44 pt, 5 pt apart and 10 pt in from the sides, between a header and a footer
  /// of estimated height; the header pins to the visible bounds, above the rows.
  func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: PinnedSectionHeaderFooterViewController.sectionHeaderElementKind,
      alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: PinnedSectionHeaderFooterViewController.sectionFooterElementKind,
      alignment: .bottom)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }
}

extension PinnedSectionHeaderFooterViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    collectionView.delegate = self
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }
    let cellRegistration = UICollectionView.CellRegistration<ListCell, Int> {
      (cell, indexPath, identifier) in
      // A row shows where it is.
      cell.label.text = "\(indexPath.section),\(indexPath.item)"
    }

    let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: PinnedSectionHeaderFooterViewController.sectionHeaderElementKind
    ) { (supplementaryView, string, indexPath) in
      supplementaryView.label.text = "\(string) for section \(indexPath.section)"
      supplementaryView.backgroundColor = .lightGray
      // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
      // they do.
      #if !canImport(QuartzCore)
      supplementaryView.layer.borderColor = UIColor.black.cgColor
      supplementaryView.layer.borderWidth = 1.0
      #endif
    }

    let footerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: PinnedSectionHeaderFooterViewController.sectionFooterElementKind
    ) { (supplementaryView, string, indexPath) in
      supplementaryView.label.text = "\(string) for section \(indexPath.section)"
      supplementaryView.backgroundColor = .lightGray
      // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
      // they do.
      #if !canImport(QuartzCore)
      supplementaryView.layer.borderColor = UIColor.black.cgColor
      supplementaryView.layer.borderWidth = 1.0
      #endif
    }

    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int)
        -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    self.dataSource = dataSource

    // Port: `self` weakly, which the data source would otherwise keep; the view optional.
    dataSource.supplementaryViewProvider = { [weak self] (view, kind, index) in
      self?.collectionView?.dequeueConfiguredReusableSupplementary(
        using: kind == PinnedSectionHeaderFooterViewController.sectionHeaderElementKind
          ? headerRegistration : footerRegistration, for: index)
    }

    // Five sections of five rows, numbered on.
    let itemsPerSection = 5
    let sections = Array(0..<5)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    sections.forEach {
      snapshot.appendSections([$0])
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension PinnedSectionHeaderFooterViewController: UICollectionViewDelegate {
  /// A tapped row is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
