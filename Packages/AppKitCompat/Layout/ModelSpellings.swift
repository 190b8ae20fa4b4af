#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
// AppKit's compositional layout shares UIKit's model: the same `NSCollectionLayout…` classes,
// geometry and snapshots. These are UIKitCompatLayout's (and the core's errors), exported one
// by one, so that a Mac file importing AppKitCompat alone sees exactly these names, can use
// them in its own public declarations, and sees none of UIKit's view or environment names.
// The environment is AppKit's own (no trait collection), and so are the layout and its
// configuration (see NSCollectionViewCompositionalLayout).
@_exported import class UIKitCompatLayout.NSCollectionLayoutSize
@_exported import class UIKitCompatLayout.NSCollectionLayoutDimension
@_exported import class UIKitCompatLayout.NSCollectionLayoutItem
@_exported import class UIKitCompatLayout.NSCollectionLayoutGroup
@_exported import class UIKitCompatLayout.NSCollectionLayoutGroupCustomItem
@_exported import class UIKitCompatLayout.NSCollectionLayoutSection
@_exported import class UIKitCompatLayout.NSCollectionLayoutSpacing
@_exported import class UIKitCompatLayout.NSCollectionLayoutEdgeSpacing
@_exported import class UIKitCompatLayout.NSCollectionLayoutAnchor
@_exported import class UIKitCompatLayout.NSCollectionLayoutSupplementaryItem
@_exported import class UIKitCompatLayout.NSCollectionLayoutBoundarySupplementaryItem
@_exported import class UIKitCompatLayout.NSCollectionLayoutDecorationItem
@_exported import class UIKitCompatLayout.NSCollectionLayoutContainer
@_exported import protocol UIKitCompatLayout.NSCollectionLayoutVisibleItem
@_exported import enum UIKitCompatLayout.UICollectionLayoutSectionOrthogonalScrollingBehavior
@_exported import struct UIKitCompatLayout.NSDirectionalEdgeInsets
@_exported import struct UIKitCompatLayout.NSDirectionalRectEdge
@_exported import enum UIKitCompatLayout.NSRectAlignment
@_exported import struct UIKitCompatLayout.NSDiffableDataSourceSnapshot
@_exported import class UIKitCompatLayout.UICollectionViewLayoutAttributes
@_exported import enum UIKitCompatLayout.UICollectionViewScrollDirection
@_exported import enum DiffableDataSources.DataSourceError
@_exported import enum LayoutResolution.LayoutError

/// How a section scrolls across the layout's axis: AppKit's
/// `NSCollectionLayoutSectionOrthogonalScrollingBehavior`, the same six cases as UIKit's.
public typealias NSCollectionLayoutSectionOrthogonalScrollingBehavior =
  UICollectionLayoutSectionOrthogonalScrollingBehavior
/// The attributes of an element of a collection view layout: its frame, index path, kind.
///
/// Departure: AppKit's own class names the item category `.item` where this, UIKit's,
/// says `.cell`.
public typealias NSCollectionViewLayoutAttributes = UICollectionViewLayoutAttributes
#endif
