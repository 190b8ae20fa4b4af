#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// Adjusts a section's visible items before a layout pass: receives them, the scroll offset
/// (the row's own offset for an orthogonal section) and the environment.
///
/// Mirrors UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`. Like UIKit's
/// it is not `Sendable`: it runs synchronously on the caller's thread. Departure (rule 22):
/// it runs when the visible elements are read (the layout's queries of the visible rect, or
/// `core.visibleAttributes`), and its changes show in those answers only.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void

/// A section of a layout: a group repeated until the section's items run out, with insets,
/// spacing, boundary items, decorations and an optional orthogonal scroller.
///
/// Mirrors UIKit's `NSCollectionLayoutSection`, a class, with UIKit's defaults. Its values
/// (and those of the items and groups it holds) are read when a layout takes its
/// snapshot: at `UICollectionViewCompositionalLayout(section:)`, or each time a section
/// provider returns it.
///
/// For `row`, three equal columns 100 pt tall:
///
/// ```swift
/// let section = NSCollectionLayoutSection(group: row)
/// section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
/// section.interGroupSpacing = 8
/// // at 320 pt wide: item 4 at (110, 118, 100, 100); a million items take 36,000,084 pt
/// ```
public final class NSCollectionLayoutSection {
  private let group: NSCollectionLayoutGroup

  /// Space around the section's groups, in points (rule 5: never fractional).
  public var contentInsets: NSDirectionalEdgeInsets = .zero
  /// What the section's insets are measured from; `automatic` follows the layout.
  public var contentInsetsReference: UIContentInsetsReference = .automatic
  /// Space between consecutive groups of the section (rule 13).
  public var interGroupSpacing: CGFloat = 0
  /// Whether, and how, the section scrolls across the layout (rules 19–20).
  public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none
  /// How an orthogonal row bounces and decelerates (iOS 17); change its properties in place,
  /// as in UIKit.
  public let orthogonalScrollingProperties =
    UICollectionLayoutSectionOrthogonalScrollingProperties()
  /// Headers, footers and other views on the section's boundary.
  public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// Views drawn behind the section, such as a background.
  public var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Whether boundary items are inset by the section's insets across the scroll axis.
  public var supplementariesFollowContentInsets = true
  /// What boundary items' span is measured from; `automatic` follows
  /// ``contentInsetsReference`` (UIKit, iOS 16).
  public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
  /// Adjusts the section's visible items each time the core host's `visibleAttributes` are
  /// read (rule 22); UIKit calls it before each layout pass that scrolls or changes the
  /// section.
  public var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration the section was made from by
  /// `list(using:layoutEnvironment:)`, or `nil`: hosts answer the rows' separators and swipe
  /// actions from it.
  package var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// The core section this object describes, read now.
  func makeSection() -> LayoutSection {
    var section = LayoutSection(
      group: group.makeGroup(), contentInsets: LayoutDirectionalInsets(contentInsets),
      contentInsetsReference: contentInsetsReference.value,
      interGroupSpacing: Double(interGroupSpacing),
      orthogonalScrollingBehavior: orthogonalScrollingBehavior.value,
      boundarySupplementaryItems: boundarySupplementaryItems.map(\.boundaryValue),
      decorationItems: decorationItems.map(\.decorationValue),
      supplementariesFollowContentInsets: supplementariesFollowContentInsets,
      supplementaryContentInsetsReference: supplementaryContentInsetsReference.value,
      visibleItemsInvalidationHandler: visibleItemsInvalidationHandler.map(Self.bridged))
    section.orthogonalScrollingProperties = orthogonalScrollingProperties.value
    return section
  }

  /// The core handler that hands `handler` the visible items as UIKit-style objects and
  /// copies back what it changed.
  private static func bridged(
    _ handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler
  ) -> LayoutVisibleItemsHandler {
    { items, offset, environment in
      let visible = items.map(VisibleItem.init)
      handler(visible, CGPoint(offset), NSCollectionLayoutEnvironment(environment))
      items = visible.map(\.item)
    }
  }
}
#endif
