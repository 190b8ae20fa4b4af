import LayoutGeometry

/// The traits of the host that a section provider can adapt to.
///
/// The subset of `UITraitCollection` that layouts read.
public struct LayoutTraits: Hashable, Sendable {
  /// Which side is leading.
  public var readingDirection: ReadingDirection
  /// Pixels per point; 0 (the headless default) turns pixel snapping off (rule 25).
  ///
  /// Stored as it counts: a scale that is NaN, infinite, zero or negative is stored as 0
  /// (no snapping), and one outside ``displayScaleRange`` as the nearest end of it.
  public var displayScale: Double {
    didSet { displayScale = Self.usable(displayScale) }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: LayoutSizeClass
  /// The vertical size class.
  public var verticalSizeClass: LayoutSizeClass

  /// Traits with headless defaults: left to right, no display, unspecified size classes.
  public init(
    readingDirection: ReadingDirection = .leftToRight, displayScale: Double = 0,
    horizontalSizeClass: LayoutSizeClass = .unspecified,
    verticalSizeClass: LayoutSizeClass = .unspecified
  ) {
    self.readingDirection = readingDirection
    self.displayScale = Self.usable(displayScale)
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}

extension LayoutTraits {
  /// The display scales that snap frames, 2⁻¹⁰ to 2¹⁰ pixels per point (screens have 1 to 3).
  /// Decided, as the scroll simulation's `Scroller.maximumDisplayScale` is 1,024: a scale of
  /// 10³⁰⁸ made every snapped frame infinite, and one of 10⁻³⁰⁸ snapped every frame to 0.
  public static let displayScaleRange: ClosedRange<Double> = 0x1p-10...0x1p10

  /// `scale` as it counts: 0 for no display, otherwise within ``displayScaleRange``.
  static func usable(_ scale: Double) -> Double {
    guard scale.isFinite, scale > 0 else { return 0 }
    return min(max(scale, displayScaleRange.lowerBound), displayScaleRange.upperBound)
  }
}
