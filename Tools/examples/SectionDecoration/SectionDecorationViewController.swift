#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Section Background Decoration View ("Implementing Modern Collection
/// Views"), written as its `SectionDecorationViewController` is: five sections of five
/// 44 pt ``ListCell`` rows, each section inset 10 pt over a
/// ``SectionBackgroundDecorationView`` inset 5 pt inside it; a section's last row hides its
/// separator. A tapped row is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = SectionDecorationViewController()
/// window.makeKeyAndVisible()  // three sections and a row of the fourth, on their backgrounds
/// ```
public final class SectionDecorationViewController: UIViewController {
  /// The background decorations' element kind.
  public static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

  // Port: lint refuses implicitly unwrapped optionals; an empty snapshot at first.
  /// The snapshot last applied, which the cells read to find a section's last row.
  public var currentSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Section Background Decoration View"
    configureHierarchy()
    configureDataSource()
  }
}

extension SectionDecorationViewController {
  /// Rows of 44 pt, 5 pt apart, in sections inset 10 pt, each over a background decoration
  /// inset 5 pt inside the section.
  func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)

    let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
      elementKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
    sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [sectionBackgroundDecoration]

    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(
      SectionBackgroundDecorationView.self,
      forDecorationViewOfKind: SectionDecorationViewController
        .sectionBackgroundDecorationElementKind)
    return layout
  }
}

extension SectionDecorationViewController {
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
      // Port: `self` weakly, which the data source would otherwise keep; the screen is there
      // while its view shows cells.
      [weak self] (cell, indexPath, identifier) in
      guard let self else { return }
      // A row shows where it is; the last of its section draws no separator.
      let sectionIdentifier = self.currentSnapshot.sectionIdentifiers[indexPath.section]
      let numberOfItemsInSection = self.currentSnapshot.numberOfItems(inSection: sectionIdentifier)
      let isLastCell = indexPath.item + 1 == numberOfItemsInSection
      cell.label.text = "\(indexPath.section),\(indexPath.item)"
      cell.seperatorView.isHidden = isLastCell
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

    // Five sections of five rows, numbered on.
    let itemsPerSection = 5
    let sections = Array(0..<5)
    currentSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    sections.forEach {
      currentSnapshot.appendSections([$0])
      currentSnapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(currentSnapshot, animatingDifferences: false)
  }
}

extension SectionDecorationViewController: UICollectionViewDelegate {
  /// A tapped row is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
