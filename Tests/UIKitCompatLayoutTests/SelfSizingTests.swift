#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import Testing
import UIKitCompatLayout

/// Self-sizing through UIKit's spellings: estimated rows taking measured heights.
@Suite struct SelfSizingTests {
  static func host(rows: Int) -> CollectionViewLayoutHost {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(30)),
      elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [header]
    return CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: section),
      size: CGSize(width: 375, height: 812), itemCounts: [rows])
  }
}

extension SelfSizingTests {
  @Test func measuredCellMovesEveryLaterRow() throws {
    let host = Self.host(rows: 5)
    #expect(
      host.setPreferredSize(
        CGSize(width: 375, height: 100), forItemAt: IndexPath(item: 1, section: 0))
        == .applied)
    let tops = (0..<5).map {
      host.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.minY
    }
    #expect(tops == [30, 74, 174, 218, 262])
    #expect(host.collectionViewContentSize.height == 306)
    try host.core.solvedLayout.checkInvariants()
  }

  @Test func measuredHeaderPushesTheRowsDown() throws {
    let host = Self.host(rows: 2)
    host.setPreferredSize(
      CGSize(width: 375, height: 50), forSupplementaryViewOfKind: "header",
      at: IndexPath(item: 0, section: 0))
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 50)
    try host.core.solvedLayout.checkInvariants()
  }

  @Test func providerSizesTheVisibleCellsOnLayoutIfNeeded() throws {
    let host = Self.host(rows: 50)
    host.preferredSizeProvider = { attributes in
      attributes.representedElementCategory == .cell
        ? CGSize(width: attributes.frame.width, height: 60) : nil
    }
    host.layoutIfNeeded()
    let visible = host.layoutAttributesForElements(in: host.bounds).filter {
      $0.representedElementCategory == .cell
    }
    // 30 pt header, then 60 pt rows: rows 0…13 start above 812.
    #expect(visible.count == 14)
    #expect(visible.allSatisfy { $0.frame.height == 60 })
    try host.core.solvedLayout.checkInvariants()
  }

  @Test func invalidSizeIsIgnored() {
    let host = Self.host(rows: 2)
    let outcome = host.setPreferredSize(
      CGSize(width: CGFloat.nan, height: 10), forItemAt: IndexPath(item: 0, section: 0))
    #expect(outcome == .invalidSize)
    #expect(host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 74)
  }
}
extension SelfSizingTests {
  @Test func measuredTagsWrapToTheNextLine() throws {
    // Tags estimated 80 pt wide, 8 pt apart, in a 375 pt wide line: four fit by their
    // estimates; measured 150 wide, two do and the rest wrap (rule 21c).
    let tag = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .estimated(80), heightDimension: .fractionalHeight(1)))
    let line = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(32)),
      subitems: [tag])
    line.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: line)
    section.interGroupSpacing = 8
    let host = CollectionViewLayoutHost(
      layout: UICollectionViewCompositionalLayout(section: section),
      size: CGSize(width: 375, height: 812), itemCounts: [6])
    for item in 0..<3 {
      host.setPreferredSize(
        CGSize(width: 150, height: 32), forItemAt: IndexPath(item: item, section: 0))
    }
    let frames = (0..<4).map {
      host.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
    }
    #expect(
      frames == [
        CGRect(x: 0, y: 0, width: 150, height: 32), CGRect(x: 158, y: 0, width: 150, height: 32),
        CGRect(x: 0, y: 40, width: 150, height: 32), CGRect(x: 158, y: 40, width: 80, height: 32),
      ])
    try host.core.solvedLayout.checkInvariants()
  }
}
#endif
