#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// How much a constraint or a view's content size matters, from 1 to 1000: UIKit's
/// `UILayoutPriority`, with UIKit's levels.
///
/// ```swift
/// let height = label.heightAnchor.constraint(equalToConstant: 44)
/// height.priority = .defaultHigh - 1
/// ```
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's level, from 1 to 1000.
  public var rawValue: Float

  /// The priority at `rawValue`.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// The priority at `rawValue`: UIKit's `UILayoutPriority(_:)`.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold: 1000.
  public static let required = UILayoutPriority(1000)
  /// A button's resistance to being squeezed: 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// A button's hugging of its content: 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The level `systemLayoutSizeFitting(_:)` gives the free axes: 50.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Whether `lhs` matters less than `rhs`.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The priority `rhs` above `lhs`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// The priority `rhs` below `lhs`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }
}
#endif
