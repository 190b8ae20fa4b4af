#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import ScrollSimulation

extension CollectionViewLayoutHost {
  /// Whether a finger holds the content: UIKit's `UIScrollView.isDragging`, true between
  /// ``drag(by:)`` and ``endDragging(withVelocity:)``.
  public var isDragging: Bool { scrollDriver?.scroller.isDragging ?? false }

  /// Whether the content coasts or springs after a drag: UIKit's
  /// `UIScrollView.isDecelerating`. ``advanceScrolling(by:)`` moves it on.
  public var isDecelerating: Bool { scrollDriver?.scroller.isDecelerating ?? false }

  /// Moves the content as a finger dragging it would: the headless spelling of a pan (UIKit
  /// has no method for it, as it has none for a tap). `distance` is how far the content
  /// offset moves, the opposite of the finger's travel: a finger moving up 100 pt is
  /// `CGPoint(x: 0, y: 100)`. Past an edge the content rubber-bands
  /// (`docs/scrolling.md#rubber-band-and-bounce`). End the gesture with
  /// ``endDragging(withVelocity:)``.
  ///
  /// For `host`, 200 items in rows of five 75 pt squares (3000 pt), paging by its 812 pt
  /// height:
  ///
  /// ```swift
  /// host.isPagingEnabled = true
  /// host.drag(by: CGPoint(x: 0, y: 300))
  /// host.endDragging(withVelocity: CGPoint(x: 0, y: 1))  // 1 pt/ms towards the next page
  /// host.advanceScrolling(by: 2)
  /// host.contentOffset.y  // 812: one page down
  /// ```
  ///
  /// A distance that is NaN, infinite or beyond 10¹² moves nothing and is kept in
  /// ``lastScrollError`` (`invalidDragDistance`).
  ///
  /// - Complexity: O(1); the first scroll makes the host's scroll driver, O(sections).
  public func drag(by distance: CGPoint) {
    let distance = LayoutPoint(distance)
    scroll { (driver) throws(ScrollSimulationError) in try driver.drag(by: distance) }
  }

  /// Lifts the finger that ``drag(by:)`` moved, at `velocity`: in points per millisecond
  /// along the offset, as UIKit's `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
  /// reports it. The content coasts, springs back from past an edge, or with
  /// ``isPagingEnabled`` springs to a page, over the following ``advanceScrolling(by:)``
  /// calls. A velocity that is NaN or infinite is kept in ``lastScrollError``
  /// (`invalidVelocity`, in points per second) and the finger stays down.
  ///
  /// - Complexity: O(1).
  public func endDragging(withVelocity velocity: CGPoint) {
    let perSecond = LayoutPoint(x: Double(velocity.x) * 1000, y: Double(velocity.y) * 1000)
    scroll { (driver) throws(ScrollSimulationError) in try driver.release(velocity: perSecond) }
  }

  /// Moves the row of the orthogonal section `section` as a finger dragging it would:
  /// `distance` is how far the row's offset moves along it (positive shows later items).
  /// End the gesture with ``endDraggingOrthogonalSection(_:withVelocity:)``; the row then
  /// rests by its section's `orthogonalScrollingBehavior` (rule 20). A section that does not
  /// scroll orthogonally moves nothing and is kept in ``lastScrollError``
  /// (`notAnOrthogonalSection`).
  ///
  /// - Complexity: O(1) while the layout stands; O(sections) after a layout pass, to bring
  ///   the rows up to date.
  public func dragOrthogonalSection(_ section: Int, by distance: CGFloat) {
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.dragRow(inSection: section, by: Double(distance))
    }
  }

  /// Lifts the finger from the row of `section` at `velocity`, in points per millisecond
  /// along the row; the row coasts and rests by its behaviour over the following
  /// ``advanceScrolling(by:)`` calls.
  ///
  /// - Complexity: as ``dragOrthogonalSection(_:by:)``.
  public func endDraggingOrthogonalSection(_ section: Int, withVelocity velocity: CGFloat) {
    scroll { (driver) throws(ScrollSimulationError) in
      try driver.releaseRow(inSection: section, velocity: Double(velocity) * 1000)
    }
  }

  /// How far the row of the orthogonal section `section` is scrolled from its leading
  /// edge, or 0 for a section that does not scroll orthogonally: UIKit gives no access to
  /// the row's inner scroll view; this reads it.
  ///
  /// - Complexity: O(1).
  public func orthogonalScrollingOffset(inSection section: Int) -> CGFloat {
    CGFloat(core.rowOffsets[section] ?? 0)
  }
}
#endif
