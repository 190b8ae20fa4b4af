#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The four layouts of faberNovel/CompositionalLayoutDSL's snapshot tests (the `Traditional…`
/// structs of `CompositionalLayoutDSLTests/LayoutTests/*DSLTests.swift`), written here from
/// what they do.
///
/// Their tests wrap each layout in a collection view whose cells, headers and footers all
/// show their index path; only `testDecorationItem` registers a decoration view, of kind
/// `TestingDecorationView`.
enum FaberNovelLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "faberNovel.listSection": GroundTruthLayout(make: listSection),
      "faberNovel.innerGroups": GroundTruthLayout(make: innerGroups),
      "faberNovel.supplementaryItem": GroundTruthLayout(make: supplementaryItem),
      "faberNovel.decorationItem": GroundTruthLayout(make: decorationItem),
    ]
  }

  /// The kind the decoration of `testDecorationItem` is registered under.
  static let decorationKind = "TestingDecorationView"

  /// Full-width rows 40 pt tall, 2 pt apart, between a 24 pt header and a 24 pt footer,
  /// both pinned to the visible bounds (`testListSection`).
  static func listSection() -> UICollectionViewCompositionalLayout {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .absolute(40)),
      subitem: NSCollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1))),
      count: 1)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 2
    section.boundarySupplementaryItems = [
      (UICollectionView.elementKindSectionHeader, NSRectAlignment.top),
      (UICollectionView.elementKindSectionFooter, NSRectAlignment.bottom),
    ].map { kind, alignment in
      let boundary = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .size(.fractionalWidth(1), .absolute(24)), elementKind: kind,
        alignment: alignment)
      boundary.pinToVisibleBounds = true
      return boundary
    }
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Rows 100 pt tall inset 16 pt on both sides, each a third-wide item, a column of two and
  /// a column of three (8 pt apart inside the columns, 4 pt insets between the thirds);
  /// rows and sections 8 pt apart (`testInnerGroups`).
  static func innerGroups() -> UICollectionViewCompositionalLayout {
    let filling = NSCollectionLayoutSize.size(.fractionalWidth(1), .fractionalHeight(1))
    let third = NSCollectionLayoutSize.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
    let single = NSCollectionLayoutItem(layoutSize: third)
    single.contentInsets.trailing = 4
    let pair = NSCollectionLayoutGroup.vertical(
      layoutSize: third, subitem: NSCollectionLayoutItem(layoutSize: filling), count: 2)
    pair.interItemSpacing = .fixed(8)
    pair.contentInsets.leading = 4
    pair.contentInsets.trailing = 4
    let triple = NSCollectionLayoutGroup.vertical(
      layoutSize: third, subitem: NSCollectionLayoutItem(layoutSize: filling), count: 3)
    triple.interItemSpacing = .fixed(8)
    triple.contentInsets.leading = 4
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .absolute(100)), subitems: [single, pair, triple])
    row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 8
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 8
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  /// Rows of four square items (a quarter of the row's width tall) 16 pt apart, each with a
  /// 15 pt badge of the header kind centred on its top trailing corner; each row 80 pt
  /// tall with a 20 pt trailing inset and a 20 × 60 view of the footer kind centred on its
  /// trailing edge; rows 16 pt apart, 16 pt below each section (`testSupplementaryItem`).
  static func supplementaryItem() -> UICollectionViewCompositionalLayout {
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: .size(.absolute(15), .absolute(15)),
      elementKind: UICollectionView.elementKindSectionHeader,
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = NSCollectionLayoutItem(
      layoutSize: .size(.fractionalWidth(1), .fractionalWidth(1.0 / 4)), supplementaryItems: [badge]
    )
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .absolute(80)), subitem: item, count: 4)
    row.interItemSpacing = .fixed(16)
    row.supplementaryItems = [
      NSCollectionLayoutSupplementaryItem(
        layoutSize: .size(.absolute(20), .absolute(60)),
        elementKind: UICollectionView.elementKindSectionFooter,
        containerAnchor: NSCollectionLayoutAnchor(
          edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
    ]
    row.contentInsets.trailing = 20
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 16
    section.contentInsets.bottom = 16
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// One row per section of four items 40 pt tall, 8 pt apart, scrolling sideways
  /// (`.continuous`), inset 16 pt on every side, on a background decoration
  /// (`testDecorationItem`).
  static func decorationItem() -> UICollectionViewCompositionalLayout {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .absolute(40)),
      subitem: NSCollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1))),
      count: 4)
    row.interItemSpacing = .fixed(8)
    let section = NSCollectionLayoutSection(group: row)
    section.interGroupSpacing = 8
    section.orthogonalScrollingBehavior = .continuous
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    section.decorationItems = [.background(elementKind: decorationKind)]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(nil, forDecorationViewOfKind: decorationKind)
    return layout
  }
}
#endif
