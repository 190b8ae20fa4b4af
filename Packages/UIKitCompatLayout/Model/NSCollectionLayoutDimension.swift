#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutResolution

/// How one side (width or height) of an item, group or supplementary item is sized.
///
/// Mirrors UIKit's `NSCollectionLayoutDimension`: an immutable object made by the class
/// methods `fractionalWidth(_:)`, `fractionalHeight(_:)`, `absolute(_:)`, `estimated(_:)`
/// and `uniformAcrossSiblings(estimate:)`, which return `Self` as UIKit's do, so an
/// extension written against UIKit (`static func … -> Self { Self.fractionalWidth(0.5) }`)
/// compiles unchanged. Invalid values (negative, NaN, infinite) are
/// accepted here and reported by the host as `LayoutError.invalidDimension` for the
/// section that uses them, where UIKit would raise an exception.
///
/// ```swift
/// let width = NSCollectionLayoutDimension.fractionalWidth(0.25)  // 93.75 pt in a 375 pt group
/// let height = NSCollectionLayoutDimension.estimated(44)  // 44 pt until the cell is measured
/// height.isEstimated  // true
/// width.dimension  // 0.25
/// ```
public final class NSCollectionLayoutDimension {
  let value: LayoutDimension

  init(_ value: LayoutDimension) {
    self.value = value
  }

  /// A fraction of the containing group's (or section container's) width.
  public static func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(.fractionalWidth(Double(fractionalWidth)))
  }

  /// A fraction of the containing group's (or section container's) height.
  public static func fractionalHeight(_ fractionalHeight: CGFloat)
    -> Self
  {
    Self(.fractionalHeight(Double(fractionalHeight)))
  }

  /// A fixed length in points.
  public static func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(.absolute(Double(absoluteDimension)))
  }

  /// A first guess in points that the element's measured size replaces (rule 21).
  ///
  /// The estimate is the length until the element is measured: in a view, by the
  /// `preferredLayoutAttributesFitting(_:)` of the cell that shows it; in a layout-only host,
  /// through ``CollectionViewLayoutHost/setPreferredSize(_:forItemAt:)`` or its
  /// ``CollectionViewLayoutHost/preferredSizeProvider``.
  public static func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(.estimated(Double(estimatedDimension)))
  }

  /// An estimate that every sibling shares, all taking the largest measured size
  /// (UIKit, iOS 17).
  public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat)
    -> Self
  {
    Self(.uniformAcrossSiblings(estimate: Double(estimatedDimension)))
  }

  /// Whether the dimension is a fraction of the container's width.
  public var isFractionalWidth: Bool {
    if case .fractionalWidth = value { return true }
    return false
  }

  /// Whether the dimension is a fraction of the container's height.
  public var isFractionalHeight: Bool {
    if case .fractionalHeight = value { return true }
    return false
  }

  /// Whether the dimension is a fixed length.
  public var isAbsolute: Bool {
    if case .absolute = value { return true }
    return false
  }

  /// Whether the dimension is `estimated`; a `uniformAcrossSiblings` dimension answers
  /// `false` here and `true` to ``isUniformAcrossSiblings``.
  public var isEstimated: Bool {
    if case .estimated = value { return true }
    return false
  }

  /// Whether the dimension is shared across siblings (UIKit, iOS 17).
  public var isUniformAcrossSiblings: Bool {
    if case .uniformAcrossSiblings = value { return true }
    return false
  }

  /// The number the dimension carries: the fraction, the length or the estimate.
  public var dimension: CGFloat { CGFloat(value.value) }
}
#endif
