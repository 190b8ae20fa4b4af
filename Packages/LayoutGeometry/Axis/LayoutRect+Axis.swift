extension LayoutRect {
  /// A rectangle from its start and length along `axis` and across it.
  public init(
    mainStart: Double, mainLength: Double, crossStart: Double, crossLength: Double,
    along axis: LayoutAxis
  ) {
    self.init(
      origin: LayoutPoint(main: mainStart, cross: crossStart, along: axis),
      size: LayoutSize(main: mainLength, cross: crossLength, along: axis))
  }

  /// The edge where `axis` starts: `minX` for horizontal, `minY` for vertical.
  public func minimum(along axis: LayoutAxis) -> Double {
    origin.coordinate(along: axis)
  }

  /// The edge where `axis` ends: `maxX` for horizontal, `maxY` for vertical.
  public func maximum(along axis: LayoutAxis) -> Double {
    origin.coordinate(along: axis) + size.length(along: axis)
  }

  /// The length along `axis`.
  public func length(along axis: LayoutAxis) -> Double {
    size.length(along: axis)
  }

  /// The rectangle moved by `main` along `axis` and by `cross` across it.
  public func offsetBy(main: Double, cross: Double, along axis: LayoutAxis) -> LayoutRect {
    axis == .horizontal ? offsetBy(dx: main, dy: cross) : offsetBy(dx: cross, dy: main)
  }
}
