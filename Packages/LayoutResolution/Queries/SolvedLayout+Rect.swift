import LayoutGeometry

extension SolvedLayout {
  /// The attributes of every element whose frame intersects `rect` — cells, supplementary
  /// views and decorations — with pinned items placed for `contentOffset`.
  ///
  /// Order: the layout's boundary items, then section by section its boundary items and
  /// decorations, then its cells, each group instance's cells followed by their anchored
  /// items.
  ///
  /// - Complexity: O(log sections + returned elements) for layouts whose groups advance
  ///   (positive group stride); a section whose groups overlap completely (negative spacing
  ///   cancelling the group's length) is scanned group by group.
  public func attributesForElements(in rect: LayoutRect, contentOffset: LayoutPoint = .zero)
    -> [LayoutAttributes]
  {
    guard !(rect.minX.isNaN || rect.minY.isNaN || rect.width.isNaN || rect.height.isNaN) else {
      return []
    }
    let logical = mirrored(rect)
    let visible = visibleSpan(at: contentOffset)
    var result: [LayoutAttributes] = []
    let layout = layoutOwner
    for element in layoutElements
    where frame(of: element, owner: layout, visible: visible).intersects(logical) {
      result.append(attributes(of: element, owner: layout, visible: visible))
    }
    let low = logical.minimum(along: scrollAxis)
    let high = logical.maximum(along: scrollAxis)
    var index = firstSection(reachingBeyond: low)
    while index < sections.count, reachStart[index] < high {
      let section = sections[index]
      let owner = PinOwner(section)
      for element in section.elements
      where frame(of: element, owner: owner, visible: visible).intersects(logical) {
        result.append(attributes(of: element, owner: owner, visible: visible))
      }
      appendGroups(of: section, in: logical, to: &result)
      index += 1
    }
    return result
  }

  /// The first section index whose elements (or any earlier section's) reach beyond `low`.
  private func firstSection(reachingBeyond low: Double) -> Int {
    var lower = 0
    var upper = reachEnd.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if reachEnd[middle] > low { upper = middle } else { lower = middle + 1 }
    }
    return lower
  }

  private func appendGroups(
    of section: SolvedSection, in rect: LayoutRect, to result: inout [LayoutAttributes]
  ) {
    let groupCount = section.groupCount
    guard groupCount > 0 else { return }
    let axis = section.strideAxis
    let origin = section.groupOrigin(0).coordinate(along: axis)
    let bounds = section.searchBounds
    let repetitions = Self.repetitions(
      of: section, from: rect.minimum(along: axis) - origin - bounds.maximum(along: axis),
      to: rect.maximum(along: axis) - origin - bounds.minimum(along: axis))
    let perGroup = section.group.cells.count
    for repetition in repetitions {
      let groupOrigin = section.groupOrigin(repetition)
      let instance = section.group(at: repetition)
      let first = repetition * perGroup
      let present = min(section.itemCount, first + perGroup) - first
      for (local, cell) in instance.cells.prefix(present).enumerated()
      where cell.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y).intersects(rect) {
        result.append(
          cellAttributes(
            section: section, item: first + local, cell: cell, groupOrigin: groupOrigin))
      }
      for anchored in instance.supplementaries
      where anchored.cellIndex < present
        && anchored.frame.offsetBy(dx: groupOrigin.x, dy: groupOrigin.y).intersects(rect)
      {
        result.append(
          attributes(of: anchored, in: section, groupOrigin: groupOrigin, firstItem: first))
      }
    }
  }

  /// The group repetitions whose offset along the stride axis may fall strictly between
  /// `low` and `high`: by division while groups are alike, by a Fenwick descent once
  /// measured, and every repetition when groups do not advance (negative spacing).
  ///
  /// - Complexity: O(1), or O(log groups) once measured.
  static func repetitions(of section: SolvedSection, from low: Double, to high: Double)
    -> ClosedRange<Int>
  {
    let count = section.groupCount
    if let strides = section.sizing?.strides {
      guard section.spacing >= 0 else { return 0...(count - 1) }
      let first = strides.index(containing: low)
      return first...max(first, strides.index(containing: high))
    }
    let stride = section.groupStride
    guard stride > 0 else { return 0...(count - 1) }
    let upperBound = Double(count - 1)
    func clamped(_ value: Double) -> Int {
      guard !value.isNaN else { return 0 }
      return Int(min(max(value, 0), upperBound))
    }
    let first = clamped((low / stride).rounded(.down))
    let last = clamped((high / stride).rounded(.up))
    return first...max(first, last)
  }
}
