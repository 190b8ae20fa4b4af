#if !(canImport(UIKit) || canImport(AppKit) || UIKITCOMPAT_SIMULATE_UIKIT
  || UIKITCOMPAT_SIMULATE_APPLE_SDK)
import Foundation

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
#endif
