import AppKitCompat

/// An item that remembers the identifier it was made for.
final class ValueItem: NSCollectionViewItem {
  static let identifier = NSUserInterfaceItemIdentifier("value")
  var value: Int?
}

/// AppKit's spelling of the collection view under test: an `NSCollectionView` with a grid of
/// `columns` columns of fixed-height rows over a diffable data source, driven through
/// AppKit's calls (sets of index paths, clicks with modifier keys, scroll positions that may
/// conflict). It shows its items through UIKitCompat's runtime, so the same properties hold.
final class MacCollectionViewUnderTest: ViewUnderTest {
  let columns: Int
  let rowHeight: CGFloat
  let view: NSCollectionView
  let dataSource: NSCollectionViewDiffableDataSource<Int, Int>

  init(_ input: inout FuzzInput) {
    columns = 1 + input.below(4)
    rowHeight = CGFloat(20 + input.below(80))
    (view, dataSource) = Self.make(
      columns: columns, rowHeight: rowHeight, frame: CGRect(x: 0, y: 0, width: 240, height: 320))
    view.isSelectable = input.bool()
    view.allowsMultipleSelection = input.bool()
    view.allowsEmptySelection = input.bool()
    dataSource.applySnapshotUsingReloadData(input.firstSnapshot())
  }

  static func make(columns: Int, rowHeight: CGFloat, frame: CGRect)
    -> (NSCollectionView, NSCollectionViewDiffableDataSource<Int, Int>)
  {
    let view = NSCollectionView(frame: frame)
    view.register(ValueItem.self, forItemWithIdentifier: ValueItem.identifier)
    view.collectionViewLayout = NSCollectionViewCompositionalLayout(
      section: gridSection(columns: columns, rowHeight: rowHeight))
    let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: view) {
      view, indexPath, value in
      let item = view.makeItem(withIdentifier: ValueItem.identifier, for: indexPath)
      (item as? ValueItem)?.value = value
      return item
    }
    return (view, dataSource)
  }

  var snapshot: NSDiffableDataSourceSnapshot<Int, Int> { dataSource.snapshot() }

  func make(_ call: ViewCall, _ input: inout FuzzInput) -> Bool {
    view.lastError = nil
    switch call {
    case .apply(let animated):
      dataSource.apply(input.edited(snapshot), animatingDifferences: animated)
      return false
    case .batch:
      let edits = input.batch(in: snapshot)
      view.performBatchUpdates({
        for edit in edits {
          switch edit.kind {
          case 0: self.view.insertItems(at: [edit.to])
          case 1: self.view.deleteItems(at: [edit.from])
          case 2: self.view.moveItem(at: edit.from, to: edit.to)
          case 3: self.view.reloadItems(at: [edit.from])
          default: self.view.deleteSections(IndexSet(integer: edit.from.section))
          }
        }
      })
      // As for UIKit's collection view: the data did not take the batch.
      if view.lastError == nil { view.reloadData() }
    case .scroll:
      if input.bool() {
        view.scroll(input.point())
      } else {
        // Any two of AppKit's positions, which may ask for two on one axis (refused).
        let positions: [NSCollectionView.ScrollPosition] = [
          .top, .centeredVertically, .bottom, .nearestHorizontalEdge, .left,
          .centeredHorizontally, .right, .leadingEdge, .trailingEdge, .nearestVerticalEdge, [],
        ]
        view.scrollToItems(
          at: [input.indexPath(in: snapshot), input.indexPath(in: snapshot)],
          scrollPosition: input.pick(positions).union(input.pick(positions)))
      }
    case .select:
      let indexPath = input.indexPath(in: snapshot)
      switch input.below(4) {
      case 0: view.selectionIndexPaths = [indexPath, input.indexPath(in: snapshot)]
      case 1: view.deselectItems(at: [indexPath])
      case 2: view.clickEmptySpace()
      default:
        let modifiers: [NSEvent.ModifierFlags] = [[], .command, .shift, [.command, .shift]]
        view.clickItem(at: indexPath, modifierFlags: input.pick(modifiers))
      }
    case .move:
      view.selectAll(nil)
      return false
    case .reconfigure:
      view.reloadItems(at: [input.indexPath(in: snapshot)])
    case .resize:
      // A frame that is not finite is kept out by the view: nothing to refuse.
      view.frame = input.frame()
      return false
    }
    return view.lastError != nil
  }

  func settle() { view.layoutSubtreeIfNeeded() }

  var state: ViewState {
    ViewState(
      sections: snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) },
      frame: view.frame, contentOffset: view.visibleRect.origin,
      selected: view.selectionIndexPaths.sorted(),
      shown: Self.shown(in: view))
  }

  var freshState: ViewState {
    let (fresh, freshSource) = Self.make(
      columns: columns, rowHeight: rowHeight, frame: view.frame)
    freshSource.applySnapshotUsingReloadData(snapshot)
    fresh.scroll(view.visibleRect.origin)
    fresh.layoutSubtreeIfNeeded()
    return withExtendedLifetime(freshSource) {
      ViewState(
        sections: [], frame: fresh.frame, contentOffset: fresh.visibleRect.origin, selected: [],
        shown: Self.shown(in: fresh))
    }
  }

  private static func shown(in view: NSCollectionView) -> [ViewState.Shown] {
    view.visibleItems().compactMap { item in
      view.indexPath(for: item).map {
        ViewState.Shown(indexPath: $0, frame: item.view.frame, item: (item as? ValueItem)?.value)
      }
    }
  }

  func item(at indexPath: IndexPath) -> Int? { dataSource.itemIdentifier(for: indexPath) }

  var refusal: String { String(describing: view.lastError) }
}
