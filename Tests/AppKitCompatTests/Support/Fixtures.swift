#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat

/// An item that records the highlight states and selections it was given, in order.
final class RecordingItem: NSCollectionViewItem {
  static let identifier = NSUserInterfaceItemIdentifier("recording")
  var highlights: [NSCollectionViewItem.HighlightState] = []
  var selections: [Bool] = []
  var reuses = 0

  override var highlightState: NSCollectionViewItem.HighlightState {
    didSet { highlights.append(highlightState) }
  }

  override var isSelected: Bool {
    didSet { selections.append(isSelected) }
  }

  override func loadView() {
    let field = NSTextField(labelWithString: "")
    view = NSView()
    view.addSubview(field)
    textField = field
  }

  override func prepareForReuse() {
    reuses += 1
  }
}

/// A supplementary view that keeps the attributes it was shown with.
final class RecordingHeader: NSView, NSCollectionViewElement {
  static let identifier = NSUserInterfaceItemIdentifier("header")
  var applied: [NSCollectionViewLayoutAttributes] = []

  func apply(_ layoutAttributes: NSCollectionViewLayoutAttributes) {
    applied.append(layoutAttributes)
  }
}

/// A plain data source over item counts, making `RecordingItem`s labelled "section.item".
final class CountsDataSource: NSCollectionViewDataSource {
  var counts: [Int]
  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in collectionView: NSCollectionView) -> Int { counts.count }

  func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int)
    -> Int
  { counts[section] }

  func collectionView(
    _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
  ) -> NSCollectionViewItem {
    let item = collectionView.makeItem(withIdentifier: RecordingItem.identifier, for: indexPath)
    item.textField?.stringValue = "\(indexPath.section).\(indexPath.item)"
    return item
  }
}

/// A delegate that records what it is told and approves only what `approve` allows.
final class RecordingDelegate: NSCollectionViewDelegate {
  var approve: (IndexPath) -> Bool = { _ in true }
  var approveHighlight: (IndexPath) -> Bool = { _ in true }
  var calls: [String] = []

  func collectionView(
    _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath> {
    calls.append("shouldSelect \(indexPaths.sorted().map(\.item))")
    return indexPaths.filter(approve)
  }

  func collectionView(
    _ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>
  ) {
    calls.append("didSelect \(indexPaths.sorted().map(\.item))")
  }

  func collectionView(
    _ collectionView: NSCollectionView, shouldDeselectItemsAt indexPaths: Set<IndexPath>
  ) -> Set<IndexPath> {
    calls.append("shouldDeselect \(indexPaths.sorted().map(\.item))")
    return indexPaths
  }

  func collectionView(
    _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>
  ) {
    calls.append("didDeselect \(indexPaths.sorted().map(\.item))")
  }

  func collectionView(
    _ collectionView: NSCollectionView, shouldChangeItemsAt indexPaths: Set<IndexPath>,
    to highlightState: NSCollectionViewItem.HighlightState
  ) -> Set<IndexPath> {
    highlightState == .forSelection ? indexPaths.filter(approveHighlight) : indexPaths
  }

  func collectionView(
    _ collectionView: NSCollectionView, didChangeItemsAt indexPaths: Set<IndexPath>,
    to highlightState: NSCollectionViewItem.HighlightState
  ) {
    calls.append("didChange \(indexPaths.sorted().map(\.item)) \(highlightState)")
  }

  func collectionView(
    _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath
  ) {
    calls.append("willDisplay \(indexPath.item)")
  }

  func collectionView(
    _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
    forRepresentedObjectAt indexPath: IndexPath
  ) {
    calls.append("didEndDisplaying \(indexPath.item)")
  }
}

/// A list of 44 pt rows, one per item, in sections with 10 pt insets and a 30 pt header.
func rowsLayout(header: Bool = false) -> NSCollectionViewCompositionalLayout {
  let item = NSCollectionLayoutItem(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
  let group = NSCollectionLayoutGroup.horizontal(
    layoutSize: NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
    subitems: [item])
  let section = NSCollectionLayoutSection(group: group)
  if header {
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
        elementKind: NSCollectionView.elementKindSectionHeader, alignment: .top)
    ]
  }
  return NSCollectionViewCompositionalLayout(section: section)
}

/// A 200 × 440 collection view of 44 pt rows over `counts`, with `RecordingItem`s
/// registered; the data source is returned to keep it alive.
func rowsView(_ counts: [Int], header: Bool = false) -> (NSCollectionView, CountsDataSource) {
  let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
  collectionView.register(RecordingItem.self, forItemWithIdentifier: RecordingItem.identifier)
  collectionView.collectionViewLayout = rowsLayout(header: header)
  let dataSource = CountsDataSource(counts)
  collectionView.dataSource = dataSource
  return (collectionView, dataSource)
}
#endif
