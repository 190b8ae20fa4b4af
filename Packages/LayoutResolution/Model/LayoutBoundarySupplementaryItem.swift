import LayoutGeometry

/// A header, footer or other supplementary view on the boundary of a section or layout.
///
/// The counterpart of `NSCollectionLayoutBoundarySupplementaryItem` (rules 15–16):
/// `extendsBoundary` defaults to true, `pinToVisibleBounds` to false, and the item draws
/// above cells. Element kinds must be unique within a section.
///
/// ```swift
/// var section = LayoutSection(group: group)
/// section.boundarySupplementaryItems = [
///   LayoutBoundarySupplementaryItem(
///     size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(44)),
///     elementKind: "header", alignment: .top, pinToVisibleBounds: true)
/// ]  // the header takes the section's first 44 pt; its first row starts below
/// ```
public struct LayoutBoundarySupplementaryItem: Hashable, Sendable {
  /// How the element is sized, relative to its section (or the layout).
  public var size: LayoutSizeSpec
  /// The element kind a renderer uses to pick a view, e.g. `"header"`.
  public var elementKind: String
  /// Which side of the section the element sits on.
  public var alignment: LayoutRectAlignment
  /// A distance the element moves from its aligned position.
  public var absoluteOffset: LayoutPoint
  /// Whether the element adds to the section's extent rather than overlapping it.
  public var extendsBoundary: Bool
  /// Whether the element stays in view while its section is visible.
  public var pinToVisibleBounds: Bool
  /// Drawing order; higher draws above. Cells are at 0.
  public var zIndex: Int

  /// A boundary supplementary item with UIKit's defaults.
  public init(
    size: LayoutSizeSpec, elementKind: String, alignment: LayoutRectAlignment,
    absoluteOffset: LayoutPoint = .zero, extendsBoundary: Bool = true,
    pinToVisibleBounds: Bool = false, zIndex: Int = 1
  ) {
    self.size = size
    self.elementKind = elementKind
    self.alignment = alignment
    self.absoluteOffset = absoluteOffset
    self.extendsBoundary = extendsBoundary
    self.pinToVisibleBounds = pinToVisibleBounds
    self.zIndex = zIndex
  }
}
