#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Orthogonal Section Behaviors: one section per resting behaviour, each named
/// by its header; every section but the first scrolls sideways.
enum OrthogonalBehaviorsExample {
  static let headerKind = "section-header-element-kind"

  /// The behaviour of each section, in order, with its name.
  static let behaviors: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, String)] = [
    (.none, "none"), (.continuous, "continuous"),
    (.continuousGroupLeadingBoundary, "continuousGroupLeadingBoundary"), (.paging, "paging"),
    (.groupPaging, "groupPaging"), (.groupPagingCentered, "groupPagingCentered"),
  ]

  static let example = Example(
    "Orthogonal Section Behaviors", slug: "orthogonal-section-behaviors",
    category: .compositionalLayout
  ) { size in
    TextGrid.screen(
      "Orthogonal Section Behaviors", size: size, layout: layout(),
      sections: Array(repeating: 18, count: behaviors.count),
      supplementaries: [.title(kind: headerKind) { behaviors[$0 % behaviors.count].1 }],
      tone: { Palette.cellTones[$0.section % Palette.cellTones.count] },
      hints: "tab: a row, ←→ scroll it")
  }

  /// A large item beside a column of two, in a group `containerWidth` wide and 40 % of the
  /// container high.
  static func nestedSection(containerWidth: NSCollectionLayoutDimension)
    -> NSCollectionLayoutSection
  {
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
    let containerGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: containerWidth, heightDimension: .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup])
    return NSCollectionLayoutSection(group: containerGroup)
  }

  static func layout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      let behavior = behaviors[sectionIndex % behaviors.count].0
      let section = nestedSection(
        containerWidth: .fractionalWidth(behavior == .none ? 1.0 : 0.85))
      section.orthogonalScrollingBehavior = behavior
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
        elementKind: headerKind, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
  }
}
#endif
