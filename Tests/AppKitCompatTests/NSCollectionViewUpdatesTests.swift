#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// Batch updates, reloads and diffable snapshots through AppKit's spelling: the runtime's
/// checks apply, and what it refuses is named and loses nothing.
@Suite struct NSCollectionViewUpdatesTests {
  static func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
  }

  @Test func aBatchInsertsDeletesAndMovesAndThenCompletes() {
    let (collectionView, dataSource) = rowsView([5])
    var finished: [Bool] = []
    dataSource.counts = [6]
    collectionView.performBatchUpdates(
      {
        collectionView.insertItems(at: [Self.path(0), Self.path(1)])
        collectionView.deleteItems(at: [Self.path(4)])
      }, completionHandler: { finished.append($0) })
    #expect(finished == [true])
    #expect(collectionView.numberOfItems(inSection: 0) == 6)
    #expect(
      collectionView.visibleItems().map { $0.textField?.stringValue } == (0..<6).map { "0.\($0)" })
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aBatchThroughTheAnimatorIsDoneWhenItReturns() {
    let (collectionView, dataSource) = rowsView([5])
    #expect(collectionView.animator() === collectionView)
    dataSource.counts = [6]
    var finished: [Bool] = []
    collectionView.animator().performBatchUpdates(
      { collectionView.insertItems(at: [Self.path(0)]) },
      completionHandler: { finished.append($0) })
    #expect(finished == [true])
    // Every row already at its new place: the sixth row below the fifth, 44 pt apart.
    #expect(collectionView.frameForItem(at: Self.path(5)).minY == 220)
    #expect(collectionView.item(at: Self.path(5))?.view.frame.minY == 220)
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aBatchTheCountsContradictIsRefusedAndTheViewKeepsWhatItShowed() {
    let (collectionView, dataSource) = rowsView([5])
    dataSource.counts = [7]
    collectionView.performBatchUpdates({
      collectionView.insertItems(at: [Self.path(0)])
    })
    guard case .refused(.updateRefused) = collectionView.lastError else {
      Issue.record("expected a refused update, got \(String(describing: collectionView.lastError))")
      return
    }
    #expect(collectionView.numberOfItems(inSection: 0) == 5)
    #expect(collectionView.indexPathsForVisibleItems().count == 5)
    collectionView.reloadData()
    #expect(collectionView.indexPathsForVisibleItems().count == 7)
    withExtendedLifetime(dataSource) {}
  }

  @Test func theDelegateHearsOfItemsShownAndNoLongerShown() {
    let (collectionView, dataSource) = rowsView([30])
    let delegate = RecordingDelegate()
    collectionView.delegate = delegate
    collectionView.reloadData()
    _ = collectionView.visibleItems()
    delegate.calls = []
    collectionView.scroll(NSPoint(x: 0, y: 88))
    _ = collectionView.visibleItems()
    #expect(
      delegate.calls == [
        "didEndDisplaying 0", "didEndDisplaying 1", "willDisplay 10", "willDisplay 11",
      ])
    withExtendedLifetime(dataSource) {}
  }

  @Test func aDiffableDataSourceAppliesSnapshotsByDifferenceOrByReloading() {
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    collectionView.register(RecordingItem.self, forItemWithIdentifier: RecordingItem.identifier)
    collectionView.collectionViewLayout = rowsLayout()
    let dataSource = NSCollectionViewDiffableDataSource<String, Int>(collectionView: collectionView)
    {
      collectionView, indexPath, identifier in
      let item = collectionView.makeItem(withIdentifier: RecordingItem.identifier, for: indexPath)
      item.textField?.stringValue = "#\(identifier)"
      return item
    }
    #expect(collectionView.dataSource === dataSource)
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    snapshot.appendSections(["a"])
    snapshot.appendItems([10, 20, 30])
    dataSource.apply(snapshot, animatingDifferences: false)
    #expect(
      collectionView.visibleItems().map { $0.textField?.stringValue } == ["#10", "#20", "#30"])
    snapshot.deleteItems([10])
    snapshot.appendItems([40])
    dataSource.apply(snapshot)
    #expect(
      collectionView.visibleItems().map { $0.textField?.stringValue } == ["#20", "#30", "#40"])
    #expect(dataSource.itemIdentifier(for: Self.path(2)) == 40)
    #expect(dataSource.indexPath(for: 30) == Self.path(1))
    #expect(dataSource.sectionIdentifier(for: 0) == "a")
    var reloaded = NSDiffableDataSourceSnapshot<String, Int>()
    reloaded.appendSections(["b"])
    reloaded.appendItems([7])
    dataSource.applySnapshotUsingReloadData(reloaded)
    #expect(collectionView.visibleItems().map { $0.textField?.stringValue } == ["#7"])
    #expect(collectionView.lastError == nil)
  }

  @Test func anAnimatedApplyEndsBeforeItReturns() {
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    collectionView.register(RecordingItem.self, forItemWithIdentifier: RecordingItem.identifier)
    collectionView.collectionViewLayout = rowsLayout()
    let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.makeItem(withIdentifier: RecordingItem.identifier, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1, 2, 3])
    dataSource.apply(snapshot, animatingDifferences: false)
    collectionView.frame.size = NSSize(width: 140, height: 420)
    snapshot.appendSections([1])
    snapshot.appendItems([4, 5], toSection: 1)
    snapshot.deleteItems([1])
    dataSource.apply(snapshot, animatingDifferences: true)
    // Rows of 44 pt: 2 and 3 at 0 and 44, then section 1's 4 and 5 at 88 and 132.
    #expect(collectionView.indexPathsForVisibleItems().count == 4)
    #expect(collectionView.visibleItems().map(\.view.frame.minY) == [0, 44, 88, 132])
    #expect(
      collectionView.frameForItem(at: Self.path(1, 1))
        == NSRect(x: 0, y: 132, width: 140, height: 44))
  }

  @Test func aDiffableDataSourceMakesSupplementaryViewsThroughItsProvider() throws {
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    collectionView.register(RecordingItem.self, forItemWithIdentifier: RecordingItem.identifier)
    collectionView.register(
      RecordingHeader.self, forSupplementaryViewOfKind: NSCollectionView.elementKindSectionHeader,
      withIdentifier: RecordingHeader.identifier)
    collectionView.collectionViewLayout = rowsLayout(header: true)
    let dataSource = NSCollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, _ in
      collectionView.makeItem(withIdentifier: RecordingItem.identifier, for: indexPath)
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      let header = collectionView.makeSupplementaryView(
        ofKind: kind, withIdentifier: RecordingHeader.identifier, for: indexPath)
      header.identifier = NSUserInterfaceItemIdentifier("section \(indexPath.section)")
      return header as? RecordingHeader
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems([1, 2], toSection: 0)
    snapshot.appendItems([3], toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
    let header = try #require(
      collectionView.supplementaryView(
        forElementKind: NSCollectionView.elementKindSectionHeader, at: Self.path(0, 1)))
    #expect(header.identifier?.rawValue == "section 1")
    #expect(header.frame == NSRect(x: 0, y: 118, width: 200, height: 30))
    #expect(collectionView.lastError == nil)
  }
}
#endif
