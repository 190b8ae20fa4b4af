#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Distinct Sections: a list, a five-column grid and a three-column grid, each
/// section's layout chosen by its index.
enum DistinctSectionsExample {
  static let example = Example(
    "Distinct Sections", slug: "distinct-sections", category: .compositionalLayout
  ) { size in
    TextGrid.screen(
      "Distinct Sections", size: size, layout: layout(), sections: [10, 10, 10],
      tone: { Palette.cellTones[$0.section % Palette.cellTones.count] })
  }

  /// The columns of each kind of section.
  static let columns = [1, 5, 3]

  static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      let columns = Self.columns[sectionIndex % Self.columns.count]
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let groupHeight: NSCollectionLayoutDimension =
        columns == 1 ? .absolute(44) : .fractionalWidth(0.2)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight),
        repeatingSubitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
  }
}
#endif
