#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutLists
import LayoutResolution

extension NSCollectionLayoutSection {
  /// A list section made from `configuration` for `layoutEnvironment`: the core's
  /// `LayoutSection.list(using:environment:)`, spelled with UIKit's objects, with the header
  /// and footer of kinds `UICollectionView.elementKindSectionHeader` and `…Footer`.
  ///
  /// Mirrors UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`. The section
  /// keeps `configuration`, so a host showing it answers its rows' separators (in
  /// `layoutAttributesForElements(in:)`) and swipe actions
  /// (``UICollectionViewLayout/trailingSwipeActionsConfiguration(forItemAt:)``) from it.
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let environment = LayoutEnvironment(
      container: LayoutContainer(
        contentSize: LayoutSize(layoutEnvironment.container.contentSize),
        contentInsets: LayoutDirectionalInsets(layoutEnvironment.container.contentInsets)),
      traits: layoutEnvironment.traitCollection.value)
    let core = LayoutSection.list(using: configuration.core, environment: environment)
    let row = Self.size(core.group.size)
    let section = NSCollectionLayoutSection(
      group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.contentInsets = NSDirectionalEdgeInsets(core.contentInsets)
    section.boundarySupplementaryItems = core.boundarySupplementaryItems.map { item in
      let isHeader = item.elementKind == ListLayout.headerKind
      let boundary = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: Self.size(item.size),
        elementKind: isHeader
          ? UICollectionElementKindSectionHeader : UICollectionElementKindSectionFooter,
        alignment: isHeader ? .top : .bottom)
      boundary.pinToVisibleBounds = item.pinToVisibleBounds
      boundary.zIndex = item.zIndex
      return boundary
    }
    section.listConfiguration = configuration
    return section
  }

  private static func size(_ spec: LayoutSizeSpec) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(
      widthDimension: NSCollectionLayoutDimension(spec.width),
      heightDimension: NSCollectionLayoutDimension(spec.height))
  }
}
#endif
