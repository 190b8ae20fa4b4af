/// An axis-aligned rectangle: an origin (its top-left corner) and a size, in points.
///
/// The layout engine's counterpart of `CGRect`. Sizes are expected to be non-negative;
/// the solver never produces negative sizes.
///
/// ```swift
/// let frame = LayoutRect(x: 16, y: 100, width: 343, height: 44)
/// frame.maxY                                                          // 144
/// frame.intersects(LayoutRect(x: 0, y: 144, width: 375, height: 10))  // false: edges touch
/// frame.inset(by: LayoutInsets(top: 0, left: 16, bottom: 0, right: 16))  // (32, 100, 311, 44)
/// ```
public struct LayoutRect: Hashable, Sendable {
  /// The top-left corner.
  public var origin: LayoutPoint
  /// The width and height.
  public var size: LayoutSize

  /// A rectangle with the given corner and size.
  public init(origin: LayoutPoint, size: LayoutSize) {
    self.origin = origin
    self.size = size
  }

  /// A rectangle from its four numbers.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = LayoutRect(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The horizontal centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The vertical centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }

  /// The centre point.
  public var center: LayoutPoint { LayoutPoint(x: midX, y: midY) }

  /// Whether all four numbers are finite.
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Whether the two rectangles overlap: on each axis, each starts strictly before the
  /// other ends.
  ///
  /// Rectangles that only touch along an edge do not intersect; a rectangle of zero width
  /// or height intersects one that strictly contains it, as with `CGRect.intersects`.
  public func intersects(_ other: LayoutRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  /// Whether `point` lies in the rectangle, as `CGRect.contains` decides it: from the
  /// minimum edges, included, to the maximum edges, excluded. A point on an edge two
  /// rectangles share belongs to the one that starts there; a rectangle of zero width or
  /// height contains no point, and neither does any rectangle for a NaN point.
  ///
  /// ```swift
  /// let cell = LayoutRect(x: 0, y: 0, width: 75, height: 75)
  /// cell.contains(LayoutPoint(x: 0, y: 74.9))  // true
  /// cell.contains(LayoutPoint(x: 75, y: 10))   // false: the next cell starts there
  /// ```
  public func contains(_ point: LayoutPoint) -> Bool {
    minX <= point.x && point.x < maxX && minY <= point.y && point.y < maxY
  }

  /// The rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
    LayoutRect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The rectangle shrunk by `insets` on each side (grown where an inset is negative).
  ///
  /// A side that would become negative is clamped to zero, centred on the shrunk span.
  public func inset(by insets: LayoutInsets) -> LayoutRect {
    let width = size.width - insets.left - insets.right
    let height = size.height - insets.top - insets.bottom
    var x = origin.x + insets.left
    var y = origin.y + insets.top
    if width < 0 { x += width / 2 }
    if height < 0 { y += height / 2 }
    return LayoutRect(x: x, y: y, width: max(0, width), height: max(0, height))
  }

  /// The smallest rectangle containing both.
  public func union(_ other: LayoutRect) -> LayoutRect {
    let left = min(minX, other.minX)
    let top = min(minY, other.minY)
    return LayoutRect(
      x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }
}

extension LayoutRect: CustomStringConvertible {
  /// `(x, y, width, height)`.
  public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
