import LayoutGeometry

extension LayoutDirectionalInsets {
  /// The first side that is NaN or infinite, for error reports; `nil` when all are finite.
  var firstNonFiniteValue: Double? {
    !top.isFinite
      ? top
      : !leading.isFinite
        ? leading
        : !bottom.isFinite
          ? bottom
          : !trailing.isFinite ? trailing : nil
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

extension LayoutSizeSpec {
  /// The first dimension that is negative, NaN or infinite, or `nil` when both are usable.
  var firstInvalidDimension: LayoutDimension? {
    !width.isValid ? width : !height.isValid ? height : nil
  }
}

extension LayoutSubitem {
  /// Whether either dimension is `uniformAcrossSiblings`.
  var hasUniformDimension: Bool {
    if case .uniformAcrossSiblings = size.width { return true }
    if case .uniformAcrossSiblings = size.height { return true }
    return false
  }
}

extension LayoutBoundarySupplementaryItem {
  /// The error the item's own values cause, or `nil` when they are usable.
  func validationError(section: Int) -> LayoutError? {
    if let invalid = size.firstInvalidDimension {
      return .invalidDimension(section: section, dimension: invalid)
    }
    guard absoluteOffset.isFinite else {
      let value = absoluteOffset.x.isFinite ? absoluteOffset.y : absoluteOffset.x
      return .invalidSpacing(section: section, value: value)
    }
    return nil
  }
}

extension LayoutGroup {
  /// Whether the group, or anything inside it, has an estimated dimension: such a section
  /// keeps what it needs to take measured sizes.
  var hasEstimatedDimension: Bool {
    if size.width.isEstimated || size.height.isEstimated { return true }
    switch arrangement {
    case .sequence(_, let subitems): return subitems.contains(where: \.hasEstimatedDimension)
    case .repeating(_, let subitem, _): return subitem.hasEstimatedDimension
    case .custom: return false
    }
  }
}

extension LayoutSubitem {
  /// Whether the subitem, or anything inside it, has an estimated dimension.
  var hasEstimatedDimension: Bool {
    switch self {
    case .item(let item): item.size.width.isEstimated || item.size.height.isEstimated
    case .group(let group): group.hasEstimatedDimension
    }
  }
}
