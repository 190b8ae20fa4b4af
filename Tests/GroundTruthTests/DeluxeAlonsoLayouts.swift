#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// Styles A, B, C, E, F, G and H of DeluxeAlonso/UICollectionViewCompositionalLayoutDemo
/// (`CompositionalLayouts/CompositionalLayout{A…H}.swift`), written here from what they do.
///
/// Their headers and footers are estimated and size themselves to two lines of text; the
/// fixtures that show them are aligned on a cell, so the estimates stand here.
enum DeluxeAlonsoLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "deluxeAlonso.styleA": GroundTruthLayout(make: styleA),
      "deluxeAlonso.styleB": GroundTruthLayout(make: styleB),
      "deluxeAlonso.styleC": GroundTruthLayout(make: styleC),
      "deluxeAlonso.styleE": GroundTruthLayout(make: styleE),
      "deluxeAlonso.styleF": GroundTruthLayout(make: styleF),
      "deluxeAlonso.styleG": GroundTruthLayout(make: styleG),
      "deluxeAlonso.styleH": GroundTruthLayout(make: styleH),
    ]
  }

  /// An item of the given size inset `insets` pt on every side.
  private static func item(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension,
    insets: CGFloat
  ) -> NSCollectionLayoutItem {
    let item = NSCollectionLayoutItem(layoutSize: .size(width, height))
    item.contentInsets = .all(insets)
    return item
  }

  /// Full-width rows 100 pt tall, each item inset 8 pt.
  private static func listSection() -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      group: .horizontal(
        layoutSize: .size(.fractionalWidth(1), .absolute(100)),
        subitems: [item(.fractionalWidth(1), .fractionalHeight(1), insets: 8)]))
  }

  /// Style A: full-width rows 100 pt tall, each item inset 8 pt.
  static func styleA() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout(section: listSection())
  }

  /// Rows half the width tall and inset 4 pt on each side, of two items half the row wide
  /// inset `itemInsets` pt.
  private static func squares(itemInsets: CGFloat) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalWidth(0.5)),
      subitems: [item(.fractionalWidth(0.5), .fractionalHeight(1), insets: itemInsets)])
    row.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
    return NSCollectionLayoutSection(group: row)
  }

  /// Two squares per row, items inset 8 pt; 4 pt above and below the section (style B).
  static func styleB() -> UICollectionViewCompositionalLayout {
    let section = squares(itemInsets: 8)
    section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Two squares per row, items inset 4 pt, under a header of estimated height 44 (style C).
  static func styleC() -> UICollectionViewCompositionalLayout {
    let section = squares(itemInsets: 4)
    section.boundarySupplementaryItems = [
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .size(.fractionalWidth(1), .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    ]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// A square group: one item as wide as it and half as tall over a row of two (count 2);
  /// every item inset 8 pt (style E).
  static func styleE() -> UICollectionViewCompositionalLayout {
    let bottom = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalWidth(0.5)),
      subitem: item(.fractionalWidth(0.5), .fractionalHeight(1), insets: 8), count: 2)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(1), .fractionalWidth(1)),
      subitems: [item(.fractionalWidth(1), .fractionalWidth(0.5), insets: 8), bottom])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  /// Section 0: a row scrolling sideways (`.continuous`) of groups as wide as the view and
  /// 0.3 of its height, three items each (count 3) inset 8 pt; section 1: style A's rows
  /// (style F).
  static func styleF() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { sectionIndex, _ in
      switch sectionIndex {
      case 0:
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.3)),
          subitem: item(.fractionalWidth(0.3), .fractionalHeight(1), insets: 8), count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        return section
      case 1:
        return listSection()
      default:
        return nil
      }
    }
  }

  /// Full-width rows 70 pt tall with a flexible leading edge spacing, items inset 8 pt,
  /// between a header and a footer of estimated height 50 (style G).
  static func styleG() -> UICollectionViewCompositionalLayout {
    let row = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .absolute(70)),
      subitems: [item(.fractionalWidth(1), .fractionalHeight(1), insets: 8)])
    row.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: nil, bottom: nil)
    let section = NSCollectionLayoutSection(group: row)
    section.boundarySupplementaryItems = [
      (UICollectionView.elementKindSectionHeader, NSRectAlignment.top),
      (UICollectionView.elementKindSectionFooter, NSRectAlignment.bottom),
    ].map { kind, alignment in
      NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: .size(.fractionalWidth(1), .estimated(50)), elementKind: kind,
        alignment: alignment)
    }
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Groups 0.4 of the view's height: an item 0.7 wide beside a column 0.3 wide of three
  /// items (count 3, the items' own half height ignored), every item inset 5 pt; the section
  /// inset 5 pt on every side (style H).
  static func styleH() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, _ in
      let column = NSCollectionLayoutGroup.vertical(
        layoutSize: .size(.fractionalWidth(0.3), .fractionalHeight(1)),
        subitem: item(.fractionalWidth(1), .fractionalHeight(0.5), insets: 5), count: 3)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.4)),
        subitems: [item(.fractionalWidth(0.7), .fractionalHeight(1), insets: 5), column])
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = .all(5)
      return section
    }
  }
}
#endif
