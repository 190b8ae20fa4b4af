import LayoutGeometry

/// The resistance felt when dragging content past an edge: the content moves
/// `f(x) = (1 − 1 / (x c / D + 1)) · D` for a finger `x` points past the edge, with
/// `c = 0.55` and `D` the viewport length along the axis (`docs/scrolling.md`). For D = 960,
/// 100 → 52.0, 400 → 179.0, 960 → 340.6; the content never gets `D` past the edge.
public struct ScrollRubberBand: Hashable, Sendable {
  /// UIKit's coefficient, 0.55 (measured).
  public static let coefficient = 0.55

  /// The viewport length `D` along the axis, in points; zero or less means the content
  /// cannot be pulled past the edge at all.
  public var dimension: Double

  /// A rubber band for a viewport `dimension` points long.
  public init(dimension: Double) {
    self.dimension = dimension
  }

  /// How far past the edge the content goes when the finger is `overscroll` points past it
  /// (the sign follows `overscroll`).
  public func offset(forOverscroll overscroll: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let x = overscroll.magnitude
    let pulled = (1 - 1 / (x * Self.coefficient / dimension + 1)) * dimension
    return overscroll < 0 ? -pulled : pulled
  }

  /// The inverse of `offset(forOverscroll:)`: how far past the edge the finger must be for
  /// the content to sit `offset` points past it, `x = y / (c (1 − y / D))`. An offset of
  /// `D` or more (content thrown further by a fast bounce) cannot be reached by pulling;
  /// it is treated as 99.9 % of `D`, so a drag that catches such a bounce moves the content
  /// back to where the band can hold it.
  public func overscroll(forOffset offset: Double) -> Double {
    guard dimension > 0 else { return 0 }
    let y = min(offset.magnitude, dimension * 0.999)
    let x = y / (Self.coefficient * (1 - y / dimension))
    return offset < 0 ? -x : x
  }
}

extension ScrollRubberBand {
  /// Whether the dimensions are the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: ScrollRubberBand, rhs: ScrollRubberBand) -> Bool {
    lhs.dimension.isSameValue(as: rhs.dimension)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(dimension.sameValueHash)
  }
}
