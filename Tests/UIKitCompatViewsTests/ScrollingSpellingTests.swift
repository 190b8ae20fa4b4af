#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatViews

/// Scrolling through UIKit's spellings: scroll positions, animated offsets, row properties.
@Suite struct ScrollingSpellingTests {
  static func view() -> CountedCollectionView {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let rows = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let cards = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .absolute(100)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout { sectionIndex, _ in
      guard sectionIndex == 0 else { return NSCollectionLayoutSection(group: rows) }
      let carousel = NSCollectionLayoutSection(group: cards)
      carousel.orthogonalScrollingBehavior = .groupPaging
      carousel.orthogonalScrollingProperties.decelerationRate = .fast
      carousel.orthogonalScrollingProperties.bounce = .never
      return carousel
    }
    return CountedCollectionView(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [10, 100])
  }
}

extension ScrollingSpellingTests {
  @Test func scrollToItemCentresAListRow() {
    let view = Self.view()
    view.scrollToItem(at: IndexPath(item: 50, section: 1), at: .centeredVertically, animated: false)
    // Row 50 of section 1 starts at 100 + 50 · 44 = 2300; centred: 2300 − (812 − 44) / 2.
    #expect(view.contentOffset.y == 1916)
    #expect(view.lastError == nil)
  }

  @Test func scrollToItemMovesTheCarouselRow() {
    let view = Self.view()
    view.scrollToItem(at: IndexPath(item: 3, section: 0), at: .left, animated: false)
    #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == 0)
  }

  @Test func animatedOffsetArrivesOverSimulatedTime() {
    let view = Self.view()
    view.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
    #expect(view.contentOffset.y == 0)
    for _ in 0..<240 { view.advance(by: 1.0 / 120) }
    #expect(abs(view.contentOffset.y - 500) < 0.5)
  }

  @Test func unknownItemIsKeptAsAnErrorAndNothingMoves() {
    let view = Self.view()
    view.scrollToItem(at: IndexPath(item: 500, section: 1), at: .top, animated: false)
    #expect(view.lastError != nil)
    #expect(view.contentOffset == .zero)
  }

  @Test func decelerationRatesCarryUIKitsFactors() {
    #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
    #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    let properties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    #expect(properties.bounce == .automatic)
    #expect(properties.decelerationRate == .automatic)
  }
}
#endif
