import LayoutGeometry

extension LayoutDirectionalInsets {
  /// The first side that is NaN or infinite, for error reports; `nil` when all are finite.
  var firstNonFiniteValue: Double? {
    [top, leading, bottom, trailing].first { !$0.isFinite }
  }
}
