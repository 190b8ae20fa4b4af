#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The sample's Item Badges: a grid whose items carry a count badge at their top trailing
/// corner, pushed 30 % of its size outside.
enum ItemBadgesExample {
  static let badgeKind = "badge-element-kind"

  static let example = Example("Item Badges", slug: "item-badges", category: .compositionalLayout) {
    size in
    TextGrid.screen(
      "Item Badges", size: size, layout: layout(), sections: [100],
      supplementaries: [.badge(kind: badgeKind, count: badgeCount)])
  }

  /// The made-up count of item `item`: 0 (no badge) to 3, where the sample draws random
  /// counts, so that runs repeat.
  static func badgeCount(_ item: Int) -> Int {
    item % 4
  }

  static func layout() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(20), heightDimension: .absolute(20)),
      elementKind: badgeKind, containerAnchor: badgeAnchor)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    return UICollectionViewCompositionalLayout(section: section)
  }
}
#endif
