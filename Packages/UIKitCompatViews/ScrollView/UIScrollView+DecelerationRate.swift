#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import ScrollSimulation
import UIKitCompatLayout

extension UIScrollView {
  /// How quickly momentum fades after a flick: UIKit's `UIScrollView.DecelerationRate`, the
  /// factor the velocity keeps each millisecond.
  public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
    /// The factor per millisecond, strictly between 0 and 1 to be usable.
    public var rawValue: CGFloat

    /// A rate from its factor per millisecond.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// UIKit's default rate: 0.998.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's rate for paging-like scrolling: 0.99.
    public static let fast = DecelerationRate(rawValue: 0.99)

    /// The simulation's deceleration; a factor outside (0, 1) is refused by the
    /// simulation with a named error.
    func deceleration() throws(ScrollSimulationError) -> ScrollDeceleration {
      try ScrollDeceleration.custom(Double(rawValue))
    }
  }
}

extension UIScrollView.DecelerationRate {
  /// Whether the rates are the same value, a NaN matching any NaN (so `==` is reflexive) and −0 matching 0.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    Double(lhs.rawValue).isSameValue(as: Double(rhs.rawValue))
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(Double(rawValue).sameValueHash)
  }
}
#endif
