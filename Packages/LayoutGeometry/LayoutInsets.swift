/// Insets resolved to physical sides: top, left, bottom, right, in points.
///
/// Produced from ``LayoutDirectionalInsets`` once the reading direction is known.
///
/// ```swift
/// let insets = LayoutInsets(top: 10, left: 20, bottom: 10, right: 4)
/// insets.total(along: .horizontal)                                    // 24
/// LayoutRect(x: 0, y: 0, width: 375, height: 100).inset(by: insets)  // (20, 10, 351, 80)
/// ```
public struct LayoutInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Insets with the given sides.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any side.
  public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Whether every side is a finite number.
  public var isFinite: Bool {
    top.isFinite && left.isFinite && bottom.isFinite && right.isFinite
  }
}

extension LayoutInsets {
  /// Whether every side is the same value, NaN matching NaN (so `==` is reflexive) and −0
  /// matching 0.
  public static func == (lhs: LayoutInsets, rhs: LayoutInsets) -> Bool {
    lhs.top.isSameValue(as: rhs.top) && lhs.left.isSameValue(as: rhs.left)
      && lhs.bottom.isSameValue(as: rhs.bottom) && lhs.right.isSameValue(as: rhs.right)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(top.sameValueHash)
    hasher.combine(left.sameValueHash)
    hasher.combine(bottom.sameValueHash)
    hasher.combine(right.sameValueHash)
  }
}
