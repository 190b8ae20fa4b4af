import LayoutGeometry

/// A section of a layout: a group repeated until the section's items run out, with insets,
/// spacing, boundary items, decorations and an optional orthogonal scroller.
///
/// The counterpart of `NSCollectionLayoutSection`.
///
/// For `group`, two items of half its width in a row 100 pt tall:
///
/// ```swift
/// let section = LayoutSection(
///   group: group, contentInsets: LayoutDirectionalInsets(all: 16), interGroupSpacing: 8)
/// let solved = LayoutSolver.solve(
///   CollectionLayout(section: section), size: LayoutSize(width: 320, height: 480),
///   itemCounts: [5])
/// let second = solved.attributesForItem(at: LayoutIndexPath(item: 1, section: 0))?.frame
/// // second: (160, 16, 144, 100)
/// ```
///
/// A description, confined to its caller like UIKit's layout objects: it may hold your
/// closures, which need not be `Sendable` (the host calls them synchronously, on the caller's
/// thread; see `docs/uikit-semantics.md#concurrency`). What the solver makes of it is a
/// `Sendable` value.
public struct LayoutSection {
  /// The group the section repeats.
  public var group: LayoutGroup
  /// Space around the section's groups, in points (rule 5: never fractional).
  public var contentInsets: LayoutDirectionalInsets
  /// What the section's insets are measured from; `automatic` follows the layout.
  public var contentInsetsReference: ContentInsetsReference
  /// Space between consecutive groups of the section (rule 13).
  public var interGroupSpacing: Double
  /// Whether, and how, the section scrolls across the layout (rules 19–20).
  public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
  /// How an orthogonal row bounces and decelerates (iOS 17); `automatic` by default.
  public var orthogonalScrollingProperties = OrthogonalScrollingProperties()
  /// Headers, footers and other views on the section's boundary.
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
  /// Views drawn behind the section, such as a background.
  public var decorationItems: [LayoutDecorationItem]
  /// Whether boundary items are inset by the section's insets across the scroll axis.
  public var supplementariesFollowContentInsets: Bool
  /// What boundary items' span across the scroll axis is measured from; `automatic`
  /// follows the section's own reference (iOS 16).
  public var supplementaryContentInsetsReference: ContentInsetsReference
  /// Called before each layout pass that scrolls or changes the section, to adjust the
  /// visible items (rule 22).
  public var visibleItemsInvalidationHandler: LayoutVisibleItemsHandler?

  /// A section repeating `group`, with UIKit's defaults for everything else.
  public init(
    group: LayoutGroup, contentInsets: LayoutDirectionalInsets = .zero,
    contentInsetsReference: ContentInsetsReference = .automatic,
    interGroupSpacing: Double = 0,
    orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
    boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = [],
    decorationItems: [LayoutDecorationItem] = [],
    supplementariesFollowContentInsets: Bool = true,
    supplementaryContentInsetsReference: ContentInsetsReference = .automatic,
    visibleItemsInvalidationHandler: LayoutVisibleItemsHandler? = nil
  ) {
    self.group = group
    self.contentInsets = contentInsets
    self.contentInsetsReference = contentInsetsReference
    self.interGroupSpacing = interGroupSpacing
    self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.decorationItems = decorationItems
    self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    self.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
  }
}

/// Adjusts a section's visible items before a layout pass: receives them (mutable), the
/// scroll offset (the row's own offset for an orthogonal section) and the environment.
///
/// The host calls it for each visible section on every query of its visible elements, which
/// a scroll simulation makes every frame: keep it proportional to the items it receives.
///
/// The counterpart of `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias LayoutVisibleItemsHandler =
  (inout [LayoutVisibleItem], LayoutPoint, LayoutEnvironment) -> Void
