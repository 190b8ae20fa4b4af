#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import Foundation
public import UIKitCompatLayout

// AppKit's compositional layout shares UIKit's model: the same `NSCollectionLayout…` classes,
// geometry and snapshots. These are UIKitCompatLayout's, under the names a Mac file sees when
// it imports AppKitCompat alone. The environment is AppKit's own (no trait collection), and
// so are the layout and its configuration (see NSCollectionViewCompositionalLayout).

/// The size of an item, group or supplementary item: UIKit's and AppKit's shared model type.
public typealias NSCollectionLayoutSize = UIKitCompatLayout.NSCollectionLayoutSize
/// One axis of a ``NSCollectionLayoutSize``: absolute, estimated or a fraction.
public typealias NSCollectionLayoutDimension = UIKitCompatLayout.NSCollectionLayoutDimension
/// An item of a compositional layout.
public typealias NSCollectionLayoutItem = UIKitCompatLayout.NSCollectionLayoutItem
/// A group of items laid out along an axis, or by a custom provider.
public typealias NSCollectionLayoutGroup = UIKitCompatLayout.NSCollectionLayoutGroup
/// A custom group's item frame.
public typealias NSCollectionLayoutGroupCustomItem =
  UIKitCompatLayout.NSCollectionLayoutGroupCustomItem
/// A section of a compositional layout.
public typealias NSCollectionLayoutSection = UIKitCompatLayout.NSCollectionLayoutSection
/// The space between items of a group.
public typealias NSCollectionLayoutSpacing = UIKitCompatLayout.NSCollectionLayoutSpacing
/// The space around an item, by edge.
public typealias NSCollectionLayoutEdgeSpacing = UIKitCompatLayout.NSCollectionLayoutEdgeSpacing
/// Where a supplementary item is attached to its container.
public typealias NSCollectionLayoutAnchor = UIKitCompatLayout.NSCollectionLayoutAnchor
/// A view attached to an item or group, such as a badge.
public typealias NSCollectionLayoutSupplementaryItem =
  UIKitCompatLayout.NSCollectionLayoutSupplementaryItem
/// A header or footer of a section or of the whole layout.
public typealias NSCollectionLayoutBoundarySupplementaryItem =
  UIKitCompatLayout.NSCollectionLayoutBoundarySupplementaryItem
/// A view behind a section, such as its background.
public typealias NSCollectionLayoutDecorationItem =
  UIKitCompatLayout.NSCollectionLayoutDecorationItem
/// The container a section is laid out in: its content size and insets.
public typealias NSCollectionLayoutContainer = UIKitCompatLayout.NSCollectionLayoutContainer
/// An item on screen, as a visible-items invalidation handler sees it.
public typealias NSCollectionLayoutVisibleItem = UIKitCompatLayout.NSCollectionLayoutVisibleItem
/// How a section scrolls across the layout's axis: AppKit's
/// `NSCollectionLayoutSectionOrthogonalScrollingBehavior`, the same six cases as UIKit's.
public typealias NSCollectionLayoutSectionOrthogonalScrollingBehavior =
  UICollectionLayoutSectionOrthogonalScrollingBehavior
/// Insets that follow the layout direction.
public typealias NSDirectionalEdgeInsets = UIKitCompatLayout.NSDirectionalEdgeInsets
/// Edges that follow the layout direction.
public typealias NSDirectionalRectEdge = UIKitCompatLayout.NSDirectionalRectEdge
/// Where an item sits in the space it is given.
public typealias NSRectAlignment = UIKitCompatLayout.NSRectAlignment
/// The sections and items a diffable data source shows.
public typealias NSDiffableDataSourceSnapshot = UIKitCompatLayout.NSDiffableDataSourceSnapshot
/// A misuse of a snapshot or a diffable data source, refused with nothing changed.
public typealias DataSourceError = UIKitCompatLayout.DataSourceError
/// The attributes of an element of a collection view layout: its frame, index path, kind.
///
/// Departure: AppKit's own class names the item category `.item` where this, UIKit's,
/// says `.cell`.
public typealias NSCollectionViewLayoutAttributes = UICollectionViewLayoutAttributes
/// A layout problem found while solving (a negative size, a cap reached), kept and shown
/// rather than raised.
public typealias LayoutError = UIKitCompatLayout.LayoutError
#endif
