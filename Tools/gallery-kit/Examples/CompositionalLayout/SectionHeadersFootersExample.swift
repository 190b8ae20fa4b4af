#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Section Headers/Footers (and, pinned, Pinned Section Headers): rows of 44 pt
/// with a header and a footer around each section.
enum SectionHeadersFootersExample {
  static let headerKind = "section-header-element-kind"
  static let footerKind = "section-footer-element-kind"

  static let example = Example(
    "Section Headers/Footers", slug: "section-headers-footers", category: .compositionalLayout
  ) { size in
    screen("Section Headers/Footers", size: size, pinned: false)
  }

  static let pinnedExample = Example(
    "Pinned Section Headers", slug: "pinned-section-headers", category: .compositionalLayout
  ) { size in
    screen("Pinned Section Headers", size: size, pinned: true)
  }

  static func screen(_ title: String, size: CGSize, pinned: Bool) -> Screen {
    TextGrid.screen(
      title, size: size, layout: layout(pinned: pinned), sections: Array(repeating: 5, count: 5),
      supplementaries: [
        .title(kind: headerKind) { "Header for section \($0)" },
        .title(kind: footerKind) { "Footer for section \($0)" },
      ])
  }

  static func layout(pinned: Bool) -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let boundarySize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: boundarySize, elementKind: headerKind, alignment: .top)
    if pinned {
      header.pinToVisibleBounds = true
      header.zIndex = 2
    }
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: boundarySize, elementKind: footerKind, alignment: .bottom)
    section.boundarySupplementaryItems = [header, footer]
    return UICollectionViewCompositionalLayout(section: section)
  }
}
#endif
