#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import UIKitCompat

/// The multi-section screens of tarikbozyak/AdvancedCompositionalLayout's README screenshots
/// (`MultiSectionViewController` showing `Section.badgeViewData`, `.decorationViewData` and
/// `.defaultData1` of `MultiSection/Section.swift`, their sections built by
/// `Extensions/NSCollectionLayoutSection.swift`), written here from what they do. Each
/// screen's section provider gives every section its own layout; a header is a
/// `fractionalWidth(1) × estimated(30)` top boundary item at z 20, pinned unless the data
/// says otherwise; a background is a decoration registered per section
/// (`decorationView<section>`).
enum TarikBozyakSectionLayouts {
  static var all: [String: GroundTruthLayout] {
    [
      "tarikbozyak.badgeView": GroundTruthLayout(make: badgeView),
      "tarikbozyak.decorationView": GroundTruthLayout(make: decorationView),
      "tarikbozyak.multiSection": GroundTruthLayout(make: multiSection),
    ]
  }

  /// People in a row that scrolls across, with badges, then grids of 5 and 3 columns with
  /// badges, each under an unpinned header on a background.
  static func badgeView() -> UICollectionViewCompositionalLayout {
    screen([
      { _ in people(badges: true) },
      { index in
        decorated(TarikBozyakLayouts.gridSection(columns: 5, supplementaryItems: [badge]), index)
      },
      { index in
        decorated(TarikBozyakLayouts.gridSection(columns: 3, supplementaryItems: [badge]), index)
      },
    ])
  }

  /// `nestedGroupLayout2(type: .horizontal)` (its group 0.8 of the width, scrolling across),
  /// then grids of 3 and 5 columns, each under an unpinned header on a background.
  static func decorationView() -> UICollectionViewCompositionalLayout {
    screen([
      { index in decorated(across(TarikBozyakLayouts.nestedGroup2(width: 0.8)), index) },
      { index in decorated(TarikBozyakLayouts.gridSection(columns: 3), index) },
      { index in decorated(TarikBozyakLayouts.gridSection(columns: 5), index) },
    ])
  }

  /// The multi-section screen: people, task banners, task statistics and tabs of tasks,
  /// then the three nested-group layouts that scroll across and a waterfall, each under a
  /// pinned header. The waterfall (a custom group of random heights) is a stand-in here: a
  /// row of two items 300 pt tall, below every section a fixture compares.
  static func multiSection() -> UICollectionViewCompositionalLayout {
    screen([
      { _ in headed(people(badges: true)) },
      { _ in headed(taskBanners()) },
      { _ in headed(taskStatistics()) },
      { _ in headed(taskTabs()) },
      { _ in headed(nestedGroups1()) },
      { _ in headed(across(TarikBozyakLayouts.nestedGroup2(width: 0.8))) },
      { _ in headed(nestedGroups3()) },
      { _ in headed(waterfallStandIn()) },
    ])
  }

  /// A screen's layout: section `index` built by `sections[index]`, its background kinds
  /// registered.
  private static func screen(_ sections: [@Sendable (Int) -> NSCollectionLayoutSection])
    -> UICollectionViewCompositionalLayout
  {
    let layout = UICollectionViewCompositionalLayout { index, _ in
      sections[min(index, sections.count - 1)](index)
    }
    for index in sections.indices {
      layout.register(nil, forDecorationViewOfKind: "decorationView\(index)")
    }
    return layout
  }

