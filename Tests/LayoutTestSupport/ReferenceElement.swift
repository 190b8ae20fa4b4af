import LayoutGeometry
import LayoutResolution

/// One element the reference solver placed — cell, supplementary view or decoration — in
/// left-to-right content coordinates, before pinning, mirroring and pixel snapping.
struct ReferenceElement {
  /// How a pinned boundary item follows the visible bounds (`docs/scrolling.md`, "Pinned
  /// boundary items"), in absolute positions along the scroll axis.
  struct Pin {
    /// Whether the item sticks to the visible start (a header) or end (a footer).
    var sticksToStart: Bool
    /// The owner's pin limits: a header never goes below `high` minus its length, a
    /// footer never above `low`.
    var low: Double
    /// See `low`.
    var high: Double
  }

  /// Where the element belongs.
  var indexPath: LayoutIndexPath
  /// Cell, supplementary view or decoration view.
  var category: LayoutElementCategory
  /// The element kind; `nil` for cells.
  var kind: String?
  /// The natural frame, left to right, unpinned.
  var frame: LayoutRect
  /// Drawing order.
  var zIndex: Int
  /// How it pins, if it does.
  var pin: Pin?
  /// Whether it scrolls with its section's orthogonal row: the row's cells and their
  /// anchored items do, its boundary items and decorations do not (rule 19).
  var scrollsWithRow = false

  /// The frame along `scrollAxis` once pinned for a visible span from `visibleStart` to
  /// `visibleEnd`.
  func pinnedFrame(scrollAxis: LayoutAxis, visibleStart: Double, visibleEnd: Double)
    -> LayoutRect
  {
    guard let pin else { return frame }
    let natural = frame.minimum(along: scrollAxis)
    let length = frame.length(along: scrollAxis)
    let position =
      pin.sticksToStart
      ? max(natural, min(visibleStart, pin.high - length))
      : min(natural, max(visibleEnd - length, pin.low))
    return frame.offsetBy(main: position - natural, cross: 0, along: scrollAxis)
  }
}
