/// Rounding of coordinates to a display's pixel grid.
///
/// UIKit snaps frames to device pixels: a badge centred at 82.5 pt reads 82.667 pt at 3×
/// (247.5 px rounds half away from zero to 248 px). A scale of zero or less, or one that is
/// not finite, means "no display": values stay exact. So does a value whose pixel count
/// overflows (a scale near `Double.greatestFiniteMagnitude`), which would otherwise
/// become infinite.
///
/// ```swift
/// PixelSnapping.snap(82.5, scale: 3)  // 82.666…: 248 px at 3×
/// LayoutRect(x: 0.2, y: 10.4, width: 100.5, height: 20.2).snappedToPixels(scale: 2)
/// // (0, 10.5, 100.5, 20): origin and size each on a half point
/// ```
public enum PixelSnapping {
  /// `value` rounded to the nearest pixel boundary at `scale` pixels per point.
  public static func snap(_ value: Double, scale: Double) -> Double {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    let pixels = value * scale
    guard pixels.isFinite else { return value }
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
  }
}

extension LayoutRect {
  /// The rectangle with its origin and its size each snapped to the pixel grid of `scale`.
  ///
  /// Measured on iOS 17 (and 14): UIKit snaps a frame's origin and its size, not its edges.
  /// A 15 pt badge whose top lands at −7.5 pt reads y −7.667 and keeps its 15 pt height at
  /// 3×, where snapping both edges would make it 15.333 pt tall.
  ///
  /// ```swift
  /// LayoutRect(x: 0, y: -7.5, width: 15, height: 15).snappedToPixels(scale: 3)
  /// // (0, -7.667, 15, 15)
  /// ```
  public func snappedToPixels(scale: Double) -> LayoutRect {
    guard scale > 0, scale.isFinite else { return self }
    return LayoutRect(
      x: PixelSnapping.snap(minX, scale: scale), y: PixelSnapping.snap(minY, scale: scale),
      width: PixelSnapping.snap(width, scale: scale),
      height: PixelSnapping.snap(height, scale: scale))
  }
}
