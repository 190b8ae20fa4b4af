#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import ScrollSimulation
import UIKitCompatLayout

extension UIScrollView {
  /// Runs the view's clock on by `seconds` of simulated time: the content's and the
  /// orthogonal rows' motion (deceleration, springs, animated scrolls) and the running
  /// transition of an animated change (rule 21d), together, as one display-link tick moves
  /// both on a device. Headless, nothing moves otherwise; call it once per frame
  /// (`1.0 / 60`), or with any step: the physics are closed-form, so the outcome does not
  /// depend on how time is cut.
  ///
  /// A collection view then tells its prefetch data source what the move brought ahead
  /// (rule 27); the next `layoutIfNeeded()` shows the cells of the new visible rect.
  ///
  /// A step that is negative or not finite changes nothing and is kept in the view's
  /// `lastError` (`ScrollSimulationError.invalidTimeStep`).
  ///
  /// ```swift
  /// collectionView.scrollToItem(at: IndexPath(item: 99, section: 0), at: .bottom, animated: true)
  /// while collectionView.isAnimating { collectionView.advance(by: 1.0 / 60) }
  /// ```
  ///
  /// - Complexity: O(moving orthogonal rows), plus the transition's sample when one runs.
  ///   The first call after a new layout pass brings the rows up to date, O(sections).
  public func advance(by seconds: TimeInterval) {
    // Nothing has moved yet and nothing animates: the driver, which puts centred rows at
    // their first group, is made by the first scroll.
    guard scrollDriver != nil || core.transition != nil else {
      guard seconds.isFinite, seconds >= 0 else { return record(.invalidTimeStep(seconds)) }
      return
    }
    scroll { (driver) throws(ScrollSimulationError) in try driver.advance(by: seconds) }
  }

  /// Whether the next frames will differ from this one: the content or a row decelerating,
  /// springing or animating to an offset, or a transition running. Headless, where UIKit
  /// has animations in flight; ``advance(by:)`` until it is `false` to let everything
  /// settle.
  public var isAnimating: Bool {
    (scrollDriver?.isMoving ?? false) || core.transition != nil
  }

  /// Where the content comes to rest: the end of the running deceleration, spring or
  /// animated scroll, or ``contentOffset`` when nothing moves. UIKit tells this to
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`; headless, it can be
  /// read at any time.
  public var restingContentOffset: CGPoint {
    guard let driver = scrollDriver, driver.scroller.isMoving else { return contentOffset }
    return CGPoint(driver.scroller.restingOffset)
  }

  /// Scrolls to `contentOffset`, at once or over the following ``advance(by:)`` calls, as
  /// UIKit's `setContentOffset(_:animated:)`. An offset that is not finite changes nothing
  /// and is kept in the view's `lastError`.
  ///
  /// - Complexity: O(1). The first scroll makes the view's scroll driver: O(sections), after
  ///   a layout pass when the layout was invalidated.
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.setContentOffset(LayoutPoint(contentOffset), animated: animated)
    }
  }

  /// Scrolls so that the item at `indexPath` sits at `position`: the collection view's
  /// `scrollToItem(at:at:animated:)` and the table's `scrollToRow(at:at:animated:)`.
  func scroll(toItemAt indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let path = LayoutIndexPath(indexPath)
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.scrollToItem(at: path, at: position, animated: animated)
    }
  }

  /// Runs `action` on the view's scroll driver, made on first use, then tells the layout of
  /// the new bounds and lets the view follow the move; an error is kept in the view's
  /// `lastError` and nothing else changes. The driver moves the offset itself, so the layout
  /// is asked once the move is made (``boundsWillChange(to:)``, whose default compares only
  /// sizes, which a scroll keeps).
  func scroll(_ action: (ScrollDriver) throws(ScrollSimulationError) -> Void) {
    binding.synchronize()
    defer {
      boundsWillChange(to: bounds)
      didScroll()
    }
    do throws(ScrollSimulationError) {
      let driver: ScrollDriver
      if let existing = scrollDriver {
        driver = existing
      } else {
        driver = try ScrollDriver(host: core, isPagingEnabled: isPagingEnabled)
        scrollDriver = driver
      }
      try action(driver)
    } catch {
      record(error)
    }
  }
}
#endif
