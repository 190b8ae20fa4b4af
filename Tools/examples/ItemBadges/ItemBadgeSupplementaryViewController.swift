#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Item Badges ("Implementing Modern Collection Views"), written as its
/// `ItemBadgeSupplementaryViewController` is: four ``TextCell``s a row, each carrying a
/// 20 pt ``BadgeSupplementaryView`` anchored to its top trailing corner and moved out by
/// 30 % of its size; 100 items, each with a random count of 0 to 2, a badge of 0 hidden.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = ItemBadgeSupplementaryViewController()
/// window.makeKeyAndVisible()  // twelve rows of four, each cell with its badge
/// ```
public final class ItemBadgeSupplementaryViewController: UIViewController {
  /// The badges' element kind.
  public static let badgeElementKind = "badge-element-kind"
  /// The one section.
  public enum Section: Sendable {
    case main
  }

  /// One item: its title and the count its badge shows.
  public struct Model: Hashable, Sendable {
    /// The cell's text.
    public let title: String
    /// The badge's count; a badge of 0 is hidden.
    public let badgeCount: Int

    /// What tells two items apart, whatever they show.
    public let identifier = UUID()

    // Port: public, so that a screen showing the view can apply items of its own (the
    // gallery's repeatable badge counts); the sample's is the implicit memberwise one.
    /// An item titled `title` whose badge counts `badgeCount`.
    public init(title: String, badgeCount: Int) {
      self.title = title
      self.badgeCount = badgeCount
    }
    /// Hashes the identifier alone.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the view, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Model>?

  // Port: lint refuses implicitly unwrapped optionals.
  /// The screen's collection view, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, then builds the collection view and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Item Badges"
    configureHierarchy()
    configureDataSource()
  }
}

extension ItemBadgeSupplementaryViewController {
  /// Items a quarter of the width, inset 5 pt, in rows a fifth of the width tall, in a
  /// section inset 20 pt; each item carries a 20 × 20 pt badge on its top trailing corner,
  /// moved 30 % of its size out past it.
  func createLayout() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badgeSize = NSCollectionLayoutSize(
      widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize,
      elementKind: ItemBadgeSupplementaryViewController.badgeElementKind,
      containerAnchor: badgeAnchor)

    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }
}

extension ItemBadgeSupplementaryViewController {
  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureHierarchy().
    guard let collectionView else { return }
    let cellRegistration = UICollectionView.CellRegistration<TextCell, Model> {
      (cell, indexPath, model) in
      // The item's title is all a cell shows.
      cell.label.text = model.title
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

    let supplementaryRegistration = UICollectionView.SupplementaryRegistration<
      BadgeSupplementaryView
    >(elementKind: BadgeSupplementaryView.reuseIdentifier) {
      // Port: `self` weakly, which the data source would otherwise keep; the data source
      // optional.
      [weak self] (badgeView, string, indexPath) in
      guard let model = self?.dataSource?.itemIdentifier(for: indexPath) else { return }
      let hasBadgeCount = model.badgeCount > 0
      // Set the badge count as its label (and hide the view if the badge count is zero).
      badgeView.label.text = "\(model.badgeCount)"
      badgeView.isHidden = !hasBadgeCount
    }

    let dataSource = UICollectionViewDiffableDataSource<Section, Model>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, model: Model)
        -> UICollectionViewCell? in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: model)
    }
    self.dataSource = dataSource

    // Port: `self` weakly, which the data source would otherwise keep; the view optional.
    dataSource.supplementaryViewProvider = { [weak self] in
      self?.collectionView?.dequeueConfiguredReusableSupplementary(
        using: supplementaryRegistration, for: $2)
    }

    // A hundred items, each with a random badge count.
    var snapshot = NSDiffableDataSourceSnapshot<Section, Model>()
    snapshot.appendSections([.main])
    let models = (0..<100).map { Model(title: "\($0)", badgeCount: Int.random(in: 0..<3)) }
    snapshot.appendItems(models)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

// Port: the sample's `UIColor.cornflowerBlue` extension, declared here, is declared once in
// Grid/UIColor+CornflowerBlue.swift, which the Grid's port needed first.
#endif
