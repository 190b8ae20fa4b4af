#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Two-Column Grid: rows of exactly two 44 pt items, 10 pt apart.
enum TwoColumnGridExample {
  static let example = Example(
    "Two-Column Grid", slug: "two-column-grid", category: .compositionalLayout
  ) { size in
    TextGrid.screen("Two-Column Grid", size: size, layout: layout(), sections: [94])
  }

  static func layout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    return UICollectionViewCompositionalLayout(section: section)
  }
}
#endif
