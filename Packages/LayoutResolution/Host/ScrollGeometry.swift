import LayoutGeometry

/// A host's scroll range along its scroll axis, and which end of it is the leading one.
///
/// Right-to-left horizontal layouts lead from the right: their content starts at the
/// largest offset, and a cell's leading edge is its right edge.
struct ScrollGeometry {
  /// The scroll axis.
  var axis: LayoutAxis
  /// Whether the leading edge is the one at the larger coordinate.
  var isReversed: Bool
  /// The bounds' length along the axis.
  var viewportLength: Double
  /// The smallest offset along the axis.
  var minimum: Double
  /// The largest offset along the axis, never below ``minimum``.
  var maximum: Double

  /// The range of a viewport of `size` with `insets` over `contentSize`.
  init(
    axis: LayoutAxis, readingDirection: ReadingDirection, size: LayoutSize, insets: LayoutInsets,
    contentSize: LayoutSize
  ) {
    self.axis = axis
    isReversed = axis == .horizontal && readingDirection == .rightToLeft
    viewportLength = size.length(along: axis)
    minimum = -insets.start(along: axis)
    maximum = max(
      minimum, contentSize.length(along: axis) + insets.end(along: axis) - viewportLength)
  }

  /// The offset that shows the content from its start.
  var start: Double { isReversed ? maximum : minimum }
  /// The offset that shows the content to its end.
  var end: Double { isReversed ? minimum : maximum }

  /// Whether `offset` shows the content from its start, within half a point.
  func isAtStart(_ offset: Double) -> Bool { abs(offset - start) <= 0.5 }
  /// Whether `offset` shows the content to its end, within half a point, in a range that
  /// scrolls at all.
  func isAtEnd(_ offset: Double) -> Bool { maximum > minimum && abs(offset - end) <= 0.5 }

  /// How far `frame`'s leading edge lies from the viewport's leading edge at `offset`.
  func leadingDistance(of frame: LayoutRect, at offset: Double) -> Double {
    isReversed
      ? offset + viewportLength - frame.maximum(along: axis)
      : frame.minimum(along: axis) - offset
  }

  /// The offset at which `frame`'s leading edge lies `distance` from the viewport's.
  func offset(placing frame: LayoutRect, atLeadingDistance distance: Double) -> Double {
    isReversed
      ? frame.maximum(along: axis) + distance - viewportLength
      : frame.minimum(along: axis) - distance
  }
}
