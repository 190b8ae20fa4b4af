#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// A diffable data source's supplementary view provider written for UIKit, dequeuing from
/// the closure's first argument, shows registered, configured headers.
@Suite struct SupplementaryViewProviderTests {
  final class TitleView: UICollectionReusableView {
    var title = ""
  }

  @Test func aProviderWrittenForUIKitShowsConfiguredHeaders() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.headedListSection()))
    let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
    let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "header") {
      view, kind, indexPath in
      view.title = "\(kind) \(indexPath.section)"
    }
    let dataSource = UICollectionViewDiffableDataSource<String, String>(
      collectionView: collectionView
    ) { collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    // UIKit's provider, verbatim.
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems(["1", "2"], toSection: "a")
    snapshot.appendItems(["3"], toSection: "b")
    dataSource.apply(snapshot)
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(dataSource) {} }

    let titles = collectionView.visibleSupplementaryViews(ofKind: "header").map {
      ($0 as? TitleView)?.title
    }
    #expect(titles == ["header 0", "header 1"])
    // Section 1's header follows section 0's header and two rows.
    #expect(
      collectionView.visibleSupplementaryViews(ofKind: "header").map(\.frame.minY) == [0, 132])
    #expect(collectionView.lastError == nil)
  }

  @Test func dequeuesOutsideAPassMakeAConfiguredViewEachTime() {
    let view = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.headedListSection()))
    let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "header") {
      view, _, indexPath in
      view.title = "section \(indexPath.section)"
    }
    let first = view.dequeueConfiguredReusableSupplementary(
      using: header, for: IndexPath(item: 0, section: 0))
    let second = view.dequeueConfiguredReusableSupplementary(
      using: header, for: IndexPath(item: 0, section: 0))
    #expect(first.title == "section 0")
    #expect(first !== second)
    let plain = view.dequeueReusableSupplementaryView(
      ofKind: "header", withReuseIdentifier: "x", for: IndexPath(item: 0, section: 0))
    #expect(plain.reuseIdentifier == nil)
    #expect(
      view.lastError
        == .supplementaryReuseIdentifierNotRegistered(kind: "header", reuseIdentifier: "x"))
  }
}
#endif
