/// One axis of a scroll view, simulated deterministically: the offset, its velocity, and
/// the motion that drives them, advanced only by `step(by:)`.
///
/// A host drives one `Scroller` per axis of its main scroll view (see `ScrollerPair`) and
/// one per orthogonal row (see `orthogonalRow(containerLength:rowLength:snapping:bounce:
/// deceleration:displayScale:)`). Offsets, lengths and insets are in points along the
/// axis; velocities are in **points per second** (UIKit's delegate reports points per
/// millisecond).
///
/// Every phase of motion is evaluated in closed form at its elapsed time, and every phase
/// change (reaching an edge, settling, crossing an edge on the way back in) is found
/// analytically and continued within the same step, so the state after a given simulated
/// time does not depend on how that time was cut into steps.
///
/// Offsets rest in `minimumOffset...maximumOffset`: `−leadingInset` to
/// `contentLength + trailingInset − viewportLength` (never below the minimum), as UIKit's
/// `adjustedContentInset` bounds `contentOffset`.
///
/// ```swift
/// var scroller = try Scroller(viewportLength: 812, contentLength: 5000)
/// try scroller.fling(velocity: 1000)
/// scroller.restingOffset  // ≈ 499.5: where momentum at the normal rate stops
/// try scroller.step(by: 0.5)
/// scroller.offset         // ≈ 315.9
/// ```
public struct Scroller: Hashable, Sendable {
  /// The largest magnitude accepted for an offset, length, inset, distance or velocity
  /// (points, or points per second): 10¹². Beyond it the closed forms would lose every
  /// significant digit of a pixel, so larger values are refused with a named error.
  public static let magnitudeLimit = 1e12

  /// The content offset along the axis: the content coordinate at the viewport's leading
  /// edge.
  public internal(set) var offset: Double
  /// The current velocity, in points per second; zero at rest and while dragging.
  public internal(set) var velocity: Double
  /// The viewport length along the axis (`D` of the rubber band, the page of `paging`).
  public private(set) var viewportLength: Double
  /// The content length along the axis.
  public private(set) var contentLength: Double
  /// Extra scrollable room before the content (UIKit's leading or top `contentInset`).
  public private(set) var leadingInset: Double
  /// Extra scrollable room after the content.
  public private(set) var trailingInset: Double
  /// How momentum fades. Changes apply from the next release, fling or geometry update.
  public var deceleration: ScrollDeceleration
  /// Whether the content may pass its edges. Changes apply from the next input.
  public var bounce: ScrollBounce
  /// Where a release comes to rest. Changes apply from the next release, fling or geometry
  /// update.
  public var snapping: ScrollSnapping
  /// Pixels per point of the display the scroller stands for; it sets the half pixel
  /// within which springs stop and momentum lands. Changes apply from the next phase.
  ///
  /// Stored as it counts: zero, negative or not finite means unknown and is stored as 1 (a
  /// pixel is a point), and a scale beyond ``maximumDisplayScale`` either way (above it,
  /// or below its inverse) as that bound. So a NaN never reaches the scroller, and `==`
  /// stays reflexive.
  public var displayScale: Double {
    didSet { displayScale = Self.usableDisplayScale(displayScale) }
  }

  /// The motion in progress.
  var motion: ScrollMotion = .idle
  /// The offset where the current gesture began (paging moves at most a page from it).
  var gestureStartOffset: Double

  /// A scroller at rest at `offset` (UIKit does not clamp a programmatic offset, and
  /// neither does this).
  ///
  /// - Throws: `ScrollSimulationError` for an invalid offset, viewport length, content
  ///   length or inset (negative lengths, NaN, infinities, magnitudes beyond
  ///   `magnitudeLimit`).
  public init(
    offset: Double = 0, viewportLength: Double, contentLength: Double,
    leadingInset: Double = 0, trailingInset: Double = 0,
    deceleration: ScrollDeceleration = .normal, bounce: ScrollBounce = .automatic,
    snapping: ScrollSnapping = .continuous, displayScale: Double = 1
  ) throws(ScrollSimulationError) {
    try Self.validate(
      viewportLength: viewportLength, contentLength: contentLength,
      leadingInset: leadingInset, trailingInset: trailingInset)
    try Self.validateOffset(offset)
    self.offset = offset
    self.velocity = 0
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    self.deceleration = deceleration
    self.bounce = bounce
    self.snapping = snapping
    self.displayScale = Self.usableDisplayScale(displayScale)
    self.gestureStartOffset = offset
  }

  /// The smallest resting offset, `−leadingInset`.
  public var minimumOffset: Double { -leadingInset }

  /// The largest resting offset, `contentLength + trailingInset − viewportLength`, never
  /// below `minimumOffset`.
  public var maximumOffset: Double {
    max(minimumOffset, contentLength + trailingInset - viewportLength)
  }

  /// Whether the content may pass its edges now: `always`, or `automatic` with content
  /// plus insets longer than the viewport (`maximumOffset > minimumOffset`).
  public var bouncesAtEdges: Bool {
    switch bounce {
    case .always: true
    case .never: false
    case .automatic: maximumOffset > minimumOffset
    }
  }

  /// The length of one pixel in points, `1 / displayScale` (1 when the scale is unknown).
  public var pixelLength: Double { 1 / displayScale }

