#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The layouts of Donny Wals's "Using compositional collection view layouts in iOS 13", in
/// the order the article builds them: a grid, the grid spaced with insets, the grid under a
/// header, a carousel scrolling sideways inside the vertical layout, and a nested grid.
enum WalsLayoutsExample {
  static let headerKind = "wals-header"

  static let grid = Example("Wals: Grid", slug: "wals-grid", category: .articles) { size in
    TextGrid.screen("Wals: Grid", size: size, layout: gridLayout(spaced: false), sections: [60])
  }

  static let spacedGrid = Example(
    "Wals: Spaced Grid", slug: "wals-spaced-grid", category: .articles
  ) { size in
    TextGrid.screen(
      "Wals: Spaced Grid", size: size, layout: gridLayout(spaced: true), sections: [60])
  }

  static let headerGrid = Example(
    "Wals: Header Grid", slug: "wals-header-grid", category: .articles
  ) { size in
    TextGrid.screen(
      "Wals: Header Grid", size: size, layout: headerGridLayout(), sections: [12, 12, 12],
      supplementaries: [.title(kind: headerKind) { "Section \($0 + 1)" }])
  }

  static let carousel = Example(
    "Wals: Two-Axis Carousel", slug: "wals-carousel", category: .articles
  ) { size in
    TextGrid.screen(
      "Wals: Two-Axis Carousel", size: size, layout: carouselLayout(),
      sections: [10, 10, 10, 10],
      supplementaries: [.title(kind: headerKind) { "Carousel \($0 + 1)" }],
      tone: { Palette.cellTones[$0.section % Palette.cellTones.count] },
      hints: "tab: a row, ←→ scroll it")
  }

  static let nestedGrid = Example(
    "Wals: Nested Grid", slug: "wals-nested-grid", category: .articles
  ) { size in
    TextGrid.screen(
      "Wals: Nested Grid", size: size, layout: nestedGridLayout(), sections: [60],
      tone: { Palette.cellTones[$0.item % 3] })
  }

  /// Three square items a row; spaced, each inset by 8 pt and the section by 8 pt more.
  static func gridSection(spaced: Bool) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0)))
    if spaced {
      item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    if spaced {
      section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }
    return section
  }

  static func gridLayout(spaced: Bool) -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout(section: gridSection(spaced: spaced))
  }

  static func header() -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      elementKind: headerKind, alignment: .top)
  }

  static func headerGridLayout() -> UICollectionViewLayout {
    let section = gridSection(spaced: true)
    section.boundarySupplementaryItems = [header()]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Sections of one row of large items, 90 % of the width, scrolling sideways.
  static func carouselLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(132)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.boundarySupplementaryItems = [header()]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// A large square beside a column of two halves, then a row of three thirds, repeated.
  static func nestedGridLayout() -> UICollectionViewLayout {
    let insets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let large = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1.0)))
    large.contentInsets = insets
    let half = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
    half.contentInsets = insets
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0)),
      repeatingSubitem: half, count: 2)
    let top = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(2.0 / 3)),
      subitems: [large, column])
    let third = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1.0)))
    third.contentInsets = insets
    let bottom = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3)),
      subitems: [third])
    let whole = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0)),
      subitems: [top, bottom])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: whole))
  }
}
#endif
