import LayoutGeometry

extension LayoutDirectionalInsets {
  /// A container's insets in points for a container of `size` (rule 5): a side strictly
  /// between 0 and 1 is that fraction of the container's length on its axis (the decision
  /// `LayoutContainer` documents), any other side is points already.
  ///
  /// Written here rather than read from `LayoutContainer.effectiveContentInsets`, so that
  /// the reference solver checks it.
  func containerPoints(in size: LayoutSize) -> LayoutDirectionalInsets {
    func points(_ side: Double, of length: Double) -> Double {
      (0..<1).contains(side) && side != 0 ? side * length : side
    }
    return LayoutDirectionalInsets(
      top: points(top, of: size.height), leading: points(leading, of: size.width),
      bottom: points(bottom, of: size.height), trailing: points(trailing, of: size.width))
  }
}
