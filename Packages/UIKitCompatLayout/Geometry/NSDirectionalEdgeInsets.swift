#if !(canImport(UIKit) || canImport(AppKit) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation
import LayoutGeometry

/// Insets whose horizontal sides are named by reading direction: leading and trailing.
///
/// Mirrors UIKit's `NSDirectionalEdgeInsets`, with `CGFloat` members so that
/// `let inset: CGFloat = 8` can be passed straight in. Section, group and item insets are
/// always points (rule 5 of the UIKit semantics).
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// Inset from the top edge.
  public var top: CGFloat
  /// Inset from the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// Inset from the bottom edge.
  public var bottom: CGFloat
  /// Inset from the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Insets with no inset on any side, as UIKit's `init()`.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Insets with the given sides, as UIKit's `init(top:leading:bottom:trailing:)`.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No inset on any side.
  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets {
  /// Whether every side is the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: NSDirectionalEdgeInsets, rhs: NSDirectionalEdgeInsets) -> Bool {
    Double(lhs.top).isSameValue(as: Double(rhs.top))
      && Double(lhs.leading).isSameValue(as: Double(rhs.leading))
      && Double(lhs.bottom).isSameValue(as: Double(rhs.bottom))
      && Double(lhs.trailing).isSameValue(as: Double(rhs.trailing))
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(top).sameValueHash)
    hasher.combine(Double(leading).sameValueHash)
    hasher.combine(Double(bottom).sameValueHash)
    hasher.combine(Double(trailing).sameValueHash)
  }
}
#endif
