#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A search field over the mountains' names in two columns (three past 800 pt); each
/// keystroke filters the names: the sample's Mountains Search window.
public final class MountainsWindowController: NSWindowController {

  enum Section: CaseIterable {
    case main
  }

  private let mountainsController = MountainsController()
  // Port: the XIB's outlets are made here and placed by `loadWindow()`.
  /// The field the user types a part of a name in.
  public let searchField = NSSearchField(frame: NSRect(x: 20, y: 558, width: 360, height: 22))
  /// The collection view the window shows.
  public let collectionView = NSCollectionView(frame: .zero)
  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<Section, MountainsController.Mountain>?
  private var nameFilter: String?

  // Port: the window the XIB describes, built in code: the search field 20 pt from the top
  // and the sides, the scroll view 8 pt below it, the XIB's collection view flags (not
  // selectable), and the field's delegate outlet.
  public override func loadWindow() {
    let window = SampleWindow.make(
      size: NSSize(width: 400, height: 600),
      scrollViewFrame: NSRect(x: 0, y: 0, width: 400, height: 550), showing: collectionView)
    searchField.autoresizingMask = [.width, .minYMargin]
    window.contentView?.addSubview(searchField)
    searchField.delegate = self
    collectionView.isSelectable = false
    self.window = window
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureHierarchy()
    configureDataSource()
    performQuery(with: nil)
  }
}

extension MountainsWindowController {
  private func configureDataSource() {
    dataSource = NSCollectionViewDiffableDataSource<Section, MountainsController.Mountain>(
      collectionView: collectionView
    ) {
      (
        collectionView: NSCollectionView,
        indexPath: IndexPath,
        identifier: Any
      ) -> NSCollectionViewItem? in
      let mountainItem = collectionView.makeItem(
        withIdentifier: TextItem.reuseIdentifier, for: indexPath)
      if let mountain = identifier as? MountainsController.Mountain {
        mountainItem.textField?.stringValue = mountain.name
      }
      return mountainItem
    }
  }

  private func performQuery(with filter: String?) {
    let mountains = self.mountainsController.filteredMountains(with: filter).sorted {
      $0.name < $1.name
    }

    var snapshot = NSDiffableDataSourceSnapshot<Section, MountainsController.Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(mountains)
    // Port: the data source is optional; it is there after configureDataSource().
    dataSource?.apply(snapshot, animatingDifferences: true)
  }
}

extension MountainsWindowController {
  private func createLayout() -> NSCollectionViewLayout {
    let sectionProvider = {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection in
      let contentSize = layoutEnvironment.container.effectiveContentSize
      let columns = contentSize.width > 800 ? 3 : 2
      let spacing = CGFloat(10)
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(32))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)
      group.interItemSpacing = .fixed(spacing)

      let section = NSCollectionLayoutSection(group: group)
      section.interGroupSpacing = spacing
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)

      return section
    }

    let layout = NSCollectionViewCompositionalLayout(sectionProvider: sectionProvider)
    return layout
  }

  private func configureHierarchy() {
    let itemNib = NSNib(nibNamed: "TextItem", bundle: nil)
    collectionView.register(itemNib, forItemWithIdentifier: TextItem.reuseIdentifier)

    collectionView.collectionViewLayout = createLayout()
  }
}

extension MountainsWindowController: NSSearchFieldDelegate {
  // Port: public, as the conformance of a public class needs.
  /// Filters the names by the field's whole text, after each keystroke.
  public func controlTextDidChange(_ obj: Notification) {
    performQuery(with: searchField.stringValue)
  }
}
#endif
