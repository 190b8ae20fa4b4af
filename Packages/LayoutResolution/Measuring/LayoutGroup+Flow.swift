import LayoutGeometry

extension LayoutGroup {
  /// Whether the group's instances are the lines of a flow (rule 21c): a sequence across the
  /// scroll axis, fitted into a length it knows, of one item `estimated` along that axis.
  /// Tags and chips: a horizontal group of estimated-width items in a vertical layout.
  ///
  /// One item only: with several, which subitem an item takes would depend on where lines
  /// break, so its size could not be its own.
  func isFlowLine(scrollAxis: LayoutAxis) -> Bool {
    guard case .sequence(let axis, let subitems) = arrangement, axis == scrollAxis.cross,
      !size.dimension(along: axis).isEstimated, subitems.count == 1,
      case .item(let item) = subitems[0], case .estimated = item.size.dimension(along: axis)
    else { return false }
    return true
  }
}
