#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import ScrollSimulation
import UIKitCompatLayout

extension UIScrollView {
  /// Whether a finger holds the content: UIKit's `isDragging`, true from the first
  /// ``drag(by:)`` to ``endDragging(withVelocity:)`` or ``touchUp()``.
  public var isDragging: Bool { scrollDriver?.scroller.isDragging ?? false }

  /// Whether the content coasts or springs after a drag: UIKit's `isDecelerating`.
  /// ``advance(by:)`` moves it on.
  public var isDecelerating: Bool { scrollDriver?.scroller.isDecelerating ?? false }

  /// Moves the content as a finger dragging it would: the headless spelling of a pan (UIKit
  /// has no method for it). `distance` is how far the content offset moves, the opposite of
  /// the finger's travel: a finger moving up 100 pt is `CGPoint(x: 0, y: 100)`. Past an edge
  /// the content rubber-bands (`docs/scrolling.md#rubber-band-and-bounce`). A finger that
  /// came down on an item (``touchDown(at:)``) lifts its highlight and selects nothing: the
  /// touch became a scroll, as in UIKit. End the gesture with ``endDragging(withVelocity:)``
  /// or ``touchUp()``.
  ///
  /// For 200 items in rows of five 75 pt squares (3000 pt), paging by the 812 pt height:
  ///
  /// ```swift
  /// collectionView.isPagingEnabled = true
  /// collectionView.drag(by: CGPoint(x: 0, y: 300))
  /// collectionView.endDragging(withVelocity: CGPoint(x: 0, y: 1))  // 1 pt/ms down
  /// collectionView.advance(by: 2)
  /// collectionView.contentOffset.y  // 812: one page down
  /// ```
  ///
  /// A distance that is NaN, infinite or beyond 10¹² moves nothing and is kept in the
  /// view's `lastError` (`invalidDragDistance`).
  ///
  /// - Complexity: O(1); the first scroll makes the view's scroll driver, O(sections).
  public func drag(by distance: CGPoint) {
    let distance = LayoutPoint(distance)
    var dragged = false
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.drag(by: distance)
      dragged = true
    }
    if dragged { touchBecameScroll() }
  }

  /// Lifts the finger that ``drag(by:)`` moved, at `velocity`: in points per millisecond
  /// along the offset, as UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// reports it. The content coasts, springs back from past an edge, or with
  /// ``isPagingEnabled`` springs to a page, over the following ``advance(by:)`` calls.
  /// Without a drag it throws the content from where it is. A velocity that is NaN or
  /// infinite is kept in the view's `lastError` (`invalidVelocity`, in points per second) and
  /// the finger stays down.
  ///
  /// - Complexity: O(1).
  public func endDragging(withVelocity velocity: CGPoint) {
    let perSecond = LayoutPoint(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)
    var released = false
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.release(velocity: perSecond)
      released = true
    }
    if released { touch = nil }
  }
}
#endif
