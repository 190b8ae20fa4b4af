/// A position in a layout's coordinate space, in points.
///
/// The layout engine's counterpart of `CGPoint`; named so that it never collides with
/// Foundation or CoreGraphics when both are imported.
///
/// ```swift
/// let offset = LayoutPoint(x: 0, y: 300)
/// offset.isFinite                                      // true
/// LayoutPoint(main: 300, cross: 20, along: .vertical)  // (20, 300): main is y when vertical
/// ```
public struct LayoutPoint: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = LayoutPoint(x: 0, y: 0)

  /// Whether both coordinates are finite numbers (not NaN, not infinite).
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension LayoutPoint: CustomStringConvertible {
  /// `(x, y)`.
  public var description: String { "(\(x), \(y))" }
}

extension LayoutPoint {
  /// Whether every coordinate is the same value, NaN matching NaN (so `==` is reflexive) and −0
  /// matching 0.
  public static func == (lhs: LayoutPoint, rhs: LayoutPoint) -> Bool {
    lhs.x.isSameValue(as: rhs.x) && lhs.y.isSameValue(as: rhs.y)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(x.sameValueHash)
    hasher.combine(y.sameValueHash)
  }
}
