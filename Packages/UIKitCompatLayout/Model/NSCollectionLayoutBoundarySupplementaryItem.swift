#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutResolution

/// A header, footer or other supplementary view on the boundary of a section or layout.
///
/// Mirrors UIKit's `NSCollectionLayoutBoundarySupplementaryItem` (rules 15–16):
/// `extendsBoundary` defaults to true, `pinToVisibleBounds` to false, zIndex to 1 (above
/// cells). The inherited anchors are unused, as in UIKit: `alignment` places it.
///
/// For `section`, three columns of 100 pt rows with 10 pt insets:
///
/// ```swift
/// let header = NSCollectionLayoutBoundarySupplementaryItem(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
///   elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
/// header.pinToVisibleBounds = true
/// section.boundarySupplementaryItems = [header]
/// // at 320 pt wide: the header at (10, 0, 300, 40), the first row at y 50; scrolled to
/// // y 500, the header sits at y 500
/// ```
public final class NSCollectionLayoutBoundarySupplementaryItem:
  NSCollectionLayoutSupplementaryItem
{
  /// Which side of the section the element sits on.
  public let alignment: NSRectAlignment
  /// A distance in points the element moves from its aligned position.
  public let offset: CGPoint
  /// Whether the element adds to the section's extent rather than overlapping it.
  public var extendsBoundary = true
  /// Whether the element stays in view while its section is visible.
  public var pinToVisibleBounds = false

  /// A boundary item of `layoutSize` at `alignment`, moved by `absoluteOffset` points.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    self.offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
  }

  /// A boundary item of `layoutSize` at `alignment`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment,
      absoluteOffset: .zero)
  }

  var boundaryValue: LayoutBoundarySupplementaryItem {
    LayoutBoundarySupplementaryItem(
      size: layoutSize.spec, elementKind: elementKind, alignment: alignment.value,
      absoluteOffset: LayoutPoint(offset), extendsBoundary: extendsBoundary,
      pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex)
  }
}
#endif
