#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Section Background Decoration: list sections on a shaded background
/// decoration inset by 5 pt.
enum SectionDecorationExample {
  static let backgroundKind = "background"

  static let example = Example(
    "Section Background Decoration", slug: "section-background-decoration",
    category: .compositionalLayout
  ) { size in
    TextGrid.screen(
      "Section Background Decoration", size: size, layout: layout(),
      sections: Array(repeating: 5, count: 5))
  }

  static func layout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [background]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(
      SectionBackgroundDecorationView.self, forDecorationViewOfKind: backgroundKind)
    return layout
  }
}
#endif
