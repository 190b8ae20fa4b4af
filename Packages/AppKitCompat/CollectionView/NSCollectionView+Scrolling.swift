#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
public import Foundation
import UIKitCompatViews

extension NSCollectionView {
  /// The part of the content shown: the scroll position and the view's size, in the content's
  /// coordinates (AppKit's `visibleRect` of a collection view in a scroll view).
  public var visibleRect: NSRect {
    NSRect(origin: runtime.contentOffset, size: runtime.bounds.size)
  }

  /// Scrolls so that `point` of the content is at the top left of the visible area, kept
  /// within the content, as AppKit's `scroll(_:)` scrolls the enclosing clip view.
  ///
  /// - Complexity: the runtime's scroll: O(log sections + visible elements).
  public func scroll(_ point: NSPoint) {
    guard point.x.isFinite, point.y.isFinite else {
      lastError = .refused(.geometryNotFinite)
      return
    }
    onRuntime { $0.setContentOffset(clamped(point), animated: false) }
  }

  /// Scrolls the bounding box of the items of `indexPaths` to `scrollPosition`: AppKit's
  /// `scrollToItems(at:scrollPosition:)`. The scroll is kept within the content; `[]`, or
  /// index paths naming no item, scrolls nothing. Two vertical (or two horizontal) positions
  /// are refused, as AppKit raises: nothing moves and ``lastError`` is
  /// `conflictingScrollPositions`.
  ///
  /// ```swift
  /// collectionView.scrollToItems(at: [IndexPath(item: 60, section: 0)], scrollPosition: .top)
  /// collectionView.visibleRect.minY  // the item's top
  /// ```
  ///
  /// - Complexity: O(k log sections) for k index paths, plus the runtime's scroll.
  public func scrollToItems(at indexPaths: Set<IndexPath>, scrollPosition: ScrollPosition) {
    guard validate(scrollPosition) else { return }
    layoutSubtreeIfNeeded()
    let frames = indexPaths.filter(isItem).compactMap {
      runtime.layoutAttributesForItem(at: $0)?.frame
    }
    guard let first = frames.first, !scrollPosition.isEmpty else { return }
    let box = frames.dropFirst().reduce(first) { $0.union($1) }
    let visible = visibleRect
    var origin = visible.origin
    if let y = Self.offset(
      box.minY, box.maxY, visible.minY, visible.height,
      start: .top, center: .centeredVertically, end: .bottom, nearest: .nearestHorizontalEdge,
      in: scrollPosition)
    {
      origin.y = y
    }
    if let x = Self.offset(
      box.minX, box.maxX, visible.minX, visible.width,
      start: [.left, .leadingEdge], center: .centeredHorizontally, end: [.right, .trailingEdge],
      nearest: .nearestVerticalEdge, in: scrollPosition)
    {
      origin.x = x
    }
    onRuntime { $0.setContentOffset(clamped(origin), animated: false) }
  }

  /// The offset along one axis that puts `low…high` where `position` asks, or `nil` when
  /// it asks nothing on this axis.
  private static func offset(
    _ low: CGFloat, _ high: CGFloat, _ current: CGFloat, _ length: CGFloat,
    start: ScrollPosition, center: ScrollPosition, end: ScrollPosition,
    nearest: ScrollPosition, in position: ScrollPosition
  ) -> CGFloat? {
    if !position.isDisjoint(with: start) { return low }
    if position.contains(center) { return (low + high - length) / 2 }
    if !position.isDisjoint(with: end) { return high - length }
    guard position.contains(nearest) else { return nil }
    if low < current { return low }
    if high > current + length { return high - length }
    return current
  }

  /// `point` kept within the range the content scrolls over.
  private func clamped(_ point: NSPoint) -> NSPoint {
    let content = runtime.contentSize
    let size = runtime.bounds.size
    return NSPoint(
      x: min(max(point.x, 0), max(content.width - size.width, 0)),
      y: min(max(point.y, 0), max(content.height - size.height, 0)))
  }

  /// Whether `position` asks for at most one position per axis; if not, the error is kept.
  func validate(_ position: ScrollPosition) -> Bool {
    guard position.isCombinable else {
      lastError = .conflictingScrollPositions(position)
      return false
    }
    return true
  }

  /// Scrolls the orthogonal section `section` by `distance` along its row, as a trackpad
  /// swipe over it does, and lets it come to rest where its scrolling behaviour puts it: back
  /// within the row after a swipe past its end, on a page or group boundary where the
  /// behaviour pages.
  ///
  /// - Complexity: the runtime's drag, then its frames until the row rests (at most 10 s of
  ///   simulated time).
  public func scrollOrthogonalSection(_ section: Int, by distance: CGFloat) {
    onRuntime {
      $0.dragOrthogonalSection(section, by: distance)
      $0.endDraggingOrthogonalSection(section, withVelocity: 0)
    }
  }

  /// How far the orthogonal section `section` is scrolled along its row.
  public func orthogonalScrollingOffset(inSection section: Int) -> CGFloat {
    runtime.orthogonalScrollingOffset(inSection: section)
  }
}
#endif
