#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import AppKitCompat
import Testing

/// Registering item and supplementary classes and nibs, and making items from them; every
/// misuse AppKit raises for is a named error that changes nothing.
@Suite struct NSCollectionViewRegistrationTests {
  @Test func aRegisteredClassMakesItemsThatAreReusedAfterScrolling() {
    let (collectionView, dataSource) = rowsView([40])
    let shown = collectionView.visibleItems()
    #expect(shown.count == 10)
    #expect(shown.map { $0.textField?.stringValue } == (0..<10).map { "0.\($0)" })
    #expect(shown.allSatisfy { $0 is RecordingItem && $0.identifier == RecordingItem.identifier })
    #expect(shown.allSatisfy { $0.collectionView === collectionView })
    #expect(shown[3].view.frame == NSRect(x: 0, y: 132, width: 200, height: 44))
    collectionView.scroll(NSPoint(x: 0, y: 440))
    let next = collectionView.visibleItems()
    #expect(next.map { $0.textField?.stringValue } == (10..<20).map { "0.\($0)" })
    let reused = next.compactMap { $0 as? RecordingItem }.filter { $0.reuses > 0 }
    #expect(reused.count == 10)
    #expect(collectionView.indexPath(for: next[0]) == IndexPath(item: 10, section: 0))
    #expect(collectionView.lastError == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aNibHoldingOneItemIsRegisteredAndItsItemIsMadeForEachCell() throws {
    NSNib.define("OneItem") { RecordingItem() }
    let nib = try #require(NSNib(nibNamed: "OneItem", bundle: nil))
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    collectionView.register(nib, forItemWithIdentifier: RecordingItem.identifier)
    collectionView.collectionViewLayout = rowsLayout()
    let dataSource = CountsDataSource([3])
    collectionView.dataSource = dataSource
    let items = collectionView.visibleItems()
    #expect(items.count == 3)
    #expect(Set(items.map(ObjectIdentifier.init)).count == 3)
    #expect(collectionView.lastError == nil)
  }

  @Test func aNibThatIsNotOneItemIsRefusedAndTheRegistrationKept() throws {
    NSNib.define("TwoItems") { [RecordingItem(), RecordingItem()] }
    NSNib.define("AView") { NSView() }
    let (collectionView, dataSource) = rowsView([3])
    for name in ["TwoItems", "AView"] {
      collectionView.lastError = nil
      collectionView.register(
        NSNib(nibNamed: name, bundle: nil), forItemWithIdentifier: RecordingItem.identifier)
      #expect(collectionView.lastError == .invalidRegistration(RecordingItem.identifier))
    }
    collectionView.reloadData()
    #expect(collectionView.visibleItems().allSatisfy { $0 is RecordingItem })
    #expect(NSNib(nibNamed: "NoSuchNib", bundle: nil) == nil)
    withExtendedLifetime(dataSource) {}
  }

  @Test func aClassThatIsNotAnItemOrAnEmptyIdentifierIsRefused() {
    let collectionView = NSCollectionView(frame: .zero)
    collectionView.register(NSView.self, forItemWithIdentifier: RecordingItem.identifier)
    #expect(collectionView.lastError == .invalidRegistration(RecordingItem.identifier))
    let empty = NSUserInterfaceItemIdentifier("")
    collectionView.lastError = nil
    collectionView.register(RecordingItem.self, forItemWithIdentifier: empty)
    #expect(collectionView.lastError == .invalidRegistration(empty))
    collectionView.lastError = nil
    collectionView.register(
      NSView.self, forSupplementaryViewOfKind: "header", withIdentifier: RecordingHeader.identifier)
    #expect(collectionView.lastError == .invalidRegistration(RecordingHeader.identifier))
  }

