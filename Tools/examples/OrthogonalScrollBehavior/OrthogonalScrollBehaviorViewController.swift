#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Orthogonal Section Behaviors ("Implementing Modern Collection Views"),
/// written as its `OrthogonalScrollBehaviorViewController` is: six sections of 18 items,
/// 20 pt apart, one per orthogonal scrolling behaviour, each under a
/// ``TitleSupplementaryView`` header naming it; the five that scroll sideways show groups
/// 85 % of the width, the last, `.none`, groups as wide as the view. A group is a large
/// ``TextCell`` 70 % of it wide beside a vertical group of two, 40 % of the view tall, every
/// item inset 10 pt. A tapped item is deselected at once.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = OrthogonalScrollBehaviorViewController()
/// window.makeKeyAndVisible()  // .continuous, .continuousGroupLeadingBoundary, the next header
/// ```
public final class OrthogonalScrollBehaviorViewController: UIViewController {
  /// The headers' element kind.
  public static let headerElementKind = "header-element-kind"

  /// The sections, in order, one per orthogonal scrolling behaviour.
  public enum SectionKind: Int, CaseIterable, Sendable {
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none
    /// The behaviour the section shows.
    public func orthogonalScrollingBehavior()
      -> UICollectionLayoutSectionOrthogonalScrollingBehavior
    {
      switch self {
      case .none:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
      case .continuous:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
      case .continuousGroupLeadingBoundary:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
      case .paging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
      case .groupPaging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
      case .groupPagingCentered:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
      }
    }
  }
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Int, Int>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Orthogonal Section Behaviors"
    configureHierarchy()
    configureDataSource()
  }
}

extension OrthogonalScrollBehaviorViewController {

  //   +-----------------------------------------------------+
  //   | +---------------------------------+  +-----------+  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |     1     |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  +-----------+  |
  //   | |               0                 |                 |
  //   | |                                 |  +-----------+  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |     2     |  |
  //   | |                                 |  |           |  |
  //   | |                                 |  |           |  |
  //   | +---------------------------------+  +-----------+  |
  //   +-----------------------------------------------------+

  /// Per section, groups of a leading item 70 % wide beside a vertical group of two, 40 %
  /// of the view tall, every item inset 10 pt, under a header of estimated height; a
  /// section that scrolls sideways by its behaviour shows groups 85 % of the width.
  /// Sections are 20 pt apart.
  func createLayout() -> UICollectionViewLayout {

    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20

    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: {
        (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
          -> NSCollectionLayoutSection? in
        // Port: no section where the sample traps; the snapshot has none past the sixth.
        guard let sectionKind = SectionKind(rawValue: sectionIndex) else { return nil }

        let leadingItem = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)

        let trailingItem = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(
          top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = NSCollectionLayoutGroup.vertical(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
          subitem: trailingItem,
          count: 2)

        let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != .none
        let containerGroupFractionalWidth = orthogonallyScrolls ? CGFloat(0.85) : CGFloat(1.0)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(containerGroupFractionalWidth),
            heightDimension: .fractionalHeight(0.4)),
          subitems: [leadingItem, trailingGroup])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()

        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
          elementKind: OrthogonalScrollBehaviorViewController.headerElementKind,
          alignment: .top)
        section.boundarySupplementaryItems = [sectionHeader]
        return section

      }, configuration: config)
    return layout
  }
}

extension OrthogonalScrollBehaviorViewController {
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

    let cellRegistration = UICollectionView.CellRegistration<TextCell, Int> {
      (cell, indexPath, identifier) in
      // A cell shows where it is.
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.contentView.backgroundColor = .cornflowerBlue
      // Port: views have no `layer` on macOS (Core Animation's), so the border is set where
      // they do.
      #if !canImport(QuartzCore)
      cell.contentView.layer.borderColor = UIColor.black.cgColor
      cell.contentView.layer.borderWidth = 1
      cell.contentView.layer.cornerRadius = 8
      #endif
      cell.label.textAlignment = .center
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
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

    let supplementaryRegistration = UICollectionView.SupplementaryRegistration<
      TitleSupplementaryView
    >(elementKind: OrthogonalScrollBehaviorViewController.headerElementKind) {
      (supplementaryView, string, indexPath) in
      // Port: lint refuses force unwraps; a header of no known section stays as it is.
      guard let sectionKind = SectionKind(rawValue: indexPath.section) else { return }
      supplementaryView.label.text = "." + String(describing: sectionKind)
    }

    // Port: `self` weakly, which the data source would otherwise keep; the view optional.
    dataSource.supplementaryViewProvider = { [weak self] (view, kind, index) in
      self?.collectionView?.dequeueConfiguredReusableSupplementary(
        using: supplementaryRegistration, for: index)
    }

    // Six sections of 18 items, numbered on.
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemsPerSection = 18
    SectionKind.allCases.forEach {
      snapshot.appendSections([$0.rawValue])
      let maxIdentifier = identifierOffset + itemsPerSection
      snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
      identifierOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension OrthogonalScrollBehaviorViewController: UICollectionViewDelegate {
  /// A tapped item is deselected at once, as the sample's is.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}
#endif
