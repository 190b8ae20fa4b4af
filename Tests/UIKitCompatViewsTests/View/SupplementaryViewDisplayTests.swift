#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Supplementary views come from the data source through a `SupplementaryRegistration`,
/// are shown where the layout puts them, and tell the delegate when they come and go.
@Suite struct SupplementaryViewDisplayTests {
  final class TitleView: UICollectionReusableView {
    var title: String?

    override func prepareForReuse() {
      title = nil
    }
  }

  /// Two sections of 44 pt rows under 44 pt headers of kind "header".
  final class Sections: UICollectionViewDataSource {
    let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "header") {
      view, _, indexPath in
      view.title = "Section \(indexPath.section)"
    }
    let cell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, item in
      var content = UIListContentConfiguration.cell()
      content.text = "Row \(item)"
      cell.contentConfiguration = content
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { 10 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      collectionView.dequeueConfiguredReusableCell(
        using: cell, for: indexPath, item: indexPath.item)
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
    }
  }

  final class Recorder: UICollectionViewDelegate {
    var calls: [String] = []

    func collectionView(
      _ collectionView: UICollectionView,
      willDisplaySupplementaryView view: UICollectionReusableView,
      forElementKind elementKind: String, at indexPath: IndexPath
    ) {
      calls.append("willDisplay \(elementKind) \(indexPath.section)")
    }

    func collectionView(
      _ collectionView: UICollectionView,
      didEndDisplayingSupplementaryView view: UICollectionReusableView,
      forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
      calls.append("didEndDisplaying \(elementKind) \(indexPath.section)")
    }
  }

  @Test func headersComeAndGoWithTheirSections() {
    let collectionView = UICollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 300),
      collectionViewLayout: UICollectionViewCompositionalLayout(
        section: SampleLayouts.headedListSection()))
    let sections = Sections()
    let recorder = Recorder()
    collectionView.dataSource = sections
    collectionView.delegate = recorder
    // The view holds its data source weakly, as UIKit's does: keep it to the end.
    defer { withExtendedLifetime(sections) {} }

    let headers = collectionView.visibleSupplementaryViews(ofKind: "header")
    #expect(headers.compactMap { ($0 as? TitleView)?.title } == ["Section 0"])
    #expect(headers.first?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.listContent?.text
        == "Row 1")
    // Section 1's header is at 484 (44 + 10 × 44): scrolled to 400, both headers show.
    collectionView.contentOffset = CGPoint(x: 0, y: 400)
    #expect(
      collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [
        IndexPath(item: 0, section: 1)
      ])
    let second = collectionView.supplementaryView(
      forElementKind: "header", at: IndexPath(item: 0, section: 1))
    #expect((second as? TitleView)?.title == "Section 1")
    #expect(second?.frame == CGRect(x: 0, y: 484, width: 320, height: 44))
    #expect(
      recorder.calls == [
        "willDisplay header 0", "didEndDisplaying header 0", "willDisplay header 1",
      ])
    #expect(collectionView.lastError == nil)
  }
}
#endif
