#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// A `.groupPagingCentered` row rests with its first group centred before anything scrolls
/// (rule 20).
@Suite struct CenteredGroupPagingAtRestTests {
  /// One row of 300 × 100 groups, 10 pt apart, in a 390 pt wide view.
  static func collectionView() -> CountedCollectionView {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(300), heightDimension: .absolute(100)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: section),
      size: CGSize(width: 390, height: 844), itemCounts: [5])
  }

  @Test func theFirstGroupRestsCentredBeforeAnyScroll() {
    let collectionView = Self.collectionView()
    let first = IndexPath(item: 0, section: 0)
    // (390 − 300) / 2 = 45 on each side.
    #expect(
      collectionView.layoutAttributesForItem(at: first)?.frame
        == CGRect(x: 45, y: 0, width: 300, height: 100))
    #expect(collectionView.orthogonalScrollingOffset(inSection: 0) == -45)
    collectionView.layoutIfNeeded()
    #expect(collectionView.cellForItem(at: first)?.frame.minX == 45)
    // The second group shows its first 35 pt at the trailing edge: 45 + 300 + 10 = 355.
    #expect(collectionView.visibleCells.map(\.frame.minX) == [45, 355])
  }
}
#endif
