extension LayoutPoint {
  /// A point from its coordinate along `axis` (`main`) and across it (`cross`).
  public init(main: Double, cross: Double, along axis: LayoutAxis) {
    switch axis {
    case .horizontal: self.init(x: main, y: cross)
    case .vertical: self.init(x: cross, y: main)
    }
  }

  /// The coordinate along `axis`: x for horizontal, y for vertical.
  public func coordinate(along axis: LayoutAxis) -> Double {
    axis == .horizontal ? x : y
  }
}
