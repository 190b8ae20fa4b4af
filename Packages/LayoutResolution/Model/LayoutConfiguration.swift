import LayoutGeometry

/// Settings that apply to a whole layout.
///
/// The counterpart of `UICollectionViewCompositionalLayoutConfiguration` (rule 23). It is
/// a value: changing a copy does nothing until it is assigned to the layout.
public struct LayoutConfiguration: Sendable {
  /// The axis the layout scrolls along; vertical by default.
  public var scrollDirection: LayoutAxis
  /// Space between consecutive sections, never after the last (rule 13).
  public var interSectionSpacing: Double
  /// Headers, footers and other views around the whole layout (rule 16).
  public var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem]
  /// What the layout's container insets are measured from; the safe area by default.
  public var contentInsetsReference: ContentInsetsReference

  /// A configuration with UIKit's defaults unless given.
  public init(
    scrollDirection: LayoutAxis = .vertical, interSectionSpacing: Double = 0,
    boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = [],
    contentInsetsReference: ContentInsetsReference = .automatic
  ) {
    self.scrollDirection = scrollDirection
    self.interSectionSpacing = interSectionSpacing
    self.boundarySupplementaryItems = boundarySupplementaryItems
    self.contentInsetsReference = contentInsetsReference
  }
}
