import LayoutGeometry

/// How one side (width or height) of an item, group or supplementary item is sized.
///
/// The counterpart of `NSCollectionLayoutDimension`. Fractions are relative to the
/// containing group's size after that group's own content insets (for a section's
/// top-level group: the section container, rules 2–4 of the UIKit semantics).
///
/// ```swift
/// let container = LayoutSize(width: 320, height: 480)
/// LayoutDimension.fractionalWidth(0.5).resolved(in: container)   // 160
/// LayoutDimension.fractionalHeight(0.25).resolved(in: container)  // 120
/// LayoutDimension.estimated(44).resolved(in: container)           // 44, until measured
/// ```
public enum LayoutDimension: Hashable, Sendable {
  /// A fraction of the container's width.
  case fractionalWidth(Double)
  /// A fraction of the container's height.
  case fractionalHeight(Double)
  /// A fixed length in points.
  case absolute(Double)
  /// A first guess in points that the element's measured size replaces (self-sizing).
  case estimated(Double)
  /// An estimate that every sibling shares: all take the largest measured size (iOS 17).
  case uniformAcrossSiblings(estimate: Double)

  /// The number carried by the case: the fraction, the length or the estimate.
  public var value: Double {
    switch self {
    case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value),
      .estimated(let value), .uniformAcrossSiblings(let value):
      value
    }
  }

  /// Whether the length comes from a measurement (`estimated` or `uniformAcrossSiblings`).
  public var isEstimated: Bool {
    switch self {
    case .estimated, .uniformAcrossSiblings: true
    case .fractionalWidth, .fractionalHeight, .absolute: false
    }
  }

  /// Whether the value is usable: not negative and at most ``LayoutSection/maximumLength``
  /// (2⁴⁸), in points or as a fraction; so NaN and infinities are not, and no sum of a
  /// few lengths overflows to infinity.
  public var isValid: Bool { value >= 0 && value <= LayoutSection.maximumLength }

  /// The length in points inside a container of size `container`.
  ///
  /// Estimated dimensions resolve to their estimate until a measurement replaces it.
  public func resolved(in container: LayoutSize) -> Double {
    switch self {
    case .fractionalWidth(let fraction): fraction * container.width
    case .fractionalHeight(let fraction): fraction * container.height
    case .absolute(let length), .estimated(let length), .uniformAcrossSiblings(let length):
      length
    }
  }
}

extension LayoutDimension {
  /// Whether both are the same case with the same ``value``, a NaN matching any NaN (so `==`
  /// is reflexive) and −0 matching 0.
  public static func == (lhs: LayoutDimension, rhs: LayoutDimension) -> Bool {
    lhs.caseIndex == rhs.caseIndex && lhs.value.isSameValue(as: rhs.value)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(caseIndex)
    hasher.combine(value.sameValueHash)
  }

  /// The case's position in the declaration.
  private var caseIndex: Int {
    switch self {
    case .fractionalWidth: 0
    case .fractionalHeight: 1
    case .absolute: 2
    case .estimated: 3
    case .uniformAcrossSiblings: 4
    }
  }
}
