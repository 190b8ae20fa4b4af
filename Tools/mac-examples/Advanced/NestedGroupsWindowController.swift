#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// Groups 40 % of the window tall, each a large item 70 % of the width beside a column of
/// two, every item inset 10 pt; 100 items labelled "section, item": the sample's Nested
/// Groups window.
public final class NestedGroupsWindowController: NSWindowController {

  enum Section {
    case main
  }

  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<Section, Int>? = nil
  // Port: the XIB's outlet is made here and placed by `loadWindow()`.
  /// The collection view the window shows.
  public let collectionView = NSCollectionView(frame: .zero)

  // Port: the window the XIB describes, built in code, with the XIB's collection view flags and background.
  public override func loadWindow() {
    window = SampleWindow.make(size: NSSize(width: 320, height: 600), showing: collectionView)
    collectionView.isSelectable = true
    collectionView.allowsMultipleSelection = true
    collectionView.backgroundColors = [.windowBackgroundColor]
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureHierarchy()
    configureDataSource()
  }
}

extension NestedGroupsWindowController {

  //   +-----------------------------------------------------+
  //   | +---------------------------------+  +-----------+  |
  //   | |                                 |  |     1     |  |
  //   | |                                 |  +-----------+  |
  //   | |               0                 |                 |
  //   | |                                 |  +-----------+  |
  //   | |                                 |  |     2     |  |
  //   | +---------------------------------+  +-----------+  |
  //   +-----------------------------------------------------+

  private func createLayout() -> NSCollectionViewLayout {
    let layout = NSCollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection in

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
        subitem: trailingItem, count: 2)

      let nestedGroup = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
        subitems: [leadingItem, trailingGroup])
      let section = NSCollectionLayoutSection(group: nestedGroup)
      return section
    }
    return layout
  }
}

extension NestedGroupsWindowController {
  private func configureHierarchy() {
    let textItemNib = NSNib(nibNamed: "TextItem", bundle: nil)
    collectionView.register(textItemNib, forItemWithIdentifier: TextItem.reuseIdentifier)

    let listItemNib = NSNib(nibNamed: "ListItem", bundle: nil)
    collectionView.register(listItemNib, forItemWithIdentifier: ListItem.reuseIdentifier)

    collectionView.collectionViewLayout = createLayout()
  }

  private func configureDataSource() {
    let dataSource = NSCollectionViewDiffableDataSource<Section, Int>(
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

    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([Section.main])
    snapshot.appendItems(Array(0..<100))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
