import LayoutGeometry

/// A scroll view's two axes: one `Scroller` per axis, driven together.
///
/// Offsets are `LayoutPoint`s (UIKit's `contentOffset`); velocities are `LayoutPoint`s read
/// as vectors in **points per second**. Content insets are physical (`LayoutInsets`, like
/// `UIScrollView.contentInset`). Each input is checked for both axes before either changes,
/// so a bad value leaves the pair as it was.
public struct ScrollerPair: Hashable, Sendable {
  /// The horizontal axis.
  public var horizontal: Scroller
  /// The vertical axis.
  public var vertical: Scroller

  /// A pair made of two configured scrollers.
  public init(horizontal: Scroller, vertical: Scroller) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// A scroll view at rest at `offset`, with the same deceleration, bounce and display
  /// scale on both axes; `isPagingEnabled` pages both axes by the viewport.
  /// - Throws: `ScrollSimulationError` for an invalid size, inset or offset.
  public init(
    viewportSize: LayoutSize, contentSize: LayoutSize, contentInsets: LayoutInsets = .zero,
    offset: LayoutPoint = .zero, deceleration: ScrollDeceleration = .normal,
    bounce: ScrollBounce = .automatic, isPagingEnabled: Bool = false, displayScale: Double = 1
  ) throws(ScrollSimulationError) {
    func axis(_ axis: LayoutAxis) throws(ScrollSimulationError) -> Scroller {
      try Scroller(
        offset: offset.coordinate(along: axis),
        viewportLength: viewportSize.length(along: axis),
        contentLength: contentSize.length(along: axis),
        leadingInset: contentInsets.start(along: axis),
        trailingInset: contentInsets.end(along: axis), deceleration: deceleration,
        bounce: bounce, snapping: isPagingEnabled ? .paging : .continuous,
        displayScale: displayScale)
    }
    self.init(horizontal: try axis(.horizontal), vertical: try axis(.vertical))
  }

  /// The scroller along `axis`, for code written once for both axes.
  public subscript(axis: LayoutAxis) -> Scroller {
    get { axis == .horizontal ? horizontal : vertical }
    set {
      switch axis {
      case .horizontal: horizontal = newValue
      case .vertical: vertical = newValue
      }
    }
  }

  /// The content offset.
  public var offset: LayoutPoint { LayoutPoint(x: horizontal.offset, y: vertical.offset) }

  /// The velocity, in points per second on each axis.
  public var velocity: LayoutPoint { LayoutPoint(x: horizontal.velocity, y: vertical.velocity) }

  /// Where the current motion ends on each axis.
  /// - Complexity: O(1).
  public var restingOffset: LayoutPoint {
    LayoutPoint(x: horizontal.restingOffset, y: vertical.restingOffset)
  }

  /// Whether a finger holds the content.
  public var isDragging: Bool { horizontal.isDragging || vertical.isDragging }

  /// Whether either axis coasts or springs after a release (UIKit's `isDecelerating`).
  public var isDecelerating: Bool { horizontal.isDecelerating || vertical.isDecelerating }

  /// Whether either axis will move as time passes without input.
  public var isMoving: Bool { horizontal.isMoving || vertical.isMoving }

  /// Drags the content by `distance` (positive components increase the offset).
  /// - Throws: `ScrollSimulationError.invalidDragDistance`; nothing changes.
  public mutating func drag(by distance: LayoutPoint) throws(ScrollSimulationError) {
    try update { (scroller, axis) throws(ScrollSimulationError) in
      try scroller.drag(by: distance.coordinate(along: axis))
    }
  }

  /// Lifts the finger at `velocity` (points per second on each axis).
  /// - Throws: `ScrollSimulationError.invalidVelocity`; nothing changes.
  public mutating func release(velocity: LayoutPoint) throws(ScrollSimulationError) {
    try update { (scroller, axis) throws(ScrollSimulationError) in
      try scroller.release(velocity: velocity.coordinate(along: axis))
    }
  }

  /// Throws the content at `velocity` (points per second on each axis) from where it is.
  /// - Throws: `ScrollSimulationError.invalidVelocity`; nothing changes.
  public mutating func fling(velocity: LayoutPoint) throws(ScrollSimulationError) {
    try update { (scroller, axis) throws(ScrollSimulationError) in
      try scroller.fling(velocity: velocity.coordinate(along: axis))
    }
  }

  /// Moves the content to `offset`, at once or on the spring (see
  /// `Scroller.setContentOffset(_:animated:)`).
  /// - Throws: `ScrollSimulationError.invalidOffset`; nothing changes.
  public mutating func setContentOffset(_ offset: LayoutPoint, animated: Bool)
    throws(ScrollSimulationError)
  {
    try update { (scroller, axis) throws(ScrollSimulationError) in
      try scroller.setContentOffset(offset.coordinate(along: axis), animated: animated)
    }
  }

  /// Moves the content by `distance` without a gesture, each axis going on with what it
  /// was doing (see `Scroller.shift(by:)`).
  /// - Throws: `ScrollSimulationError.invalidOffset`; nothing changes.
  /// - Complexity: O(1).
  public mutating func shift(by distance: LayoutPoint) throws(ScrollSimulationError) {
    try update { (scroller, axis) throws(ScrollSimulationError) in
      try scroller.shift(by: distance.coordinate(along: axis))
    }
  }

  /// Advances simulated time by `seconds` on both axes.
  /// - Throws: `ScrollSimulationError.invalidTimeStep`; nothing changes.
  /// - Complexity: O(1).
  public mutating func step(by seconds: Double) throws(ScrollSimulationError) {
    try update { (scroller, _) throws(ScrollSimulationError) in try scroller.step(by: seconds) }
  }

  /// Changes the viewport and content sizes and the insets (see
  /// `Scroller.setGeometry(viewportLength:contentLength:leadingInset:trailingInset:)`).
  /// - Throws: `ScrollSimulationError` for an invalid size or inset; nothing changes.
  public mutating func setGeometry(
    viewportSize: LayoutSize, contentSize: LayoutSize, contentInsets: LayoutInsets = .zero
  ) throws(ScrollSimulationError) {
    try update { (scroller, axis) throws(ScrollSimulationError) in
      try scroller.setGeometry(
        viewportLength: viewportSize.length(along: axis),
        contentLength: contentSize.length(along: axis),
        leadingInset: contentInsets.start(along: axis),
        trailingInset: contentInsets.end(along: axis))
    }
  }

  /// Applies `change` to both axes, keeping the pair unchanged if either throws.
  private mutating func update(
    _ change: (inout Scroller, LayoutAxis) throws(ScrollSimulationError) -> Void
  ) throws(ScrollSimulationError) {
    var horizontal = horizontal
    var vertical = vertical
    try change(&horizontal, .horizontal)
    try change(&vertical, .vertical)
    self.horizontal = horizontal
    self.vertical = vertical
  }
}
