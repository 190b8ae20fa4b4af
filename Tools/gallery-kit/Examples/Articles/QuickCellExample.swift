#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The QuickCell layout: groups of an item 70 % wide beside one 30 % wide, in a row that
/// scrolls sideways and rests with a group's leading edge at the section's
/// (`continuousGroupLeadingBoundary`).
enum QuickCellExample {
  static let example = Example("QuickCell", slug: "quickcell", category: .articles) { size in
    TextGrid.screen(
      "QuickCell", size: size, layout: layout(), sections: [20, 20, 20],
      tone: { $0.item % 2 == 0 ? Palette.cellTones[0] : Palette.cellTones[3] },
      hints: "tab: a row, ←→ scroll it")
  }

  static func layout() -> UICollectionViewLayout {
    let insets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let wide = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
    wide.contentInsets = insets
    let narrow = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)))
    narrow.contentInsets = insets
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(110)),
      subitems: [wide, narrow])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
    section.interGroupSpacing = 8
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    return UICollectionViewCompositionalLayout(section: section)
  }
}
#endif
