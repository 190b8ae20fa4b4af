extension LayoutInsets {
  /// The inset where `axis` starts: left for horizontal, top for vertical.
  public func start(along axis: LayoutAxis) -> Double {
    axis == .horizontal ? left : top
  }

  /// The inset where `axis` ends: right for horizontal, bottom for vertical.
  public func end(along axis: LayoutAxis) -> Double {
    axis == .horizontal ? right : bottom
  }

  /// Both insets along `axis` added together.
  public func total(along axis: LayoutAxis) -> Double {
    start(along: axis) + end(along: axis)
  }
}
