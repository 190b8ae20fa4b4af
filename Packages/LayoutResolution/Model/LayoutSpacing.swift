import LayoutGeometry

/// Space between two elements, or around one.
///
/// The counterpart of `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
  /// Exactly this many points.
  case fixed(Double)
  /// At least this many points; leftover room in the group is shared evenly among all
  /// flexible spacings of the group (rule 10 of the UIKit semantics).
  case flexible(Double)

  /// The guaranteed length: the fixed value, or the flexible minimum.
  public var minimum: Double {
    switch self {
    case .fixed(let value), .flexible(let value): value
    }
  }

  /// Whether the spacing takes a share of leftover room.
  public var isFlexible: Bool {
    if case .flexible = self { return true }
    return false
  }
}

extension LayoutSpacing {
  /// Whether both are the same case with the same ``minimum``, a NaN matching any NaN (so
  /// `==` is reflexive) and −0 matching 0.
  public static func == (lhs: LayoutSpacing, rhs: LayoutSpacing) -> Bool {
    lhs.isFlexible == rhs.isFlexible && lhs.minimum.isSameValue(as: rhs.minimum)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(isFlexible)
    hasher.combine(minimum.sameValueHash)
  }
}
