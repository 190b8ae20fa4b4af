#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Reorderable List ("Implementing Modern Collection Views"), written as its
/// `ReorderableListViewController` is: a view controller titled "Reorderable List" (large)
/// whose inset grouped list has a section per emoji category, each row a value cell with a
/// chevron and a reorder grip that always shows. A row dragged by its grip moves, and the
/// data source's reordering handlers carry the move into ``backingStore``, the screen's
/// own record of the order, by the collection difference or by the final snapshot
/// (``reorderingMethod``). The sections come in the order the store's dictionary lists
/// them, as in the sample. The emojis are ``Emoji/explorerTable``, not the sample's.
///
/// ```swift
/// let screen = ReorderableListViewController()
/// let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
/// window.rootViewController = screen
/// window.makeKeyAndVisible()
/// screen.collectionView?.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
/// ```
public final class ReorderableListViewController: UIViewController {
  /// A section per category.
  public typealias Section = Emoji.Category

  /// A row: an emoji and its category's name, with an identity of its own.
  public struct Item: Hashable, Sendable {
    /// The name of the emoji's category.
    public let title: String
    /// The emoji the row shows.
    public let emoji: Emoji

    /// A row of `emoji` under `title`.
    public init(emoji: Emoji, title: String) {
      self.emoji = emoji
      self.title = title
    }

    private let identifier = UUID()
  }

  // Port: lint refuses implicitly unwrapped optionals.
  /// The list, once the view is loaded.
  public var collectionView: UICollectionView?
  // Port: lint refuses implicitly unwrapped optionals.
  /// The data source feeding the list, once the view is loaded.
  public var dataSource: UICollectionViewDiffableDataSource<Section, Item>?
  /// The screen's own record of each section's rows, in order: what the list shows again
  /// when reloaded from it.
  public lazy var backingStore: [Section: [Item]] = { initialBackingStore() }()

  /// How a reorder is carried into ``backingStore``.
  public enum ReorderingMethod: CustomStringConvertible, Sendable {
    /// Each section's rows taken from the transaction's final snapshot.
    case finalSnapshot
    /// Each section's rows changed by the transaction's collection difference.
    case collectionDifference
  }
  /// How the next reorder is carried into ``backingStore``.
  public var reorderingMethod: ReorderingMethod = .collectionDifference

  /// Titles the screen, then builds the list and fills it from the backing store.
  public override func viewDidLoad() {
    super.viewDidLoad()

    configureNavItem()
    configureHierarchy()
    configureDataSource()
    applySnapshotsFromBackingStore()
  }

  /// Deselects the emoji tapped before the screen went, alongside the transition that
  /// brings it back; a cancelled transition selects it again.
  public override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)

    // Port: the view is optional; it is always there once the view is loaded.
    guard let collectionView = self.collectionView else { return }
    if let indexPath = collectionView.indexPathsForSelectedItems?.first {
      if let coordinator = self.transitionCoordinator {
        coordinator.animate(
          alongsideTransition: { context in
            collectionView.deselectItem(at: indexPath, animated: true)
          }
        ) { (context) in
          if context.isCancelled {
            collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
          }
        }
      } else {
        collectionView.deselectItem(at: indexPath, animated: animated)
      }
    }
  }
}

