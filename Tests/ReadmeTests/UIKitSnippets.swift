#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// README's snippets that import `UIKitCompat`; see ``CoreSnippets``. A file of their own,
/// since UIKit's spellings and the core's must not meet in one file's imports.
enum UIKitSnippets {
  static func sameLayout() -> [String: String] {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let host = CollectionViewLayoutHost(
      layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [100])
    let seventh = host.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
    // seventh: (150, 75, 75, 75)
    return [
      "seventh": ClaimValue.optional(seventh) {
        ClaimValue.rect(
          x: Double($0.minX), y: Double($0.minY), width: Double($0.width),
          height: Double($0.height))
      }
    ]
  }
}
#endif
