#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// The touch layer's queries through UIKit's spellings (rules 22 and 26).
@Suite struct TouchSpellingTests {
  /// C1's grid of five 75 pt squares, `items` items, in a 375 × 812 view.
  static func gridView(items: Int = 100) -> CountedCollectionView {
    CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.gridSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [items])
  }

  /// Section 0: a carousel of 200 × 100 cards whose handler scales every card to 0.8.
  /// Section 1: 40 list rows under a 44 pt header, over a background, whose handler fades
  /// everything it sees to 0.5.
  static func handlerHost() -> CollectionViewLayoutHost {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let cards = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(200), heightDimension: .absolute(100)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout { index, _ in
      guard index == 1 else {
        let carousel = NSCollectionLayoutSection(group: cards)
        carousel.orthogonalScrollingBehavior = .continuous
        carousel.visibleItemsInvalidationHandler = { items, _, _ in
          items.forEach { $0.transform = CGAffineTransform(scaleX: 0.8, y: 0.8) }
        }
        return carousel
      }
      let list = SampleLayouts.headedListSection()
      list.decorationItems = [.background(elementKind: "background")]
      list.visibleItemsInvalidationHandler = { items, _, _ in items.forEach { $0.alpha = 0.5 } }
      return list
    }
    layout.register(nil, forDecorationViewOfKind: "background")
    return CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [6, 40])
  }
}

extension TouchSpellingTests {
  @Test func indexPathForItemFindsTheCellThatStartsAtASharedEdge() {
    let view = Self.gridView()
    #expect(view.indexPathForItem(at: CGPoint(x: 80, y: 160)) == IndexPath(item: 11, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 75, y: 0)) == IndexPath(item: 1, section: 0))
    #expect(view.indexPathForItem(at: CGPoint(x: 375, y: 0)) == nil)
    #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 1500)) == nil)
  }

  @Test(arguments: [
    CGPoint(x: CGFloat.nan, y: 10), CGPoint(x: 10, y: CGFloat.infinity),
    CGPoint(x: -CGFloat.infinity, y: 10),
  ])
  func indexPathForItemAtAPointThatIsNotFiniteIsNil(_ point: CGPoint) {
    #expect(Self.gridView().indexPathForItem(at: point) == nil)
  }

  @Test func visibleItemsAreTheCellsInTheBounds() {
    let view = Self.gridView()
    view.contentOffset = CGPoint(x: 0, y: 300)
    // Rows 4 to 14 meet 300…1112.
    #expect(view.indexPathsForVisibleItems == (20...74).map { IndexPath(item: $0, section: 0) })
  }

  @Test func visibleSupplementaryElementsOfAKindAreTheOnesInTheBounds() {
    let view = CountedCollectionView(
      layout: UICollectionViewCompositionalLayout(section: SampleLayouts.headedListSection()),
      size: CGSize(width: 375, height: 812), itemCounts: [10, 10, 10])
    // Sections are 484 pt long: headers at 0, 484 and 968.
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [
        IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
      ])
    view.contentOffset = CGPoint(x: 0, y: 600)
    #expect(
      view.indexPathsForVisibleSupplementaryElements(ofKind: "header") == [
        IndexPath(item: 0, section: 2)
      ])
    #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: "footer").isEmpty)
  }

  @Test func rectQueryReturnsVisibleElementsAsTheirHandlersLeaveThem() {
    let host = Self.handlerHost()
    let visible = host.layoutAttributesForElements(in: host.bounds)
    let cards = visible.filter { $0.indexPath.section == 0 }
    #expect(cards.map(\.indexPath.item) == [0, 1])
    #expect(cards.allSatisfy { $0.transform == CGAffineTransform(scaleX: 0.8, y: 0.8) })
    let list = visible.filter { $0.indexPath.section == 1 }
    // The header, the background and rows 0…15 (100 + 44 + 15 · 44 = 804 < 812).
    #expect(list.count == 18)
    #expect(list.allSatisfy { $0.alpha == 0.5 })
    // The core's rect query does not run handlers (rule 22).
    #expect(host.core.attributesForElements(in: host.core.visibleRect).allSatisfy { $0.alpha == 1 })
  }

  @Test func elementsOutsideTheVisibleRectComeAsLaidOut() {
    let host = Self.handlerHost()
    // 700…1000 straddles the visible rect's end at 812: row 13 (716…760) is faded, row 18
    // (936…980) is not; the background meets both, and is visible.
    let straddling = host.layoutAttributesForElements(
      in: CGRect(x: 0, y: 700, width: 375, height: 300))
    let rows = Dictionary(
      straddling.filter { $0.representedElementCategory == .cell }.map {
        ($0.indexPath.item, $0.alpha)
      },
      uniquingKeysWith: { first, _ in first })
    #expect(rows[13] == 0.5)
    #expect(rows[18] == 1)
    #expect(
      straddling.first { $0.representedElementKind == "background" }?.alpha == 0.5)
    let below = host.layoutAttributesForElements(in: CGRect(x: 0, y: 1400, width: 375, height: 200))
    #expect(!below.isEmpty)
    #expect(below.filter { $0.representedElementCategory == .cell }.allSatisfy { $0.alpha == 1 })
  }

  @Test func lookupsReturnVisibleElementsAsTheirHandlersLeaveThem() {
    let host = Self.handlerHost()
    #expect(
      host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform
        == CGAffineTransform(scaleX: 0.8, y: 0.8))
    // Card 2 (400…600) is beyond the 375 pt wide screen: no handler runs for it.
    #expect(
      host.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.transform == .identity)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))?.alpha == 0.5)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 30, section: 1))?.alpha == 1)
    let path = IndexPath(item: 0, section: 1)
    #expect(host.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.alpha == 0.5)
    #expect(host.layoutAttributesForDecorationView(ofKind: "background", at: path)?.alpha == 0.5)
    host.contentOffset = CGPoint(x: 0, y: 1000)
    #expect(host.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.alpha == 1)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 30, section: 1))?.alpha == 0.5)
  }
}
#endif
