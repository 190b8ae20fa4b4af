#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Nested Groups: a large item beside a column of two, repeated.
enum NestedGroupsExample {
  static let example = Example(
    "Nested Groups", slug: "nested-groups", category: .compositionalLayout
  ) { size in
    TextGrid.screen(
      "Nested Groups", size: size, layout: layout(), sections: [100],
      tone: { $0.item % 3 == 0 ? Palette.cellTones[0] : Palette.cellTones[2] })
  }

  static func layout() -> UICollectionViewLayout {
    let insets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let leadingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    leadingItem.contentInsets = insets
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
    trailingItem.contentInsets = insets
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      repeatingSubitem: trailingItem, count: 2)
    let nestedGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup])
    return UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: nestedGroup))
  }
}
#endif