extension ReorderableListViewController {
  func configureNavItem() {
    navigationItem.title = "Reorderable List"
    navigationItem.largeTitleDisplayMode = .always

    // Port: the actions reach the screen through `screen`, a weak reference the menu's maker
    // captures, where the sample's closures capture `[weak self]` inside it: a function that
    // makes `[weak self]` closures keeps `self` itself, and the actions keep the function, so
    // the sample's screen keeps itself through its own bar button (LeakSanitizer reports it).
    weak let screen = self
    func createMenu() -> UIMenu {
      let refreshAction = UIAction(
        title: "Reload backingStore", image: UIImage(systemName: "arrow.counterclockwise")
      ) { _ in
        guard let self = screen else { return }
        // The list shown again from the backing store: a reorder that reached the store
        // shows in place.
        self.applySnapshotsFromBackingStore(animated: true)
      }

      let restoreAction = UIAction(
        title: "Reload initialStore", image: UIImage(systemName: "arrow.counterclockwise")
      ) { _ in
        guard let self = screen else { return }
        self.applyInitialBackingStore(animated: true)
      }

      let finalSnapshotAction = UIAction(
        title: String(describing: ReorderingMethod.finalSnapshot),
        image: UIImage(systemName: "function")
      ) { action in
        guard let self = screen else { return }
        self.reorderingMethod = .finalSnapshot
        if let barButtonItem = action.sender as? UIBarButtonItem {
          barButtonItem.menu = createMenu()
        }
      }

      let collectionDifferenceAction = UIAction(
        title: String(describing: ReorderingMethod.collectionDifference),
        image: UIImage(systemName: "function")
      ) { action in
        guard let self = screen else { return }
        self.reorderingMethod = .collectionDifference
        if let barButtonItem = action.sender as? UIBarButtonItem {
          barButtonItem.menu = createMenu()
        }
      }

      if screen?.reorderingMethod == .collectionDifference {
        collectionDifferenceAction.state = .on
      } else if screen?.reorderingMethod == .finalSnapshot {
        finalSnapshotAction.state = .on
      }

      let reorderingMethodMenu = UIMenu(
        title: "", options: .displayInline,
        children: [finalSnapshotAction, collectionDifferenceAction])
      let menu = UIMenu(title: "", children: [refreshAction, restoreAction, reorderingMethodMenu])
      return menu
    }

    let navItem = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: createMenu())
    navigationItem.rightBarButtonItem = navItem
  }

  func configureHierarchy() {
    // Port: built in a constant, the property being optional.
    let collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemGroupedBackground
    view.addSubview(collectionView)
    self.collectionView = collectionView
  }

  /// Every section an inset grouped list.
  func createLayout() -> UICollectionViewLayout {
    let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    return UICollectionViewCompositionalLayout.list(using: configuration)
  }

  func configureDataSource() {
    // Port: the view is optional; it is always there once configureHierarchy() ran.
    guard let collectionView else { return }

    // A row: the emoji, its category, a chevron and the grip it is dragged by.
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
      (cell, indexPath, emoji) in
      var contentConfiguration = UIListContentConfiguration.valueCell()
      contentConfiguration.text = emoji.text
      contentConfiguration.secondaryText = String(describing: emoji.category)
      cell.contentConfiguration = contentConfiguration

      cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
    }

    let dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) {
      (collectionView, indexPath, item) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item.emoji)
    }
    self.dataSource = dataSource

    dataSource.reorderingHandlers.canReorderItem = { item in return true }
    dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
      guard let self = self else { return }

      // Either each section's store is changed by the section's difference, as a
      // collection changes by the standard library's CollectionDifference...
      if self.reorderingMethod == .collectionDifference {
        for sectionTransaction in transaction.sectionTransactions {
          let sectionIdentifier = sectionTransaction.sectionIdentifier
          if let previousSectionItems = self.backingStore[sectionIdentifier],
            let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference)
          {
            self.backingStore[sectionIdentifier] = updatedSectionItems
          }
        }

        // ...or each section's store becomes the items of its final snapshot.
      } else if self.reorderingMethod == .finalSnapshot {
        for sectionTransaction in transaction.sectionTransactions {
          let sectionIdentifier = sectionTransaction.sectionIdentifier
          self.backingStore[sectionIdentifier] = sectionTransaction.finalSnapshot.items
        }
      }
    }
  }

  /// Each category's emoji, in the table's order.
  func initialBackingStore() -> [Section: [Item]] {
    var allItems = [Section: [Item]]()
    // Port: our own table's categories, for the sample's Emoji.Category.allCases.
    for (category, emojis) in Emoji.explorerTable.reversed() {
      let items = emojis.map { Item(emoji: $0, title: String(describing: category)) }
      allItems[category] = items
    }
    return allItems
  }

  /// Shows a fresh initial store, leaving ``backingStore`` as it is.
  func applyInitialBackingStore(animated: Bool = false) {
    // Port: the data source is optional; it is there once the view is loaded.
    guard let dataSource else { return }
    for (section, items) in initialBackingStore() {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      sectionSnapshot.append(items)
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: animated)
    }
  }

  /// Shows ``backingStore``.
  func applySnapshotsFromBackingStore(animated: Bool = false) {
    // Port: the data source is optional; it is there once the view is loaded.
    guard let dataSource else { return }
    for (section, items) in backingStore {
      var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
      sectionSnapshot.append(items)
      dataSource.apply(sectionSnapshot, to: section, animatingDifferences: animated)
    }
  }
}

extension ReorderableListViewController.ReorderingMethod {
  /// The method's name, as the menu shows it.
  public var description: String {
    switch self {
    case .collectionDifference: return "Collection Difference"
    case .finalSnapshot: return "Final Snapshot Items"
    }
  }
}
#endif
