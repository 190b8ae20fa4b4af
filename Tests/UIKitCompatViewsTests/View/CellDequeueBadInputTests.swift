#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Where UIKit raises on registration and dequeue, the view records a named error and hands
/// back a fresh view.
@Suite struct CellDequeueBadInputTests {
  static func collectionView() -> UICollectionView {
    UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.headedListSection()))
  }

  @Test func dequeuingAnUnregisteredIdentifierRecordsItsError() {
    let collectionView = Self.collectionView()
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
    #expect(collectionView.lastError == .cellReuseIdentifierNotRegistered("missing"))
    #expect(cell.reuseIdentifier == nil)
    #expect(type(of: cell) == UICollectionViewCell.self)
  }

  @Test func dequeuingAnUnregisteredSupplementaryRecordsItsError() {
    let collectionView = Self.collectionView()
    collectionView.register(
      UICollectionReusableView.self, forSupplementaryViewOfKind: "footer",
      withReuseIdentifier: "title")
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: "header", withReuseIdentifier: "title", for: IndexPath(item: 0, section: 0))
    #expect(
      collectionView.lastError
        == .supplementaryReuseIdentifierNotRegistered(kind: "header", reuseIdentifier: "title"))
    #expect(view.reuseIdentifier == nil)
  }

  @Test func registeringAClassThatIsNoCellChangesNothing() {
    let collectionView = Self.collectionView()
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(UICollectionReusableView.self, forCellWithReuseIdentifier: "cell")
    #expect(collectionView.lastError == .registeredClassNotReusable(reuseIdentifier: "cell"))
    let cell = collectionView.dequeueReusableCell(
      withReuseIdentifier: "cell", for: IndexPath(item: 0, section: 0))
    #expect(cell.reuseIdentifier == "cell")
  }

  @Test func aProviderWithoutACellShowsAPlainOneAndRecordsIt() {
    let collectionView = Self.collectionView()
    let dataSource = UICollectionViewDiffableDataSource<Int, Int>(
      collectionView: collectionView
    ) { _, _, _ in nil }
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([7])
    dataSource.apply(snapshot)
    #expect(collectionView.visibleCells.count == 1)
    #expect(collectionView.lastError == .cellProviderReturnedNil(IndexPath(item: 0, section: 0)))
    // The header has no provider: a plain view shows in its place.
    let header = collectionView.supplementaryView(
      forElementKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
  }
}
#endif
