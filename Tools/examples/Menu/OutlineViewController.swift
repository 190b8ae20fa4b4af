#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's main menu ("Implementing Modern Collection Views"), written as its
/// `OutlineViewController` is: a view controller titled "Modern Collection Views" whose
/// collection view fills its view with a sidebar list, an outline of the examples by topic.
/// A topic's row (a headline with an outline disclosure of the header style) expands and
/// collapses it when tapped; an example's row, when tapped, is deselected and pushes the
/// example's screen on the navigation controller. Every example of the menu is one of the
/// screens `Examples` ports.
///
/// ```swift
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// let navigation = UINavigationController(rootViewController: OutlineViewController())
/// window.rootViewController = navigation
/// window.makeKeyAndVisible()  // the five topics, collapsed
/// ```
public final class OutlineViewController: UIViewController {

  /// The one section.
  public enum Section: Sendable {
    case main
  }

  // Port: final and `Sendable`, as diffable identifiers must be here; every property is a
  // `let`, so the compiler checks it.
  /// A row of the menu: a topic over its subitems, or an example and what makes its screen;
  /// an identity of its own.
  public final class OutlineItem: Hashable, Sendable {
    /// The row's text.
    public let title: String
    /// The rows under this one, for a topic; none for an example.
    public let subitems: [OutlineItem]
    // Port: a closure that makes the example's screen, where the sample keeps its class
    // (`UIViewController.Type`) and calls `init()` on it: Swift makes an instance from a
    // class value only through a `required` initializer, and `init()` is not one here, where
    // UIKit's is an Objective-C initializer, which Swift may call through a class value.
    /// What makes the example's screen, or `nil` for a topic.
    public let outlineViewController: (@Sendable () -> UIViewController)?

    /// A row titled `title` over `subitems`, which shows the screen `viewController` makes
    /// when there is one.
    public init(
      title: String,
      viewController: (@Sendable () -> UIViewController)? = nil,
      subitems: [OutlineItem] = []
    ) {
      self.title = title
      self.subitems = subitems
      self.outlineViewController = viewController
    }

    /// Hashes the row's identity.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }

    /// Whether the two are the same row, not merely of one title.
    public static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool {
      return lhs.identifier == rhs.identifier
    }

    private let identifier = UUID()
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the menu, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, OutlineItem>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The menu's collection view, once the view is loaded.
  public var outlineCollectionView: UICollectionView?

  /// Titles the screen, then builds the menu and fills it.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "Modern Collection Views"
    configureCollectionView()
    configureDataSource()
  }

  // Port: every example as a closure that makes its screen (see `OutlineItem`).
  /// The menu: five topics, some with topics of their own, over the examples.
  public private(set) lazy var menuItems: [OutlineItem] = {
    return [
      OutlineItem(
        title: "Compositional Layout",
        subitems: [
          OutlineItem(
            title: "Getting Started",
            subitems: [
              OutlineItem(title: "Grid", viewController: { GridViewController() }),
              OutlineItem(
                title: "Inset Items Grid", viewController: { InsetItemsGridViewController() }),
              OutlineItem(
                title: "Two-Column Grid", viewController: { TwoColumnViewController() }),
              OutlineItem(
                title: "Per-Section Layout",
                subitems: [
                  OutlineItem(
                    title: "Distinct Sections",
                    viewController: { DistinctSectionsViewController() }),
                  OutlineItem(
                    title: "Adaptive Sections",
                    viewController: { AdaptiveSectionsViewController() }),
                ]),
            ]),
          OutlineItem(
            title: "Advanced Layouts",
            subitems: [
              OutlineItem(
                title: "Supplementary Views",
                subitems: [
                  OutlineItem(
                    title: "Item Badges",
                    viewController: { ItemBadgeSupplementaryViewController() }),
                  OutlineItem(
                    title: "Section Headers/Footers",
                    viewController: { SectionHeadersFootersViewController() }),
                  OutlineItem(
                    title: "Pinned Section Headers",
                    viewController: { PinnedSectionHeaderFooterViewController() }),
                ]),
              OutlineItem(
                title: "Section Background Decoration",
                viewController: { SectionDecorationViewController() }),
              OutlineItem(
                title: "Nested Groups", viewController: { NestedGroupsViewController() }),
              OutlineItem(
                title: "Orthogonal Sections",
                subitems: [
                  OutlineItem(
                    title: "Orthogonal Sections",
                    viewController: { OrthogonalScrollingViewController() }),
                  OutlineItem(
                    title: "Orthogonal Section Behaviors",
                    viewController: { OrthogonalScrollBehaviorViewController() }),
                ]),
            ]),
          OutlineItem(
            title: "Conference App",
            subitems: [
              OutlineItem(
                title: "Videos", viewController: { ConferenceVideoSessionsViewController() }),
              OutlineItem(title: "News", viewController: { ConferenceNewsFeedViewController() }),
            ]),
        ]),
      OutlineItem(
        title: "Diffable Data Source",
        subitems: [
          OutlineItem(title: "Mountains Search", viewController: { MountainsViewController() }),
          OutlineItem(
            title: "Settings: Wi-Fi", viewController: { WiFiSettingsViewController() }),
          OutlineItem(
            title: "Insertion Sort Visualization",
            viewController: { InsertionSortViewController() }),
          OutlineItem(
            title: "UITableView: Editing", viewController: { TableViewEditingViewController() }),
        ]),
      OutlineItem(
        title: "Lists",
        subitems: [
          OutlineItem(title: "Simple List", viewController: { SimpleListViewController() }),
          OutlineItem(
            title: "Reorderable List", viewController: { ReorderableListViewController() }),
          OutlineItem(
            title: "List Appearances", viewController: { ListAppearancesViewController() }),
          OutlineItem(
            title: "List with Custom Cells", viewController: { CustomCellListViewController() }),
        ]),
      OutlineItem(
        title: "Outlines",
        subitems: [
          OutlineItem(
            title: "Emoji Explorer", viewController: { EmojiExplorerViewController() }),
          OutlineItem(
            title: "Emoji Explorer - List",
            viewController: { EmojiExplorerListViewController() }),
        ]),
      OutlineItem(
        title: "Cell Configurations",
        subitems: [
          OutlineItem(
            title: "Custom Configurations",
            viewController: { CustomConfigurationViewController() })
        ]),
    ]
  }()
}

