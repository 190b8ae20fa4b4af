#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Examples
import Foundation
import UIKitCompat

/// The sample's compositional-layout screens, each the `Examples` target's view controller
/// (``SampleScreen``): its layout, cells, supplementary views and data, as the port tests
/// drive them.
enum CompositionalLayoutExamples {
  /// Rows of five square items.
  static let grid = Example("Grid", slug: "grid", category: .compositionalLayout) { size in
    SampleScreen.screen(
      "Grid", size: size, GridViewController(), collectionView: \.collectionView)
  }

  /// The grid with every item inset by 5 pt.
  static let insetItemsGrid = Example(
    "Inset Items Grid", slug: "inset-items-grid", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Inset Items Grid", size: size, InsetItemsGridViewController(),
      collectionView: \.collectionView)
  }

  /// Rows of exactly two 44 pt items, 10 pt apart.
  static let twoColumnGrid = Example(
    "Two-Column Grid", slug: "two-column-grid", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Two-Column Grid", size: size, TwoColumnViewController(), collectionView: \.collectionView)
  }

  /// A list, a five-column grid and a three-column grid, each section's layout chosen by its
  /// index.
  static let distinctSections = Example(
    "Distinct Sections", slug: "distinct-sections", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Distinct Sections", size: size, DistinctSectionsViewController(),
      collectionView: \.collectionView)
  }

  /// The distinct sections with twice the columns once the container is wider than 800 pt,
  /// chosen again on every layout pass (so a resize changes them live).
  static let adaptiveSections = Example(
    "Adaptive Sections", slug: "adaptive-sections", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Adaptive Sections", size: size, AdaptiveSectionsViewController(),
      collectionView: \.collectionView, hints: "resize the window")
  }

  /// A grid whose items carry a count badge at their top trailing corner.
  ///
  /// The sample draws each count at random; the gallery applies the same hundred items with
  /// counts 0 (no badge) to 3 by item, so that runs and pictures repeat.
  static let itemBadges = Example(
    "Item Badges", slug: "item-badges", category: .compositionalLayout
  ) { size in
    let controller = ItemBadgeSupplementaryViewController()
    let screen = SampleScreen.screen(
      "Item Badges", size: size, controller, collectionView: \.collectionView)
    var snapshot = NSDiffableDataSourceSnapshot<
      ItemBadgeSupplementaryViewController.Section, ItemBadgeSupplementaryViewController.Model
    >()
    snapshot.appendSections([.main])
    snapshot.appendItems((0..<100).map { .init(title: "\($0)", badgeCount: badgeCount($0)) })
    controller.dataSource?.apply(snapshot, animatingDifferences: false)
    return screen
  }

  /// The made-up count of item `item`: 0 (no badge) to 3.
  static func badgeCount(_ item: Int) -> Int {
    item % 4
  }

  /// Rows of 44 pt with a header and a footer around each section.
  static let sectionHeadersFooters = Example(
    "Section Headers/Footers", slug: "section-headers-footers", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Section Headers/Footers", size: size, SectionHeadersFootersViewController(),
      collectionView: \.collectionView)
  }

  /// The headers and footers, each header pinned to the top while its section scrolls.
  static let pinnedSectionHeaders = Example(
    "Pinned Section Headers", slug: "pinned-section-headers", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Pinned Section Headers", size: size, PinnedSectionHeaderFooterViewController(),
      collectionView: \.collectionView)
  }

  /// List sections on a shaded background decoration inset by 5 pt.
  static let sectionDecoration = Example(
    "Section Background Decoration", slug: "section-background-decoration",
    category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Section Background Decoration", size: size, SectionDecorationViewController(),
      collectionView: \.collectionView)
  }

  /// A large item beside a column of two, repeated.
  static let nestedGroups = Example(
    "Nested Groups", slug: "nested-groups", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Nested Groups", size: size, NestedGroupsViewController(), collectionView: \.collectionView)
  }

  /// Each section a row of nested groups 85 % of the width that scrolls sideways.
  static let orthogonalSections = Example(
    "Orthogonal Sections", slug: "orthogonal-sections", category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Orthogonal Sections", size: size, OrthogonalScrollingViewController(),
      collectionView: \.collectionView, hints: "tab: a row, ←→ scroll it")
  }

  /// One section per resting behaviour, each named by its header.
  static let orthogonalBehaviors = Example(
    "Orthogonal Section Behaviors", slug: "orthogonal-section-behaviors",
    category: .compositionalLayout
  ) { size in
    SampleScreen.screen(
      "Orthogonal Section Behaviors", size: size, OrthogonalScrollBehaviorViewController(),
      collectionView: \.collectionView, hints: "tab: a row, ←→ scroll it")
  }
}
#endif
