/// Rounding of coordinates to a display's pixel grid.
///
/// UIKit snaps frames to device pixels, a position to the nearest pixel and a length down to
/// a whole pixel. Measured on iOS 26.1 (openuikit `firefoxrowsprobe`), iOS 17 (faberNovel
/// `testSupplementaryItem`) and an undated iOS 16 or 17 (tarikbozyak `grid4x4`): a position's
/// half pixel goes away from zero (a badge centred at 82.5 pt reads 82.667 at 3×, 247.5 px
/// making 248; one at −7.5 reads −7.667); a length is floored (a 62.5 pt badge reads 62.333,
/// 187.5 px making 187; a 98.25 pt column reads 98, 294.75 px making 294). A scale of zero or
/// less, or one that is not finite, means "no display": values stay exact. So does a value
/// whose pixel count overflows (a scale near `Double.greatestFiniteMagnitude`), which would
/// otherwise become infinite.
///
/// ```swift
/// PixelSnapping.snap(82.5, scale: 3)        // 82.666…: 248 px at 3×
/// PixelSnapping.snapLength(62.5, scale: 3)  // 62.333…: 187 px at 3×
/// LayoutRect(x: 0.2, y: 10.4, width: 100.5, height: 20.2).snappedToPixels(scale: 2)
/// // (0, 10.5, 100.5, 20): origin and size each on a half point
/// ```
public enum PixelSnapping {
  /// The position `value` rounded to the nearest pixel boundary at `scale` pixels per point,
  /// halves away from zero.
  public static func snap(_ value: Double, scale: Double) -> Double {
    snapped(value, scale: scale, halvesAwayFromZero: true)
  }

  /// The length `value` cut to a whole number of pixels at `scale` pixels per point, towards
  /// zero. A length within a thousandth of a pixel below a boundary keeps that boundary
  /// (decided): floating-point error (a third of 343 pt) and a size written to four decimals
  /// (50.3333 for 151 px at 3×) must not lose a whole pixel.
  public static func snapLength(_ value: Double, scale: Double) -> Double {
    snapped(value, scale: scale, halvesAwayFromZero: false)
  }

  /// How far below a pixel boundary, in pixels, a length may fall and still be taken as on
  /// it.
  private static let boundaryTolerance = 1e-3

  private static func snapped(_ value: Double, scale: Double, halvesAwayFromZero: Bool)
    -> Double
  {
    guard scale > 0, scale.isFinite, value.isFinite else { return value }
    let pixels = value * scale
    guard pixels.isFinite else { return value }
    guard halvesAwayFromZero else {
      let nudged = pixels + (pixels < 0 ? -boundaryTolerance : boundaryTolerance)
      return nudged.rounded(.towardZero) / scale
    }
    return pixels.rounded(.toNearestOrAwayFromZero) / scale
  }
}

extension LayoutRect {
  /// The rectangle with its origin snapped to the pixel grid of `scale` and its size cut to
  /// whole pixels.
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
      origin: LayoutPoint(
        x: PixelSnapping.snap(minX, scale: scale), y: PixelSnapping.snap(minY, scale: scale)),
      size: size.snappedLength(scale: scale))
  }
}

extension LayoutSize {
  /// The size with each length cut to a whole number of pixels at `scale`
  /// (``PixelSnapping/snapLength(_:scale:)``).
  public func snappedLength(scale: Double) -> LayoutSize {
    LayoutSize(
      width: PixelSnapping.snapLength(width, scale: scale),
      height: PixelSnapping.snapLength(height, scale: scale))
  }
}
