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
  /// The items anchored to the subitem: an item's own, or a group's.
  var supplementaryItems: [LayoutSupplementaryItem] {
    switch self {
    case .item(let item): item.supplementaryItems
    case .group(let group): group.supplementaryItems
    }
  }

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
    // Beyond maximumLength an offset added to the content's extent overflows to infinity.
    for value in [absoluteOffset.x, absoluteOffset.y]
    where !(abs(value) <= LayoutSection.maximumLength) {
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

extension LayoutSection {
  /// How far a section may reach from its start, in points: 2⁴⁸ (about 2.8 · 10¹⁴). At
  /// that distance a `Double` still resolves 1/16 pt, enough for pixel snapping at any
  /// display scale; beyond it, frames of neighbouring items would round together. A
  /// section that reaches further is ``LayoutError/sectionTooLong(section:length:limit:)``.
  /// A list of 10⁹ rows of 44 pt reaches 4.4 · 10¹⁰ pt.
  public static let maximumLength: Double = 0x1p48
}

extension SolvedSection {
  /// The error for a section that reaches further than ``LayoutSection/maximumLength``,
  /// or whose extent is not a number: along the scroll axis (its length, and where its last
  /// group starts, which negative spacing can put before the section), along an
  /// orthogonal row, and from a group's origin to the furthest of its cells and anchored
  /// items either way (custom frames, insets, spacing and anchor offsets can put them far
  /// outside the group).
  func extentError() -> LayoutError? {
    let count = groupCount
    let lastGroup = count > 0 ? abs(strideOffset(count - 1)) : 0
    let box = group.contentBounds
    let reach = count > 0 ? [box.minX, box.maxX, box.minY, box.maxY].map(abs) : []
    for extent in [abs(length), lastGroup] + reach
    where !(extent <= LayoutSection.maximumLength) {
      return .sectionTooLong(section: index, length: extent, limit: LayoutSection.maximumLength)
    }
    return nil
  }
}
