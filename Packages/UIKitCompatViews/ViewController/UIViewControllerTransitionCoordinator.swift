#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation

/// What a transition tells the blocks run alongside it: UIKit's
/// `UIViewControllerTransitionCoordinatorContext`. Headless transitions finish at once and
/// are never cancelled or interactive.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition was asked to animate.
  var isAnimated: Bool { get }
  /// Whether a person is driving the transition; `false` headless.
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled; `false` headless.
  var isCancelled: Bool { get }
  /// How long the transition lasts, in seconds; 0 headless, where it finishes at once.
  var transitionDuration: TimeInterval { get }
  /// How far the transition has come, from 0 to 1.
  var percentComplete: CGFloat { get }
}

/// The coordinator of an appearance or size transition: UIKit's
/// `UIViewControllerTransitionCoordinator`, handed to
/// ``UIViewController/viewWillTransition(to:with:)`` and kept in
/// ``UIViewController/transitionCoordinator`` while a view appears or disappears.
///
/// ```swift
/// override func viewWillTransition(
///   to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
/// ) {
///   super.viewWillTransition(to: size, with: coordinator)
///   coordinator.animate(alongsideTransition: { _ in self.relayout() }, completion: nil)
/// }
/// ```
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` once the views have their new place, then `completion`: UIKit's
  /// `animate(alongsideTransition:completion:)`. Returns whether the blocks were taken,
  /// `true` while the transition is under way.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// A headless transition: it collects the blocks run alongside it and runs them, then the
/// completions, when the views have their new place.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let isInteractive = false
  let isCancelled = false
  let transitionDuration: TimeInterval = 0
  private(set) var percentComplete: CGFloat = 0
  private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(isAnimated: Bool) {
    self.isAnimated = isAnimated
  }

  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard percentComplete < 1 else { return false }
    if let animation { animations.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the blocks run alongside, then the completions, each once.
  func finish() {
    guard percentComplete < 1 else { return }
    percentComplete = 1
    for animation in animations { animation(self) }
    for completion in completions { completion(self) }
    animations = []
    completions = []
  }
}
#endif
