/// Insets whose horizontal sides are named by reading direction: leading and trailing.
///
/// The counterpart of `NSDirectionalEdgeInsets`. In a left-to-right layout leading is
/// left; in a right-to-left layout leading is right.
///
/// ```swift
/// let insets = LayoutDirectionalInsets(top: 8, leading: 20, bottom: 8, trailing: 4)
/// insets.resolved(for: .rightToLeft).left  // 4: trailing is on the left
/// LayoutDirectionalInsets(all: 16).leading  // 16
/// ```
public struct LayoutDirectionalInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the leading edge (left in left-to-right layouts).
  public var leading: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the trailing edge (right in left-to-right layouts).
  public var trailing: Double

  /// Insets with the given sides.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on all four sides.
  public init(all inset: Double) {
    self.init(top: inset, leading: inset, bottom: inset, trailing: inset)
  }

  /// No inset on any side.
  public static let zero = LayoutDirectionalInsets()

  /// Whether every side is a finite number.
  public var isFinite: Bool {
    top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
  }

  /// The physical insets for `direction`: leading becomes left or right.
  public func resolved(for direction: ReadingDirection) -> LayoutInsets {
    switch direction {
    case .leftToRight: LayoutInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: LayoutInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }

  /// Side-by-side sum of two insets.
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(
      top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
      bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
  }
}

extension LayoutDirectionalInsets {
  /// Whether every side is the same value, NaN matching NaN (so `==` is reflexive) and −0
  /// matching 0.
  public static func == (lhs: LayoutDirectionalInsets, rhs: LayoutDirectionalInsets) -> Bool {
    lhs.top.isSameValue(as: rhs.top) && lhs.leading.isSameValue(as: rhs.leading)
      && lhs.bottom.isSameValue(as: rhs.bottom) && lhs.trailing.isSameValue(as: rhs.trailing)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(top.sameValueHash)
    hasher.combine(leading.sameValueHash)
    hasher.combine(bottom.sameValueHash)
    hasher.combine(trailing.sameValueHash)
  }
}
