import LayoutGeometry

/// A width dimension and a height dimension: how an element is sized.
///
/// The counterpart of `NSCollectionLayoutSize`.
///
/// ```swift
/// let square = LayoutSizeSpec(width: .fractionalWidth(0.25), height: .fractionalWidth(0.25))
/// square.resolved(in: LayoutSize(width: 320, height: 480))  // 80 × 80
/// ```
public struct LayoutSizeSpec: Hashable, Sendable {
  /// How the width is computed.
  public var width: LayoutDimension
  /// How the height is computed.
  public var height: LayoutDimension

  /// A size spec from its two dimensions.
  public init(width: LayoutDimension, height: LayoutDimension) {
    self.width = width
    self.height = height
  }

  /// The dimension along `axis`.
  public func dimension(along axis: LayoutAxis) -> LayoutDimension {
    axis == .horizontal ? width : height
  }

  /// Both dimensions resolved inside a container of size `container`.
  public func resolved(in container: LayoutSize) -> LayoutSize {
    LayoutSize(width: width.resolved(in: container), height: height.resolved(in: container))
  }
}