  /// `getBadgeView()`: 20 × 20 on the item's top trailing corner, a fifth of its size out.
  private static var badge: NSCollectionLayoutSupplementaryItem {
    NSCollectionLayoutSupplementaryItem(
      layoutSize: .size(.absolute(20), .absolute(20)), elementKind: "badgeElementKind",
      containerAnchor: NSCollectionLayoutAnchor(
        edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.2, y: -0.2)))
  }

  /// `addHeader(pinToVisibleBounds:)`.
  private static func headed(_ section: NSCollectionLayoutSection, pinned: Bool = true)
    -> NSCollectionLayoutSection
  {
    let header = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .size(.fractionalWidth(1), .estimated(30)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    header.zIndex = 20
    header.pinToVisibleBounds = pinned
    section.boundarySupplementaryItems += [header]
    return section
  }

  /// An unpinned header and `addDecorationView`'s background of kind
  /// `decorationView<index>`.
  private static func decorated(_ section: NSCollectionLayoutSection, _ index: Int)
    -> NSCollectionLayoutSection
  {
    section.decorationItems += [.background(elementKind: "decorationView\(index)")]
    return headed(section, pinned: false)
  }

  /// A section of `group` scrolling across (`.continuous`), 8 pt above it and 24 below.
  private static func across(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 24, trailing: 0)
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  /// `personSection(showBadgeViews:)`: people 80 pt wide of estimated height 80 (with
  /// `group.contentInsets` of 6 pt at the sides) in a row scrolling across, 12 pt above it
  /// and 24 below.
  private static func people(badges: Bool) -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: .size(.fractionalWidth(1), .estimated(80)),
      supplementaryItems: badges ? [badge] : [])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.absolute(80), .estimated(80)), subitems: [item])
    group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 0, bottom: 24, trailing: 0)
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  /// A horizontal group `width` × `height` filled by one item.
  private static func filled(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(width, height),
      subitems: [
        NSCollectionLayoutItem(layoutSize: .size(.fractionalWidth(1), .fractionalHeight(1)))
      ])
  }

  /// `taskBannerSection()` with `addPagerFooter()`: banners as wide as the screen and 300 pt
  /// tall, 8 pt in at the sides, paged and centred, 12 pt above them and 8 below a 30 pt
  /// footer.
  private static func taskBanners() -> NSCollectionLayoutSection {
    let group = filled(.fractionalWidth(1), .absolute(300))
    group.contentInsets.leading = 8
    group.contentInsets.trailing = 8
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets.top = 12
    section.contentInsets.bottom = 8
    section.orthogonalScrollingBehavior = .groupPagingCentered
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .size(.fractionalWidth(1), .absolute(30)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    footer.zIndex = 20
    section.boundarySupplementaryItems = [footer]
    return section
  }

  /// `taskStatisticsSection()`: cards 0.75 of the width wide and 120 pt tall (group insets
  /// 12, 8, 25, 8) in a row scrolling across.
  private static func taskStatistics() -> NSCollectionLayoutSection {
    let group = filled(.fractionalWidth(0.75), .absolute(120))
    group.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 8, bottom: 25, trailing: 8)
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  /// `grandTaskSection()`: tabs as wide as the screen and 470 pt tall, paged and centred.
  private static func taskTabs() -> NSCollectionLayoutSection {
    let group = filled(.fractionalWidth(1), .absolute(470))
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return section
  }

  /// `nestedGroupLayout1()` with `addFooter()`: groups 0.85 of the width wide and a quarter
  /// of the container's height tall, scrolling across: a column 0.25 wide of items 0.55 and
  /// 0.45 tall, beside a column (0.75) holding a row (0.3) of items 0.4 and 0.6 wide over a
  /// row (0.7) of a column 0.7 wide (a row (0.55) of items 0.4 and 0.6 wide over a row of
  /// items 0.6 and 0.4) beside a column of one item; 8 pt above and below the groups, then
  /// an estimated 30 pt footer.
  private static func nestedGroups1() -> NSCollectionLayoutSection {
    let tile = TarikBozyakLayouts.tile
    let first = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(0.25), .fractionalHeight(1)),
      subitems: [tile(1, 0.55), tile(1, 0.45)])
    let upper = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.3)),
      subitems: [tile(0.4, 1), tile(0.6, 1)])
    let inner = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(0.7), .fractionalHeight(1)),
      subitems: [
        NSCollectionLayoutGroup.horizontal(
          layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.55)),
          subitems: [tile(0.4, 1), tile(0.6, 1)]),
        NSCollectionLayoutGroup.horizontal(
          layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.45)),
          subitems: [tile(0.6, 1), tile(0.4, 1)]),
      ])
    let lower = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.7)),
      subitems: [
        inner,
        NSCollectionLayoutGroup.vertical(
          layoutSize: .size(.fractionalWidth(0.3), .fractionalHeight(1)), subitems: [tile(1, 1)]),
      ])
    let second = NSCollectionLayoutGroup.vertical(
      layoutSize: .size(.fractionalWidth(0.75), .fractionalHeight(1)), subitems: [upper, lower])
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(0.85), .fractionalHeight(0.25)), subitems: [first, second])
    let section = across(group)
    section.contentInsets.bottom = 8
    let footer = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: .size(.fractionalWidth(1), .estimated(30)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    footer.zIndex = 20
    section.boundarySupplementaryItems = [footer]
    return section
  }

  /// `nestedGroupLayout3()`: groups as wide as the screen and 0.3 of the container's height
  /// tall, paged and centred: columns 2/7, 3/7 and 2/7 wide; the first an item (0.8) over a
  /// row (0.2) of items half as wide; the second a row (0.2) of items a third as wide, an item
  /// (0.6) and another such row; the third a row (0.2) of items half as wide over an item
  /// (0.8). 8 pt above the groups, 24 below.
  private static func nestedGroups3() -> NSCollectionLayoutSection {
    let tile = TarikBozyakLayouts.tile
    func row(_ fraction: CGFloat, _ height: CGFloat) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .fractionalHeight(height)),
        subitems: [tile(fraction, 1)])
    }
    func column(_ width: CGFloat, _ rows: [NSCollectionLayoutGroup]) -> NSCollectionLayoutGroup {
      NSCollectionLayoutGroup.vertical(
        layoutSize: .size(.fractionalWidth(width), .fractionalHeight(1)), subitems: rows)
    }
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: .size(.fractionalWidth(1), .fractionalHeight(0.3)),
      subitems: [
        column(2.0 / 7, [row(1, 0.8), row(0.5, 0.2)]),
        column(3.0 / 7, [row(1.0 / 3, 0.2), row(1, 0.6), row(1.0 / 3, 0.2)]),
        column(2.0 / 7, [row(0.5, 0.2), row(1, 0.8)]),
      ])
    let section = across(group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    return section
  }

  /// The waterfall's stand-in (see ``multiSection()``).
  private static func waterfallStandIn() -> NSCollectionLayoutSection {
    NSCollectionLayoutSection(
      group: NSCollectionLayoutGroup.horizontal(
        layoutSize: .size(.fractionalWidth(1), .absolute(300)),
        subitems: [
          NSCollectionLayoutItem(layoutSize: .size(.fractionalWidth(0.5), .fractionalHeight(1)))
        ]))
  }
}
#endif