extension OutlineViewController {

  func configureCollectionView() {
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: generateLayout())
    view.addSubview(collectionView)
    collectionView.autoresizingMask = [.flexibleHeight, .flexibleWidth]
    collectionView.backgroundColor = .systemGroupedBackground
    self.outlineCollectionView = collectionView
    collectionView.delegate = self
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there after configureCollectionView().
    guard let outlineCollectionView else { return }

    // A topic: its title as a headline, a disclosure that a tap anywhere on the row works.
    let containerCellRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, OutlineItem
    > { (cell, indexPath, menuItem) in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      contentConfiguration.textProperties.font = .preferredFont(forTextStyle: .headline)
      cell.contentConfiguration = contentConfiguration

      let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
      cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
      cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
    }

    // An example: its title alone.
    let cellRegistration = UICollectionView.CellRegistration<
      UICollectionViewListCell, OutlineItem
    > { cell, indexPath, menuItem in
      var contentConfiguration = cell.defaultContentConfiguration()
      contentConfiguration.text = menuItem.title
      cell.contentConfiguration = contentConfiguration
      cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
    }

    let dataSource = UICollectionViewDiffableDataSource<Section, OutlineItem>(
      collectionView: outlineCollectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: OutlineItem)
        -> UICollectionViewCell? in
      if item.subitems.isEmpty {
        return collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: containerCellRegistration, for: indexPath, item: item)
      }
    }
    self.dataSource = dataSource

    // The whole menu, every topic collapsed.
    let snapshot = initialSnapshot()
    dataSource.apply(snapshot, to: .main, animatingDifferences: false)
  }

  func generateLayout() -> UICollectionViewLayout {
    let listConfiguration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)
    return layout
  }

  /// The menu as a section snapshot: every item under its parent, every parent collapsed.
  ///
  /// - Complexity: O(n) for the n items of the menu.
  func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<OutlineItem> {
    var snapshot = NSDiffableDataSourceSectionSnapshot<OutlineItem>()

    func addItems(_ menuItems: [OutlineItem], to parent: OutlineItem?) {
      snapshot.append(menuItems, to: parent)
      for menuItem in menuItems where !menuItem.subitems.isEmpty {
        addItems(menuItem.subitems, to: menuItem)
      }
    }

    addItems(menuItems, to: nil)
    return snapshot
  }
}

extension OutlineViewController: UICollectionViewDelegate {
  /// A tapped example is deselected and its screen pushed.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    // Port: the data source is optional; it is there once the view is loaded.
    guard let menuItem = self.dataSource?.itemIdentifier(for: indexPath) else { return }

    collectionView.deselectItem(at: indexPath, animated: true)

    if let viewController = menuItem.outlineViewController {
      navigationController?.pushViewController(viewController(), animated: true)
    }
  }
}
#endif
