#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// One full-width row of 20 pt per number, 94 of them: the sample's List window.
public final class ListWindowController: NSWindowController {
  enum Section {
    case main
  }

  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<Section, Int>? = nil
  // Port: the XIB's outlet is made here and placed by `loadWindow()`.
  /// The window's collection view.
  public let collectionView = NSCollectionView(frame: .zero)

  // Port: the window the XIB describes, built in code.
  public override func loadWindow() {
    window = SampleWindow.make(size: NSSize(width: 320, height: 600), showing: collectionView)
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureHierarchy()
    configureDataSource()
  }
}

extension ListWindowController {
  private func createLayout() -> NSCollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(20))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    return NSCollectionViewCompositionalLayout(section: section)
  }
}

extension ListWindowController {
  private func configureHierarchy() {
    let itemNib = NSNib(nibNamed: "ListItem", bundle: nil)
    collectionView.register(itemNib, forItemWithIdentifier: ListItem.reuseIdentifier)
    // Port: the XIB makes the collection view selectable with multiple selection.
    collectionView.isSelectable = true
    // Port: as above, from the XIB.
    collectionView.allowsMultipleSelection = true
    collectionView.collectionViewLayout = createLayout()
  }

  private func configureDataSource() {
    let dataSource = NSCollectionViewDiffableDataSource<Section, Int>(
      collectionView: collectionView,
      itemProvider: {
        (collectionView: NSCollectionView, indexPath: IndexPath, identifier: Int)
          -> NSCollectionViewItem? in
        let item = collectionView.makeItem(
          withIdentifier: ListItem.reuseIdentifier, for: indexPath)
        item.textField?.stringValue = "\(identifier)"
        return item
      })
    // Port: kept through a local, as the property is optional.
    self.dataSource = dataSource

    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<94))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
