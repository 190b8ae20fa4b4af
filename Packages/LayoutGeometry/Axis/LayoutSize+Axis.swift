extension LayoutSize {
  /// A size from its length along `axis` (`main`) and across it (`cross`).
  public init(main: Double, cross: Double, along axis: LayoutAxis) {
    switch axis {
    case .horizontal: self.init(width: main, height: cross)
    case .vertical: self.init(width: cross, height: main)
    }
  }

  /// The length along `axis`: the width for horizontal, the height for vertical.
  public func length(along axis: LayoutAxis) -> Double {
    axis == .horizontal ? width : height
  }
}
