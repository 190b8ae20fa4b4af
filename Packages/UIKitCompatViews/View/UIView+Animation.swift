#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

extension UIView {
  /// How a view animation runs: UIKit's `UIView.AnimationOptions`. Kept for the port's
  /// sake; headless animations end at once whatever the options.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    /// The options' bits, as UIKit numbers them.
    public let rawValue: UInt

    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews as the animation runs.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets touches reach the views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from what is shown rather than from the model's values.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation for ever.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards after forwards.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Eases in and out, the default curve.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Eases in.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Eases out.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Runs at a constant speed.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition that fades the old content into the new.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
  }

  /// Whether view animations are on: UIKit's `areAnimationsEnabled`. Headless they end at
  /// once either way, so it is always `true`.
  public static var areAnimationsEnabled: Bool { true }

  /// Runs `animations` and then `completion`: UIKit's
  /// `animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// Headless there are no frames to animate across, so the views take their final values
  /// at once, in this call, and `completion` runs right after with `true` (finished), before
  /// the call returns (decided: UIKit calls it at the end of the animation, on a later turn
  /// of the main run loop; a test then reads the end state at once).
  ///
  /// ```swift
  /// UIView.animate(withDuration: 0.3) {
  ///   cell.accessories = accessories
  /// }
  /// ```
  ///
  /// - Complexity: that of `animations` and `completion`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` and then `completion`: UIKit's
  /// `animate(withDuration:animations:completion:)`. See
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Runs `animations` and then `completion`: UIKit's spring animation,
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
  /// See ``animate(withDuration:delay:options:animations:completion:)``.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: delay, options: options, animations: animations,
      completion: completion)
  }

  /// Runs `animations` as a transition of `view`, then `completion`: UIKit's
  /// `transition(with:duration:options:animations:completion:)`. See
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    completion?(true)
  }

  /// Runs `actionsWithoutAnimation` with animations off: UIKit's
  /// `performWithoutAnimation(_:)`. Headless nothing animates, so it just runs them.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}
#endif
