#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The three layouts of yash-np/CollectionView (`ViewController`, `OldExploreViewController`
/// and `NewExploreViewController` in `CollectionViewDemo/ViewController/`), written here
/// from what they do: a two-column grid and two "Instagram Explore" groups of nested groups
/// with group and item insets.
enum YashNPLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "yashNP.grid": GroundTruthLayout(make: grid),
      "yashNP.oldExplore": GroundTruthLayout { explore(upper: oldUpperHalf()) },
      "yashNP.newExplore": GroundTruthLayout { explore(upper: newUpperHalf()) },
    ]
  }

  /// An item of the given fractions of its group, inset `insets` pt on every side.
  private static func item(_ width: CGFloat, _ height: CGFloat, insets: CGFloat = 1)
    -> NSCollectionLayoutItem
  {
    let item = NSCollectionLayoutItem(
      layoutSize: .size(.fractionalWidth(width), .fractionalHeight(height)))
    item.contentInsets = .all(insets)
    return item
  }

  /// A column a third wide of two items half its height, inset `insets` pt as a group.
  private static func column(insets: CGFloat) -> NSCollectionLayoutGroup {
    let column = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
      subitems: [item(1, 1.0 / 2), item(1, 1.0 / 2)])
    column.contentInsets = .all(insets)
    return column
  }

  /// Squares of two per row: items half the row wide inset 5 pt, in a row filling a
  /// vertical group half the width tall.
  static func grid() -> UICollectionViewCompositionalLayout {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)),
      subitems: [item(1.0 / 2, 1, insets: 5), item(1.0 / 2, 1, insets: 5)])
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(1), .fractionalWidth(1.0 / 2)), subitems: [row])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// The old Explore screen's upper half: a column inset 1 pt beside an item two thirds
  /// wide.
  private static func oldUpperHalf() -> [NSCollectionLayoutItem] {
    [column(insets: 1), item(2.0 / 3, 1)]
  }

  /// The new Explore screen's upper half: two columns inset 1 pt beside an item a third
  /// wide.
  private static func newUpperHalf() -> [NSCollectionLayoutItem] {
    [column(insets: 1), column(insets: 1), item(1.0 / 3, 1)]
  }

  /// Groups 600 pt tall: the upper half as given, the lower half three columns (the first
  /// without group insets, the others inset 1 pt); every item inset 1 pt.
  static func explore(upper: [NSCollectionLayoutItem]) -> UICollectionViewCompositionalLayout {
    let half = NSCollectionLayoutSize.size(.fractionalWidth(1), .fractionalHeight(1.0 / 2))
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(1), .absolute(600)),
      subitems: [
        NSCollectionLayoutGroup.horizontal(layoutSize: half, subitems: upper),
        NSCollectionLayoutGroup.horizontal(
          layoutSize: half,
          subitems: [column(insets: 0), column(insets: 1), column(insets: 1)]),
      ])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}
#endif