  @Test func makingAnItemOfAnUnregisteredIdentifierGivesAFreshItemAndANamedError() {
    let (collectionView, dataSource) = rowsView([3])
    let unknown = NSUserInterfaceItemIdentifier("unknown")
    let item = collectionView.makeItem(withIdentifier: unknown, for: IndexPath(item: 0, section: 0))
    #expect(!(item is RecordingItem))
    #expect(collectionView.lastError == .itemIdentifierNotRegistered(unknown))
    collectionView.lastError = nil
    let view = collectionView.makeSupplementaryView(
      ofKind: "header", withIdentifier: unknown, for: IndexPath(item: 0, section: 0))
    #expect(view.subviews.isEmpty)
    #expect(
      collectionView.lastError
        == .supplementaryIdentifierNotRegistered(kind: "header", identifier: unknown))
    withExtendedLifetime(dataSource) {}
  }

  @Test func unregisteringWithNilStopsMakingThatIdentifier() {
    let (collectionView, dataSource) = rowsView([3])
    collectionView.register(nil as AnyClass?, forItemWithIdentifier: RecordingItem.identifier)
    _ = collectionView.makeItem(
      withIdentifier: RecordingItem.identifier, for: IndexPath(item: 0, section: 0))
    #expect(collectionView.lastError == .itemIdentifierNotRegistered(RecordingItem.identifier))
    withExtendedLifetime(dataSource) {}
  }

  @Test func anItemTheDataSourceMadeItselfIsShownAndNamed() {
    final class OwnItems: NSCollectionViewDataSource {
      func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 2 }
      func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
      ) -> NSCollectionViewItem {
        let item = NSCollectionViewItem()
        item.representedObject = indexPath.item
        return item
      }
    }
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    collectionView.collectionViewLayout = rowsLayout()
    let dataSource = OwnItems()
    collectionView.dataSource = dataSource
    let items = collectionView.visibleItems()
    #expect(items.compactMap { $0.representedObject as? Int } == [0, 1])
    #expect(items[1].view.frame == NSRect(x: 0, y: 44, width: 200, height: 44))
    #expect(
      collectionView.lastError == .itemNotMadeByCollectionView(IndexPath(item: 1, section: 0)))
  }

  @Test func supplementaryViewsAreMadeFromTheirRegistrationAndShownAtTheirFrames() throws {
    final class Headers: NSCollectionViewDataSource {
      func numberOfSections(in collectionView: NSCollectionView) -> Int { 2 }
      func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int)
        -> Int
      { 2 }
      func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath
      ) -> NSCollectionViewItem {
        collectionView.makeItem(withIdentifier: RecordingItem.identifier, for: indexPath)
      }
      func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind,
        at indexPath: IndexPath
      ) -> NSView {
        collectionView.makeSupplementaryView(
          ofKind: kind, withIdentifier: RecordingHeader.identifier, for: indexPath)
      }
    }
    let collectionView = NSCollectionView(frame: NSRect(x: 0, y: 0, width: 200, height: 440))
    collectionView.register(RecordingItem.self, forItemWithIdentifier: RecordingItem.identifier)
    collectionView.register(
      RecordingHeader.self, forSupplementaryViewOfKind: NSCollectionView.elementKindSectionHeader,
      withIdentifier: RecordingHeader.identifier)
    collectionView.collectionViewLayout = rowsLayout(header: true)
    let dataSource = Headers()
    collectionView.dataSource = dataSource
    let kind = NSCollectionView.elementKindSectionHeader
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: kind).sorted() == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
      ])
    // Section 0: header 0…30, rows 30…118; section 1's header at 118.
    let second = try #require(
      collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))
        as? RecordingHeader)
    #expect(second.frame == NSRect(x: 0, y: 118, width: 200, height: 30))
    #expect(second.applied.last?.frame == second.frame)
    #expect(
      collectionView.frameForItem(at: IndexPath(item: 1, section: 1))
        == NSRect(x: 0, y: 192, width: 200, height: 44))
    #expect(collectionView.visibleSupplementaryViews(ofKind: kind).count == 2)
    #expect(collectionView.lastError == nil)
  }
}
#endif
