#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The three layouts of muchan611/compositional-layouts-sample shown in its README
/// (`StandardLayoutsViewController`, `CarouselWithHeaderListViewController` and
/// `CustomGroupViewController` under `CompositionalLayoutsSample/CompositionalLayoutsSample/`),
/// written here from what they do.
///
/// The standard layouts' headers are estimated (44) and measure 40 (the fixtures'
/// `measuredSizes`); the carousel list's headers are 60 pt, absolute.
enum MuchanLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "muchan.standard": GroundTruthLayout(make: standard),
      "muchan.carouselWithHeader": GroundTruthLayout(make: carouselWithHeader),
      "muchan.customGroup": GroundTruthLayout(make: customGroup),
    ]
  }

  /// The kind of the standard layouts' section headers.
  static let headerKind = "header-element-kind"
  /// The kind of the standard layouts' section background.
  static let backgroundKind = "background-element-kind"

  /// A header as wide as the section and `height` tall, at its top.
  private static func header(
    _ height: NSCollectionLayoutDimension, kind: String
  ) -> NSCollectionLayoutBoundarySupplementaryItem {
    NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .size(.fractionalWidth(1), height), elementKind: kind, alignment: .top)
  }

  /// A section of one group of `size` holding one item of the same size: the standard
  /// layouts' list, carousel, paging and background sections.
  private static func single(_ size: NSCollectionLayoutSize, count: Int?)
    -> NSCollectionLayoutSection
  {
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group =
      if let count {
        NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: item, count: count)
      } else {
        NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
      }
    return NSCollectionLayoutSection(group: group)
  }

  /// Five sections, each inset 10 pt at the sides and 5 below, under a header estimated 44
  /// pt tall: full-width rows 50 pt tall, 6 apart (list); rows of three items, each
  /// `absolute((container width − 6) / 3)` wide in a `count: 3` group 0.3 of the width tall,
  /// 6 apart both ways (grid); 100 × 120 items scrolling across, `.continuous`, 6 apart
  /// (carousel); 200 × 120 items, `.groupPaging`, 6 apart (groupPageing); one full-width row
  /// 100 pt tall on a background decoration (background).
  static func standard() -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
      let margin: CGFloat = 6
      let section: NSCollectionLayoutSection
      switch sectionIndex {
      case 0:
        section = single(.size(.fractionalWidth(1), .absolute(50)), count: 1)
        section.interGroupSpacing = margin
      case 1:
        let width = (environment.container.contentSize.width - margin) / 3
        let item = NSCollectionLayoutItem(
          layoutSize: .size(.absolute(width), .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
          layoutSize: .size(.fractionalWidth(1), .fractionalWidth(0.3)), subitem: item,
          count: 3)
        row.interItemSpacing = .fixed(margin)
        section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = margin
      case 2:
        section = single(.size(.absolute(100), .absolute(120)), count: nil)
        section.interGroupSpacing = margin
        section.orthogonalScrollingBehavior = .continuous
      case 3:
        section = single(.size(.absolute(200), .absolute(120)), count: nil)
        section.interGroupSpacing = margin
        section.orthogonalScrollingBehavior = .groupPaging
      case 4:
        section = single(.size(.fractionalWidth(1), .absolute(100)), count: 1)
        section.decorationItems = [.background(elementKind: backgroundKind)]
      default:
        return nil
      }
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: 10, bottom: 5, trailing: 10)
      section.boundarySupplementaryItems = [header(.estimated(44), kind: headerKind)]
      return section
    }
    layout.register(nil, forDecorationViewOfKind: backgroundKind)
    return layout
  }

  /// Every section one row of 100 × 120 items scrolling across (`.continuous`), 8 apart,
  /// inset 16 pt at the sides, under a header 60 pt tall.
  static func carouselWithHeader() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.absolute(100), .absolute(120)), subitem: item, count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 8
    section.boundarySupplementaryItems = [
      header(.absolute(60), kind: UICollectionView.elementKindSectionHeader)
    ]
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Custom groups as wide as the section (inset 16 pt at the sides) of four items in two
  /// columns 12 apart, each `(container width − 2 × 16 − 12) / 2` wide: a square over an
  /// item 1.2 times as tall on the left, the tall one over a square on the right, 12 apart;
  /// the group as tall as a square and a tall one with 12 after each, inset 13 on top, the
  /// frames placed from the provider's container insets.
  static func customGroup() -> UICollectionViewCompositionalLayout {
    UICollectionViewCompositionalLayout { _, environment in
      let side: CGFloat = 16
      let gap: CGFloat = 12
      let width = (environment.container.contentSize.width - side * 2 - gap) / 2
      let short = width
      let tall = short * 1.2
      let group = NSCollectionLayoutGroup.custom(
        layoutSize: .size(.fractionalWidth(1), .absolute(short + gap + tall + gap))
      ) { groupEnvironment in
        let insets = groupEnvironment.container.effectiveContentInsets
        let topLeft = CGRect(x: insets.leading, y: insets.top, width: width, height: short)
        let topRight = CGRect(
          x: topLeft.maxX + gap, y: insets.top, width: width, height: tall)
        let bottomLeft = CGRect(
          x: topLeft.minX, y: topLeft.maxY + gap, width: width, height: tall)
        let bottomRight = CGRect(
          x: topRight.minX, y: topRight.maxY + gap, width: width, height: short)
        return [topLeft, topRight, bottomLeft, bottomRight].map {
          NSCollectionLayoutGroupCustomItem(frame: $0)
        }
      }
      group.contentInsets = NSDirectionalEdgeInsets(top: 13, leading: 0, bottom: 0, trailing: 0)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: side, bottom: 0, trailing: side)
      return section
    }
  }
}
#endif
