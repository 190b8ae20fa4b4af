#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The grid and vertical nested-group layouts of tarikbozyak/AdvancedCompositionalLayout's
/// README screenshots (`gridSection(columnCount:)`, `nestedGroupLayout2(type: .vertical)` and
/// `nestedGroupLayout4()` of `Extensions/NSCollectionLayoutSection.swift`), written here from
/// what they do. Each screen asks a section provider for its one section of 100 items.
enum TarikBozyakLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "tarikbozyak.grid3": GroundTruthLayout { grid(columns: 3) },
      "tarikbozyak.grid4": GroundTruthLayout { grid(columns: 4) },
      "tarikbozyak.grid5": GroundTruthLayout { grid(columns: 5) },
      "tarikbozyak.nestedGroups2": GroundTruthLayout(make: nestedGroups2),
      "tarikbozyak.nestedGroups4": GroundTruthLayout(make: nestedGroups4),
    ]
  }

  /// An item of the given fractions of its group, inset 3 pt on every side, as every item
  /// of the nested-group layouts is.
  static func tile(_ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutItem {
    let item = NSCollectionLayoutItem(
      layoutSize: .size(.fractionalWidth(width), .fractionalHeight(height)))
    item.contentInsets = .all(3)
    return item
  }

  private static func layout(_ section: @escaping () -> NSCollectionLayoutSection)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, _ in section() }
  }

  /// The grid screens: one ``gridSection(columns:supplementaryItems:)``.
  static func grid(columns: Int) -> UICollectionViewCompositionalLayout {
    layout { gridSection(columns: columns) }
  }

  /// Rows of `columns` square cells: each item a `1 / columns` fraction of the row inset
  /// 5 pt on every side, each row as tall as that fraction of the width; 20 pt below the
  /// section. The items carry `supplementaryItems` (the badge screen's badges).
  static func gridSection(
    columns: Int, supplementaryItems: [NSCollectionLayoutSupplementaryItem] = []
  ) -> NSCollectionLayoutSection {
    let fraction = 1 / CGFloat(columns)
    let item = NSCollectionLayoutItem(
      layoutSize: .size(.fractionalWidth(fraction), .fractionalHeight(1)),
      supplementaryItems: supplementaryItems)
    item.contentInsets = .all(5)
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalWidth(fraction)), subitems: [item])
    let section = NSCollectionLayoutSection(group: row)
    section.contentInsets.bottom = 20
    return section
  }

  /// The vertical nested-group screen: ``nestedGroup2(width:)`` as wide as the section.
  static func nestedGroups2() -> UICollectionViewCompositionalLayout {
    layout {
      let section = NSCollectionLayoutSection(group: nestedGroup2(width: 1))
      section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0)
      return section
    }
  }

  /// `nestedGroupLayout2`'s group, `width` of the section wide and a quarter of the
  /// container's height tall: a row (0.3 of the group) of items 0.6 and 0.4 wide, then
  /// (0.7) a column 0.8 wide, holding a row (0.6) of items 0.35 and 0.65 wide over an item
  /// (0.4), beside a column of one item. Its section is inset 8 pt on top and 24 below.
  static func nestedGroup2(width: CGFloat) -> NSCollectionLayoutGroup {
    let top = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.3)),
      subitems: [tile(0.6, 1), tile(0.4, 1)])
    let pair = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.6)),
      subitems: [tile(0.35, 1), tile(0.65, 1)])
    let wide = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [tile(1, 1)])
    let left = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(0.8), .fractionalHeight(1)), subitems: [pair, wide])
    let right = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(0.2), .fractionalHeight(1)), subitems: [tile(1, 1)])
    let bottom = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.7)), subitems: [left, right])
    return NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(width), .fractionalHeight(0.25)),
      subitems: [top, bottom])
  }

  /// One group of estimated height 1000 of four rows: (0.25) an item 0.55 wide beside a
  /// column of items 0.6 and 0.4 tall; (0.25) a column 0.65 wide holding a row (0.65) of
  /// items 0.6 and 0.4 wide over an item (0.35), beside a column of one item; (0.2) one
  /// item; (0.45) a column 0.6 wide of items a third tall beside a column of items 0.55 and
  /// 0.45 tall. 8 pt above the section, 24 below.
  static func nestedGroups4() -> UICollectionViewCompositionalLayout {
    layout {
      let first = NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.25)),
        subitems: [
          tile(0.55, 1),
          NSCollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.45), .fractionalHeight(1)),
            subitems: [tile(1, 0.6), tile(1, 0.4)]),
        ])
      let pair = NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.65)),
        subitems: [tile(0.6, 1), tile(0.4, 1)])
      let under = NSCollectionLayoutGroup.vertical(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.35)), subitems: [tile(1, 1)])
      let second = NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.25)),
        subitems: [
          NSCollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.65), .fractionalHeight(1)),
            subitems: [pair, under]),
          NSCollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.35), .fractionalHeight(1)),
            subitems: [tile(1, 1)]),
        ])
      let third = NSCollectionLayoutGroup.vertical(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.2)), subitems: [tile(1, 1)])
      let fourth = NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.45)),
        subitems: [
          NSCollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.6), .fractionalHeight(1)),
            subitems: [tile(1, 1.0 / 3)]),
          NSCollectionLayoutGroup.vertical(
            layoutSize: .size(.fractionalWidth(0.4), .fractionalHeight(1)),
            subitems: [tile(1, 0.55), tile(1, 0.45)]),
        ])
      let group = NSCollectionLayoutGroup.vertical(
        layoutSize: .size(.fractionalWidth(1), .estimated(1000)),
        subitems: [first, second, third, fourth])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0)
      return section
    }
  }
}
#endif
