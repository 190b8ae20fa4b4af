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
/// // (0, 10.5, 100.5, 20): each edge on a half point
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
  /// The rectangle with each edge snapped to the pixel grid of `scale`.
  ///
  /// Edges are snapped independently (not origin and size), so adjacent rectangles that
  /// share an edge still share it after snapping.
  public func snappedToPixels(scale: Double) -> LayoutRect {
    guard scale > 0, scale.isFinite else { return self }
    let left = PixelSnapping.snap(minX, scale: scale)
    let top = PixelSnapping.snap(minY, scale: scale)
    let right = PixelSnapping.snap(maxX, scale: scale)
    let bottom = PixelSnapping.snap(maxY, scale: scale)
    return LayoutRect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
