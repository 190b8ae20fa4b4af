#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Adaptive Sections: the distinct sections with twice the columns once the
/// container is wider than 800 pt, chosen again on every layout pass (so a resize changes
/// them live).
enum AdaptiveSectionsExample {
  static let example = Example(
    "Adaptive Sections", slug: "adaptive-sections", category: .compositionalLayout
  ) { size in
    TextGrid.screen(
      "Adaptive Sections", size: size, layout: layout(), sections: [10, 10, 10],
      tone: { Palette.cellTones[$0.section % Palette.cellTones.count] },
      hints: "resize the window")
  }

  /// The columns of section kind `index` in a container `width` points wide.
  static func columns(section index: Int, width: CGFloat) -> Int {
    let wide = width > 800
    switch index % 3 {
    case 0: return wide ? 2 : 1
    case 1: return wide ? 10 : 5
    default: return wide ? 6 : 3
    }
  }

  static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      let columns = Self.columns(
        section: sectionIndex, width: environment.container.effectiveContentSize.width)
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let groupHeight: NSCollectionLayoutDimension =
        sectionIndex % 3 == 0 ? .absolute(44) : .fractionalWidth(0.2)
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
