#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// Three sections of ten numbered items, each with its own layout: a list of rows, a grid of
/// five rounded squares a row and a grid of three square-cornered ones: the sample's Distinct
/// Sections window.
public final class DistinctSectionsWindowController: NSWindowController {
  enum SectionLayoutKind: Int, CaseIterable {
    case list, grid5, grid3
    var columnCount: Int {
      switch self {
      case .grid3:
        return 3

      case .grid5:
        return 5

      case .list:
        return 1
      }
    }
  }

  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<SectionLayoutKind, Int>? = nil
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

extension DistinctSectionsWindowController {
  private func createLayout() -> NSCollectionViewLayout {
    // Port: the provider returns an optional section (no force unwrap of the kind, below).
    let layout = NSCollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
        -> NSCollectionLayoutSection? in
      // Port: no section for an index with no kind, where the sample force-unwraps.
      guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = sectionLayoutKind.columnCount

      // The group divides its width among `count` items, so the width asked here is ignored.
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

      let groupHeight =
        columns == 1
        ? NSCollectionLayoutDimension.absolute(44)
        : NSCollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)

      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    return layout
  }
}

extension DistinctSectionsWindowController {
  private func configureHierarchy() {
    let textItemNib = NSNib(nibNamed: "TextItem", bundle: nil)
    collectionView.register(textItemNib, forItemWithIdentifier: TextItem.reuseIdentifier)

    let listItemNib = NSNib(nibNamed: "ListItem", bundle: nil)
    collectionView.register(listItemNib, forItemWithIdentifier: ListItem.reuseIdentifier)

    // Port: the XIB makes the collection view selectable with multiple selection.
    collectionView.isSelectable = true
    // Port: as above, from the XIB.
    collectionView.allowsMultipleSelection = true
    collectionView.collectionViewLayout = createLayout()
  }

  private func configureDataSource() {
    let dataSource = NSCollectionViewDiffableDataSource<SectionLayoutKind, Int>(
      collectionView: collectionView
    ) {
      (collectionView: NSCollectionView, indexPath: IndexPath, identifier: Int)
        -> NSCollectionViewItem? in
      // Port: no item for a section with no kind, where the sample force-unwraps.
      guard let section = SectionLayoutKind(rawValue: indexPath.section) else { return nil }
      if section == .list {
        if let item = collectionView.makeItem(
          withIdentifier: ListItem.reuseIdentifier, for: indexPath) as? ListItem
        {
          item.textField?.stringValue = "\(identifier)"
          return item
        } else {
          fatalError("Cannot create new item")
        }
      } else {
        if let item = collectionView.makeItem(
          withIdentifier: TextItem.reuseIdentifier, for: indexPath) as? TextItem
        {
          item.textField?.stringValue = "\(identifier)"
          if let box = item.view as? NSBox {
            box.cornerRadius = section == .grid5 ? 8 : 0
          }
          return item
        } else {
          fatalError("Cannot create new item")
        }
      }
    }
    // Port: kept through a local, as the property is optional.
    self.dataSource = dataSource

    let itemsPerSection = 10
    var snapshot = NSDiffableDataSourceSnapshot<SectionLayoutKind, Int>()
    SectionLayoutKind.allCases.forEach {
      snapshot.appendSections([$0])
      let itemOffset = $0.rawValue * itemsPerSection
      let itemUpperbound = itemOffset + itemsPerSection
      snapshot.appendItems(Array(itemOffset..<itemUpperbound))
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
