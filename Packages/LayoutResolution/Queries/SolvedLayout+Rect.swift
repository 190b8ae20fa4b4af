import LayoutGeometry

extension SolvedLayout {
  /// The attributes of every element whose frame intersects `rect`, in section order and,
  /// within a section, in item order.
  ///
  /// - Complexity: O(log sections + returned elements) for layouts whose groups advance
  ///   (positive group stride); a section whose groups overlap completely (negative spacing
  ///   cancelling the group's length) is scanned group by group.
  public func attributesForElements(in rect: LayoutRect) -> [LayoutAttributes] {
    guard !(rect.minX.isNaN || rect.minY.isNaN || rect.width.isNaN || rect.height.isNaN) else {
      return []
    }
    var logical = rect
    if environment.traits.readingDirection == .rightToLeft {
      logical.origin.x = contentSize.width - rect.maxX
    }
    let low = logical.minimum(along: scrollAxis)
    let high = logical.maximum(along: scrollAxis)
    var result: [LayoutAttributes] = []
    var index = firstSection(reachingBeyond: low)
    while index < sections.count, reachStart[index] < high {
      appendCells(of: sections[index], in: logical, to: &result)
      index += 1
    }
    return result
  }

  /// The first section index whose cells (or any earlier section's) reach beyond `low`.
  private func firstSection(reachingBeyond low: Double) -> Int {
    var lower = 0
    var upper = reachEnd.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if reachEnd[middle] > low { upper = middle } else { lower = middle + 1 }
    }
    return lower
  }

  private func appendCells(
    of section: SolvedSection, in rect: LayoutRect, to result: inout [LayoutAttributes]
  ) {
    let groupCount = section.groupCount
    guard groupCount > 0 else { return }
    let axis = section.isOrthogonal ? scrollAxis.cross : scrollAxis
    let origin = section.groupOrigin(0).coordinate(along: axis)
    let repetitions = Self.repetitions(
      from: rect.minimum(along: axis) - origin - section.group.cellBounds.maximum(along: axis),
      to: rect.maximum(along: axis) - origin - section.group.cellBounds.minimum(along: axis),
      stride: section.groupStride, count: groupCount)
    let perGroup = section.group.cells.count
    for repetition in repetitions {
      let groupOrigin = section.groupOrigin(repetition)
      let first = repetition * perGroup
      let last = min(section.itemCount, first + perGroup)
      for item in first..<last {
        let frame = section.group.cells[item - first].frame.offsetBy(
          dx: groupOrigin.x, dy: groupOrigin.y)
        if frame.intersects(rect) {
          result.append(cellAttributes(section: section, item: item))
        }
      }
    }
  }

  /// The group repetitions `r` in `0..<count` for which `r · stride` may fall strictly
  /// between `low` and `high`; every repetition when the stride does not advance.
  static func repetitions(from low: Double, to high: Double, stride: Double, count: Int)
    -> ClosedRange<Int>
  {
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
