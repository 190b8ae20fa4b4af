#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// One row of 30 items that scrolls sideways: groups as tall as the window and 1.4 times as
/// wide as it is tall, each a large item beside a column of two, every item inset 10 pt: the
/// sample's Orthogonal Scrolling window.
public final class OrthogonalScrollingWindowController: NSWindowController {

  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<Int, Int>? = nil
  // Port: the XIB's outlet is made here and placed by `loadWindow()`.
  /// The collection view the window shows.
  public let collectionView = NSCollectionView(frame: .zero)

  // Port: the window the XIB describes, built in code, with the XIB's collection view flags and background
  // (not selectable).
  public override func loadWindow() {
    window = SampleWindow.make(size: NSSize(width: 320, height: 600), showing: collectionView)
    collectionView.isSelectable = false
    collectionView.backgroundColors = [.windowBackgroundColor]
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureHierarchy()
    configureDataSource()
  }
}

extension OrthogonalScrollingWindowController {

  //   +-----------------------------------------------------+
  //   | +---------------------------------+  +-----------+  |
  //   | |                                 |  |     1     |  |
  //   | |                                 |  +-----------+  |
  //   | |               0                 |                 |   →  3 4 5 …
  //   | |                                 |  +-----------+  |
  //   | |                                 |  |     2     |  |
  //   | +---------------------------------+  +-----------+  |
  //   +-----------------------------------------------------+

  private func createLayout() -> NSCollectionViewLayout {

    let leadingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7),
        heightDimension: .fractionalHeight(1.0)))
    leadingItem.contentInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 10, bottom: 10, trailing: 10)

    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0),
        heightDimension: .fractionalHeight(0.3)))
    trailingItem.contentInsets = NSDirectionalEdgeInsets(
      top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3),
        heightDimension: .fractionalHeight(1.0)),
      subitem: trailingItem, count: 2)

    let containerGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalHeight(1.4),
        heightDimension: .fractionalHeight(1.0)),
      subitems: [leadingItem, trailingGroup])
    let section = NSCollectionLayoutSection(group: containerGroup)
    section.orthogonalScrollingBehavior = .continuous

    let layout = NSCollectionViewCompositionalLayout(section: section)

    return layout
  }
}

extension OrthogonalScrollingWindowController {
  private func configureHierarchy() {
    let textItemNib = NSNib(nibNamed: "TextItem", bundle: nil)
    collectionView.register(textItemNib, forItemWithIdentifier: TextItem.reuseIdentifier)

    let listItemNib = NSNib(nibNamed: "ListItem", bundle: nil)
    collectionView.register(listItemNib, forItemWithIdentifier: ListItem.reuseIdentifier)

    collectionView.collectionViewLayout = createLayout()
  }

  private func configureDataSource() {
    let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView,
      itemProvider: {
        (collectionView: NSCollectionView, indexPath: IndexPath, identifier: Int)
          -> NSCollectionViewItem? in
        if let item = collectionView.makeItem(
          withIdentifier: TextItem.reuseIdentifier, for: indexPath) as? TextItem
        {
          item.textField?.stringValue = "\(indexPath.section), \(indexPath.item)"
          if let box = item.view as? NSBox {
            box.cornerRadius = 8
          }
          return item
        } else {
          fatalError("TextItem's nib made no TextItem")
        }
      })
    // Port: the data source is kept in an optional (house lint).
    self.dataSource = dataSource

    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<30))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
