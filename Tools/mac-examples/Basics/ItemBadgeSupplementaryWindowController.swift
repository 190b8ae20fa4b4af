#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// A hundred rounded, shadowed items four to a row, each with a green badge at its top
/// trailing corner showing a count of 0, 1 or 2, hidden at 0: the sample's Item Badges window.
public final class ItemBadgeSupplementaryWindowController: NSWindowController {
  /// The kind of the badge attached to every item.
  public static let badgeElementKind = "badge-element-kind"
  /// The identifier the badge view is registered and reused under.
  public static let badgeSupplementaryViewReuseIdentifier = NSUserInterfaceItemIdentifier(
    "contact-badge-reuse-identifier")

  enum Section {
    case main
  }

  struct Model: Hashable {
    let title: String
    let badgeCount: Int

    let identifier = UUID()
    func hash(into hasher: inout Hasher) {
      hasher.combine(identifier)
    }
  }

  // Port: optional rather than implicitly unwrapped (house lint).
  private var dataSource: NSCollectionViewDiffableDataSource<Section, Model>? = nil
  // Port: the XIB's outlet is made here and placed by `loadWindow()`.
  /// The window's collection view.
  public let collectionView = NSCollectionView(frame: .zero)
  // Port: the sample draws each count with `Int.random(in: 0..<3)`; a test gives its own here.
  /// The badge count of the item numbered by the argument, read once per item when the window
  /// loads: 0, 1 or 2 at random, as in the sample, unless set before then.
  public var badgeCount: (Int) -> Int = { _ in Int.random(in: 0..<3) }

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

extension ItemBadgeSupplementaryWindowController {
  private func createLayout() -> NSCollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: ItemBadgeSupplementaryWindowController.badgeElementKind,
      containerAnchor: badgeAnchor)

    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.22), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)

    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)

    return NSCollectionViewCompositionalLayout(section: section)
  }
}

extension ItemBadgeSupplementaryWindowController {
  private func configureHierarchy() {
    let itemNib = NSNib(nibNamed: "TextItem", bundle: nil)
    collectionView.register(itemNib, forItemWithIdentifier: TextItem.reuseIdentifier)

    let badgeSupplementaryNib = NSNib(nibNamed: "BadgeSupplementaryView", bundle: nil)
    collectionView.register(
      badgeSupplementaryNib,
      forSupplementaryViewOfKind: ItemBadgeSupplementaryWindowController.badgeElementKind,
      withIdentifier: ItemBadgeSupplementaryWindowController.badgeSupplementaryViewReuseIdentifier)

    // Port: the XIB makes the collection view selectable with multiple selection.
    collectionView.isSelectable = true
    // Port: as above, from the XIB.
    collectionView.allowsMultipleSelection = true
    // Port: the XIB's background colour.
    collectionView.backgroundColors = [.windowBackgroundColor]
    collectionView.collectionViewLayout = createLayout()
  }

  func configureDataSource() {
    let dataSource = NSCollectionViewDiffableDataSource<Section, Model>(
      collectionView: collectionView,
      itemProvider: {
        (collectionView: NSCollectionView, indexPath: IndexPath, model: Model)
          -> NSCollectionViewItem? in
        let item = collectionView.makeItem(
          withIdentifier: TextItem.reuseIdentifier, for: indexPath)
        item.textField?.stringValue = model.title
        if let box = item.view as? NSBox {
          box.cornerRadius = 8
        }
        let shadow = NSShadow()
        shadow.shadowOffset = NSSize(width: 2, height: -2)
        shadow.shadowBlurRadius = 2
        item.view.shadow = shadow
        return item
      })
    // Port: `[weak self]`; the sample's provider holds the controller, which holds the data
    // source, which holds the provider: a cycle that outlives the window.
    dataSource.supplementaryViewProvider = {
      [weak self] (collectionView: NSCollectionView, kind: String, indexPath: IndexPath)
        -> (NSView & NSCollectionViewElement)? in
      // Port: `self?.dataSource?`, the controller held weakly and the property optional.
      guard let model = self?.dataSource?.itemIdentifier(for: indexPath) else { return nil }
      let hasBadgeCount = model.badgeCount > 0
      if let badgeView = collectionView.makeSupplementaryView(
        ofKind: kind,
        withIdentifier: ItemBadgeSupplementaryWindowController
          .badgeSupplementaryViewReuseIdentifier,
        for: indexPath) as? BadgeView
      {
        if let label = badgeView.contentView?.subviews.first as? NSTextField {
          label.stringValue = "\(model.badgeCount)"
        }
        badgeView.isHidden = !hasBadgeCount
        return badgeView
      } else {
        fatalError("Cannot create new supplementary")
      }
    }
    // Port: kept through a local, as the property is optional.
    self.dataSource = dataSource

    var snapshot = NSDiffableDataSourceSnapshot<Section, Model>()
    snapshot.appendSections([.main])
    // Port: `badgeCount` in place of `Int.random(in: 0..<3)`, so a test can choose the counts.
    let models = (0..<100).map { Model(title: "\($0)", badgeCount: badgeCount($0)) }
    snapshot.appendItems(models)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

// Port: `BadgeView` and `NSColor.cornflowerBlue`, declared at the end of this file in the
// sample, are in Shared/ (BadgeView.swift, TextItem.swift), as other windows use them too.
#endif
