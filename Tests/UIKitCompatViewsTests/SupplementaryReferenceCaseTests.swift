#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout
import UIKitCompatTestSupport
import UIKitCompatViews

/// Cases C6–C8 of `docs/reference-cases.md`, written as a UIKit sample would.
@Suite struct SupplementaryReferenceCaseTests {
  static let phone = CGSize(width: 375, height: 812)

  static func listGroup() -> NSCollectionLayoutGroup {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    return NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
  }
}

extension SupplementaryReferenceCaseTests {
  @Test func headersAndFootersOfCaseC6() {
    let section = NSCollectionLayoutSection(group: Self.listGroup())
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: "header", alignment: .top),
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: size, elementKind: "footer", alignment: .bottom),
    ]
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: section), size: Self.phone,
      itemCounts: [5, 5])
    func supplementary(_ kind: String, _ section: Int) -> CGRect? {
      host.layoutAttributesForSupplementaryView(
        ofKind: kind, at: IndexPath(item: 0, section: section))?.frame
    }
    expectFrame(supplementary("header", 0), ExpectedRect(10, 0, 355, 44))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(10, 44, 355, 44))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame,
      ExpectedRect(10, 240, 355, 44))
    expectFrame(supplementary("footer", 0), ExpectedRect(10, 284, 355, 44))
    expectFrame(supplementary("header", 1), ExpectedRect(10, 328, 355, 44))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      ExpectedRect(10, 372, 355, 44))
    #expect(host.collectionViewContentSize == CGSize(width: 375, height: 656))
  }

  @Test func itemBadgesOfCaseC7() {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: "badge", containerAnchor: badgeAnchor)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)),
      size: Self.phone, itemCounts: [8])
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(5, 5, 83.75, 65))
    let first = host.layoutAttributesForSupplementaryView(
      ofKind: "badge", at: IndexPath(item: 0, section: 0))
    expectFrame(first?.frame, ExpectedRect(74.75, -1, 20, 20))
    #expect(first?.zIndex == 1)
    expectFrame(
      host.layoutAttributesForSupplementaryView(
        ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame,
      ExpectedRect(168.5, -1, 20, 20))
  }

  @Test func sectionBackgroundsOfCaseC8() {
    let section = NSCollectionLayoutSection(group: Self.listGroup())
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(nil, forDecorationViewOfKind: "background")
    let host = CollectionViewLayoutHost(layout: layout, size: Self.phone, itemCounts: [5, 5])
    for item in 0..<5 {
      expectFrame(
        host.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame,
        ExpectedRect(10, 10 + 49 * Double(item), 355, 44))
    }
    expectFrame(
      host.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame,
      ExpectedRect(5, 5, 365, 250))
    expectFrame(
      host.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
      ExpectedRect(10, 270, 355, 44))
    expectFrame(
      host.layoutAttributesForDecorationView(
        ofKind: "background", at: IndexPath(item: 0, section: 1))?.frame,
      ExpectedRect(5, 265, 365, 250))
    #expect(host.collectionViewContentSize == CGSize(width: 375, height: 520))
  }

  @Test func pinnedHeaderFollowsTheContentOffset() {
    let section = NSCollectionLayoutSection(group: Self.listGroup())
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.pinToVisibleBounds = true
    header.zIndex = 2
    section.boundarySupplementaryItems = [header]
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: section), size: Self.phone,
      itemCounts: [10, 10])
    host.contentOffset = CGPoint(x: 0, y: 300)
    let pinned = host.layoutAttributesForElements(in: host.bounds).first {
      $0.representedElementKind == UICollectionView.elementKindSectionHeader
    }
    #expect(pinned?.frame == CGRect(x: 0, y: 300, width: 375, height: 44))
    #expect(pinned?.zIndex == 2)
  }
}
#endif
