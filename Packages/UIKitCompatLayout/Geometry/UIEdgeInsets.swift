#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry

/// Insets named by physical side: top, left, bottom, right.
///
/// Mirrors UIKit's `UIEdgeInsets`, the type of a view's `safeAreaInsets` and
/// `layoutMargins`. Left and right stay physical when the layout direction changes.
public struct UIEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the left edge.
  public var left: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the right edge.
  public var right: CGFloat

  /// Insets with no inset on any side, as UIKit's `init()`.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Insets with the given sides, as UIKit's `init(top:left:bottom:right:)`.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any side.
  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets {
  /// Whether every side is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> Bool {
    Double(lhs.top).isSameValue(as: Double(rhs.top))
      && Double(lhs.left).isSameValue(as: Double(rhs.left))
      && Double(lhs.bottom).isSameValue(as: Double(rhs.bottom))
      && Double(lhs.right).isSameValue(as: Double(rhs.right))
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(top).sameValueHash)
    hasher.combine(Double(left).sameValueHash)
    hasher.combine(Double(bottom).sameValueHash)
    hasher.combine(Double(right).sameValueHash)
  }
}
#endif
