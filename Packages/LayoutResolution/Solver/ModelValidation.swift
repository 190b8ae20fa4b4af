import LayoutGeometry

extension LayoutDirectionalInsets {
  /// The first side that is NaN or infinite, for error reports; `nil` when all are finite.
  var firstNonFiniteValue: Double? {
    [top, leading, bottom, trailing].first { !$0.isFinite }
  }
}

extension LayoutAnchor.Offset {
  /// The offset's two numbers, whichever unit they are in.
  var point: LayoutPoint {
    switch self {
    case .absolute(let point), .fractional(let point): point
    }
  }
}

extension LayoutBoundarySupplementaryItem {
  /// The error the item's own values cause, or `nil` when they are usable.
  func validationError(section: Int) -> LayoutError? {
    for dimension in [size.width, size.height] where !dimension.isValid {
      return .invalidDimension(section: section, dimension: dimension)
    }
    guard absoluteOffset.isFinite else {
      let value = absoluteOffset.x.isFinite ? absoluteOffset.y : absoluteOffset.x
      return .invalidSpacing(section: section, value: value)
    }
    return nil
  }
}
