import LayoutGeometry
import LayoutResolution

/// A large item beside a column of two small ones, in the style of Apple's Nested Groups
/// sample (reference case C4): 70 % and 30 % of the width, the pair 40 % of the container's
/// height.
public struct MosaicSectionProvider: SectionProvider, Sendable {
  /// Space inside each item.
  public var itemInsets: Double

  /// A mosaic with `itemInsets` points inside each item.
  public init(itemInsets: Double = 10) {
    self.itemInsets = itemInsets
  }

  /// `mosaic`.
  public var name: String { "mosaic" }

  /// The nested groups of the sample.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    try validateLength(itemInsets, provider: "mosaic", name: "itemInsets")
    let insets = LayoutDirectionalInsets(all: itemInsets)
    let leading = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(0.7), height: .fractionalHeight(1)),
      contentInsets: insets)
    let trailing = LayoutItem(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.3)),
      contentInsets: insets)
    let column = LayoutGroup.vertical(
      size: LayoutSizeSpec(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
      repeatingSubitem: trailing, count: 2)
    let group = LayoutGroup.horizontal(
      size: LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(0.4)),
      subitems: [.item(leading), .group(column)])
    return LayoutSection(group: group)
  }
}

extension SectionProvider where Self == MosaicSectionProvider {
  /// A large item beside a column of two small ones.
  public static var mosaic: MosaicSectionProvider { MosaicSectionProvider() }
}
