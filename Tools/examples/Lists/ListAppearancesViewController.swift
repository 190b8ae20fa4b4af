#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's List Appearances ("Implementing Modern Collection Views"), written as its
/// `ListAppearancesViewController` is: a view controller titled "List Appearances" showing
/// five sections, each an expanded outline heading "Section n" over "Item 0" to "Item 2".
/// The bar button on the right names the list's appearance; tapping it moves to the next
/// one (plain, sidebar plain, sidebar, grouped, inset grouped, plain again), keeping the
/// selected row selected.
///
/// ```swift
/// let screen = ListAppearancesViewController()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = screen
/// window.makeKeyAndVisible()  // a plain list; the button reads "Plain"
/// screen.navigationItem.rightBarButtonItem?.tap()  // a plain sidebar: "Sidebar Plain"
/// ```
public final class ListAppearancesViewController: UIViewController {
  /// A row: a heading or an item, with an identity of its own, so equal titles in
  /// different sections are different rows.
  public struct Item: Hashable, Sendable {
    /// The row's text.
    public let title: String?
    private let identifier = UUID()
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the list, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Int, Item>?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The list, once the view is loaded.
  public var collectionView: UICollectionView?

  /// Titles the screen, builds and fills the list, then puts up the appearance button.
  public override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.title = "List Appearances"
    configureHierarchy()
    configureDataSource()
    updateBarButtonItem()
  }

  // Port: readable, so tests can see which appearance the list has.
  /// The appearance every section of the list has now.
  public private(set) var appearance = UICollectionLayoutListConfiguration.Appearance.plain

  // Port: no @objc; the bar button runs it through a UIAction instead of a selector.
  private func changeListAppearance() {
    // Port: no `default:` case; the five appearances are all there are, and Swift warns
    // of a default that never runs.
    switch appearance {
    case .plain:
      appearance = .sidebarPlain
    case .sidebarPlain:
      appearance = .sidebar
    case .sidebar:
      appearance = .grouped
    case .grouped:
      appearance = .insetGrouped
    case .insetGrouped:
      appearance = .plain
    }
    // Port: the view and data source are optional; both are there once the view is loaded.
    guard let collectionView, let dataSource else { return }
    let selectedIndexPath = collectionView.indexPathsForSelectedItems?.first
    // The same snapshot again: the section provider runs anew with the new appearance, and
    // the cells are configured anew for it.
    dataSource.apply(dataSource.snapshot(), animatingDifferences: false)
    collectionView.selectItem(at: selectedIndexPath, animated: false, scrollPosition: [])
    updateBarButtonItem()
  }

  private func updateBarButtonItem() {
    var title: String? = nil
    // Port: no `default:` case, as above.
    switch appearance {
    case .plain: title = "Plain"
    case .sidebarPlain: title = "Sidebar Plain"
    case .sidebar: title = "Sidebar"
    case .grouped: title = "Grouped"
    case .insetGrouped: title = "Inset Grouped"
    }
    // Port: a UIAction as the button's primary action for the target and #selector, which
    // need the Objective-C runtime; the title comes with the action.
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      primaryAction: UIAction(title: title ?? "") { [weak self] _ in
        self?.changeListAppearance()
      })
  }
}

extension ListAppearancesViewController {
  /// Each section a list of the current appearance whose first row is its header.
  private func createLayout() -> UICollectionViewLayout {
    // Port: `self` weakly, as unowned needs a trap when the screen goes first; a section
    // provider that finds no screen lays the section out plain.
    return UICollectionViewCompositionalLayout { [weak self] section, layoutEnvironment in
      var config = UICollectionLayoutListConfiguration(appearance: self?.appearance ?? .plain)
      config.headerMode = .firstItemInSection
      return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
    }
  }
}

extension ListAppearancesViewController {
  private func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  private func configureDataSource() {
    // Port: the view is optional; it is always there once configureHierarchy() ran.
    guard let collectionView else { return }

    let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content

      cell.accessories = [.outlineDisclosure()]
    }

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
      [weak self] (cell, indexPath, item) in
      guard let self = self else { return }

      var content = cell.defaultContentConfiguration()
      content.text = item.title
      cell.contentConfiguration = content

      // A sidebar shows no chevrons.
      switch self.appearance {
      case .sidebar, .sidebarPlain:
        cell.accessories = []
      default:
        cell.accessories = [.disclosureIndicator()]
      }
    }

    let dataSource = UICollectionViewDiffableDataSource<Int, Item>(
      collectionView: collectionView
    ) {
      (collectionView: UICollectionView, indexPath: IndexPath, item: Item)
        -> UICollectionViewCell? in
      if indexPath.item == 0 {
        return collectionView.dequeueConfiguredReusableCell(
          using: headerRegistration, for: indexPath, item: item)
      } else {
        return collectionView.dequeueConfiguredReusableCell(
          using: cellRegistration, for: indexPath, item: item)
      }
    }
    self.dataSource = dataSource

    // Five sections, each a heading expanded over three items.
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    let sections = Array(0..<5)
    snapshot.appendSections(sections)
    dataSource.apply(snapshot, animatingDifferences: false)
    for section in sections {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      let headerItem = Item(title: "Section \(section)")
      sectionSnapshot.append([headerItem])
      let items = Array(0..<3).map { Item(title: "Item \($0)") }
      sectionSnapshot.append(items, to: headerItem)
      sectionSnapshot.expand([headerItem])
      dataSource.apply(sectionSnapshot, to: section)
    }
  }
}
#endif
