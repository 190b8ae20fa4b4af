import LayoutGeometry

/// The traits of the host that a section provider can adapt to.
///
/// The subset of `UITraitCollection` that layouts read.
public struct LayoutTraits: Hashable, Sendable {
  /// Which side is leading.
  public var readingDirection: ReadingDirection
  /// Pixels per point; 0 (the headless default) turns pixel snapping off (rule 25).
  public var displayScale: Double
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
    self.displayScale = displayScale
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
  }
}
