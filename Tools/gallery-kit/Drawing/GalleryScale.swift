#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
/// How points map to terminal characters: one column covers ``pointsPerColumn`` points
/// across, one line ``pointsPerLine`` down.
///
/// Decided: a line is 3.25 columns tall in points, so that at the default 8 pt per column a
/// 52 pt list row (iOS 26's least row height) takes exactly two lines (its text and its
/// separator) and an 80-column window is 640 pt wide, compact as a phone in landscape; 120
/// columns (960 pt) are regular. It was 2.75, two lines for iOS 14 to 18's 44 pt rows.
public struct GalleryScale: Hashable, Sendable {
  /// Points per column unless `--scale` says.
  public static let defaultPointsPerColumn = 8.0
  /// How many times a column's points a line covers.
  public static let lineRatio = 3.25

  /// Points one column covers.
  public var pointsPerColumn: Double
  /// Points one line covers.
  public var pointsPerLine: Double { pointsPerColumn * Self.lineRatio }

  /// A scale of `pointsPerColumn` points per column.
  public init(pointsPerColumn: Double = defaultPointsPerColumn) {
    self.pointsPerColumn = pointsPerColumn
  }
}
#endif