  /// The finest display a scroller stands for: 1,024 pixels per point, and the coarsest its
  /// inverse. Screens have 1 to 3; a half pixel of a scale near
  /// `Double.greatestFiniteMagnitude` is a subnormal number, in which a spring's settling
  /// time came out infinite (found by FuzzScroll), and a subnormal scale made a pixel
  /// infinitely long.
  public static let maximumDisplayScale = 1_024.0

  /// `scale` as a scroller counts it: 1 when unknown, otherwise within
  /// `1 / maximumDisplayScale ... maximumDisplayScale`.
  static func usableDisplayScale(_ scale: Double) -> Double {
    guard scale.isFinite, scale > 0 else { return 1 }
    return min(max(scale, 1 / maximumDisplayScale), maximumDisplayScale)
  }

  /// Momentum and springs stop once they are within half a pixel of where they rest
  /// (`pixelLength / 2`, so ε = 0.5 pt at 1×), and then land on it exactly. For momentum
  /// that is `|v| < −k ε`, the stopping rule whose times `docs/scrolling.md` gives (its wording
  /// "|v| < ε" does not match its own formula and numbers; the formula is kept): 1000 pt/s
  /// stops after ≈ 3.45 s (`normal`) or ≈ 0.53 s (`fast`) at 1×.
  public var stoppingDistance: Double { pixelLength / 2 }

  /// What the scroller is doing.
  public var phase: ScrollPhase { motion.phase }

  /// Whether a finger holds the content (UIKit's `isDragging`).
  public var isDragging: Bool { phase == .dragging }

  /// Whether the content moves on its own after a release, coasting or on the spring
  /// (UIKit's `isDecelerating`, which is also true while bouncing back).
  public var isDecelerating: Bool { phase == .decelerating || phase == .springing }

  /// Whether an animated `setContentOffset(_:animated:)` is in progress.
  public var isAnimating: Bool { phase == .animating }

  /// Whether the offset will change as simulated time passes without further input:
  /// decelerating, springing or animating (not idle, not dragging).
  public var isMoving: Bool { motion.remainingTime != nil }

  /// Where the current motion ends, the offset `timeToRest` seconds from now; the current
  /// offset when idle or dragging.
  /// - Complexity: O(1): a motion has at most three phases.
  public var restingOffset: Double {
    var copy = self
    copy.finishMotion()
    return copy.offset
  }

  /// Simulated seconds until the current motion ends; zero when idle or dragging.
  /// - Complexity: O(1): a motion has at most three phases.
  public var timeToRest: Double {
    var copy = self
    var total = 0.0
    while let left = copy.motion.remainingTime {
      total += left
      copy.finishPhase()
    }
    return total
  }

  /// Changes the lengths along the axis, as a host does after a layout pass.
  ///
  /// A scroller at rest beyond the new range moves to its nearest end (as UICollectionView
  /// adjusts its offset when content shrinks); a drag keeps its finger and re-applies the
  /// rubber band; momentum and springs restart from the current offset and velocity against
  /// the new range (an animation keeps its target).
  /// - Throws: `ScrollSimulationError` for an invalid length or inset; nothing changes.
  public mutating func setGeometry(
    viewportLength: Double, contentLength: Double, leadingInset: Double = 0,
    trailingInset: Double = 0
  ) throws(ScrollSimulationError) {
    try Self.validate(
      viewportLength: viewportLength, contentLength: contentLength,
      leadingInset: leadingInset, trailingInset: trailingInset)
    self.viewportLength = viewportLength
    self.contentLength = contentLength
    self.leadingInset = leadingInset
    self.trailingInset = trailingInset
    switch motion {
    case .idle:
      offset = clampedToRange(offset)
    case .dragging(let finger):
      follow(finger: finger)
    case .momentum:
      startMomentum(velocity: velocity)
    case .spring(let spring) where spring.isAnimation:
      startSpring(
        to: spring.target, velocity: velocityTowards(spring.target), kind: .animation)
    case .spring:
      startMomentum(velocity: velocity)
    }
  }

  /// `value` limited to `minimumOffset...maximumOffset`.
  func clampedToRange(_ value: Double) -> Double {
    min(max(value, minimumOffset), maximumOffset)
  }

  private static func validate(
    viewportLength: Double, contentLength: Double, leadingInset: Double, trailingInset: Double
  ) throws(ScrollSimulationError) {
    guard isAcceptable(viewportLength), viewportLength >= 0 else {
      throw .invalidViewportLength(viewportLength)
    }
    guard isAcceptable(contentLength), contentLength >= 0 else {
      throw .invalidContentLength(contentLength)
    }
    guard isAcceptable(leadingInset) else { throw .invalidContentInset(leadingInset) }
    guard isAcceptable(trailingInset) else { throw .invalidContentInset(trailingInset) }
  }

  static func validateOffset(_ offset: Double) throws(ScrollSimulationError) {
    guard isAcceptable(offset) else { throw .invalidOffset(offset) }
  }

  static func validateVelocity(_ velocity: Double) throws(ScrollSimulationError) {
    guard isAcceptable(velocity) else { throw .invalidVelocity(velocity) }
  }

  /// Finite and within `magnitudeLimit`.
  static func isAcceptable(_ value: Double) -> Bool {
    value.isFinite && value.magnitude <= magnitudeLimit
  }
}
