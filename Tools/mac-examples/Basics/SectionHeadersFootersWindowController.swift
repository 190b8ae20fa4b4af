#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// Five sections of five 44 pt rows, each section between a header and a footer naming it:
/// the sample's Section Headers and Footers window.
public final class SectionHeadersFootersWindowController: NSWindowController {
  /// The kind of each section's header.
  public static let sectionHeaderElementKind = "section-header-element-kind"
  /// The kind of each section's footer.
  public static let sectionFooterElementKind = "section-footer-element-kind"

  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<Int, Int>? = nil
  // Port: the XIB's outlet is made here and placed by `loadWindow()`.
  /// The window's collection view.
  public let collectionView = NSCollectionView(frame: .zero)

  // Port: the window the XIB describes, built in code.
  public override func loadWindow() {
    let window = SampleWindow.make(
      size: NSSize(width: 320, height: 600), showing: collectionView)
    // Port: this XIB's minimum content size is narrower than the other windows'.
    window.contentMinSize = NSSize(width: 240, height: 240)
    self.window = window
  }

  public override func windowDidLoad() {
    super.windowDidLoad()
    configureHierarchy()
    configureDataSource()
  }
}

extension SectionHeadersFootersWindowController {
  private func createLayout() -> NSCollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)

    let headerFooterSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: SectionHeadersFootersWindowController.sectionHeaderElementKind,
      alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: SectionHeadersFootersWindowController.sectionFooterElementKind,
      alignment: .bottom)
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]

    return NSCollectionViewCompositionalLayout(section: section)
  }
}

extension SectionHeadersFootersWindowController {
  private func configureHierarchy() {
    let itemNib = NSNib(nibNamed: "TextItem", bundle: nil)
    collectionView.register(itemNib, forItemWithIdentifier: TextItem.reuseIdentifier)

    let titleSupplementaryNib = NSNib(nibNamed: "TitleSupplementaryView", bundle: nil)
    collectionView.register(
      titleSupplementaryNib,
      forSupplementaryViewOfKind: SectionHeadersFootersWindowController.sectionHeaderElementKind,
      withIdentifier: TitleSupplementaryView.reuseIdentifier)
    collectionView.register(
      titleSupplementaryNib,
      forSupplementaryViewOfKind: SectionHeadersFootersWindowController.sectionFooterElementKind,
      withIdentifier: TitleSupplementaryView.reuseIdentifier)

    // Port: the XIB makes the collection view selectable with multiple selection.
    collectionView.isSelectable = true
    // Port: as above, from the XIB.
    collectionView.allowsMultipleSelection = true
    // Port: the XIB's background colour.
    collectionView.backgroundColors = [.windowBackgroundColor]
    collectionView.collectionViewLayout = createLayout()
  }

  private func configureDataSource() {
    let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) {
      (collectionView: NSCollectionView, indexPath: IndexPath, identifier: Int)
        -> NSCollectionViewItem? in
      let item = collectionView.makeItem(withIdentifier: TextItem.reuseIdentifier, for: indexPath)
      item.textField?.stringValue = "\(indexPath.section),\(indexPath.item)"
      return item
    }
    dataSource.supplementaryViewProvider = {
      (collectionView: NSCollectionView, kind: String, indexPath: IndexPath)
        -> (NSView & NSCollectionViewElement)? in
      if let supplementaryView = collectionView.makeSupplementaryView(
        ofKind: kind,
        withIdentifier: TitleSupplementaryView.reuseIdentifier,
        for: indexPath) as? TitleSupplementaryView
      {
        let viewKind =
          kind == SectionHeadersFootersWindowController.sectionHeaderElementKind
          ? "Header" : "Footer"
        supplementaryView.label.stringValue = "\(viewKind) for section \(indexPath.section)"
        return supplementaryView
      } else {
        fatalError("Cannot create new supplementary")
      }
    }
    // Port: kept through a local, as the property is optional.
    self.dataSource = dataSource

    let itemsPerSection = 5
    let sections = Array(0..<5)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    sections.forEach {
      snapshot.appendSections([$0])
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
#endif
