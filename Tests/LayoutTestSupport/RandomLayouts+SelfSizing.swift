import LayoutGeometry
import LayoutResolution

/// Self-sizing for random layouts (rule 21): in a share of the layouts, estimated and
/// `uniformAcrossSiblings` dimensions on items, groups, the section's group and boundary
/// items, and a list of measured sizes to report in order: for cells (often several in one
/// group instance), boundary items (now and then their own estimate back), badges and
/// decorations, invalid sizes, elements that do not exist, and elements measured again with
/// the same size, a new one, or one changed on a single axis.
extension RandomLayouts {
  /// The share of layouts that self-size.
  static let selfSizingShare = 0.35

  /// An `estimated` or `uniformAcrossSiblings` dimension from `range`, half and half.
  mutating func selfSizingDimension(_ range: ClosedRange<Double>) -> LayoutDimension {
    guard chance(0.5) else { return estimated(range) }
    features.insert(.uniformAcrossSiblings)
    return .uniformAcrossSiblings(estimate: points(range))
  }

  /// Up to 40 measured sizes for a layout with `itemCounts`, noted in the recipe.
  mutating func makeMeasurements(itemCounts: [Int]) -> [RandomMeasurement] {
    let kinds = supplementaryKinds
    var reports: [RandomMeasurement] = []
    for _ in 0..<Int.random(in: 1...40, using: &random) {
      var size = measuredSize()
      let element: LayoutElementID
      switch Int.random(in: 0..<20, using: &random) {
      case 0..<9:
        element = .cell(at: cellPath(itemCounts: itemCounts, near: reports))
        features.insert(.measuredCell)
      case 9..<12 where !kinds.isEmpty:
        // Mostly a boundary item's kind, in its own section when the provider made it.
        let boundaryKinds = boundaryItemSizes.keys.sorted()
        let kind = boundaryKinds.isEmpty || chance(0.2) ? pick(kinds) : pick(boundaryKinds)
        let index = boundaryItemSections[kind] ?? section(of: itemCounts)
        element = .supplementary(ofKind: kind, at: LayoutIndexPath(item: 0, section: index))
        if let spec = boundaryItemSizes[kind] {
          features.insert(.measuredBoundaryItem)
          // Its own estimate back: nothing about it changes.
          if chance(0.25) {
            if spec.width.isEstimated { size.width = spec.width.value }
            if spec.height.isEstimated { size.height = spec.height.value }
          }
        }
      case 12 where !kinds.isEmpty:
        element = .supplementary(ofKind: pick(kinds), at: cellPath(itemCounts: itemCounts))
      case 13:
        features.insert(.ignoredMeasurement)
        let kind = decorationKinds.isEmpty ? "background0" : pick(decorationKinds)
        element = .decoration(
          ofKind: kind, at: LayoutIndexPath(item: 0, section: section(of: itemCounts)))
      case 14:
        features.insert(.ignoredMeasurement)
        element = missingElement(itemCounts: itemCounts)
      default:
        guard let earlier = reports.last(where: { _ in chance(0.3) }) ?? reports.first else {
          element = .cell(at: cellPath(itemCounts: itemCounts))
          break
        }
        features.insert(.repeatedMeasurement)
        element = earlier.element
        switch Int.random(in: 0..<4, using: &random) {
        case 0: size = earlier.size
        case 1: size.height = earlier.size.height
        case 2: size.width = earlier.size.width
        default: break
        }
      }
      reports.append(RandomMeasurement(element: element, size: size))
    }
    recipe.append("measured sizes, in order:")
    recipe += reports.map { "  \($0)" }
    return reports
  }

  /// A size for a measurement: mostly up to 300 × 300 points, now and then zero or invalid.
  private mutating func measuredSize() -> LayoutSize {
    if chance(0.04) {
      features.insert(.ignoredMeasurement)
      return pick([
        LayoutSize(width: .nan, height: 10), LayoutSize(width: 10, height: -1),
        LayoutSize(width: .infinity, height: 5), LayoutSize(width: -0.5, height: -0.5),
      ])
    }
    if chance(0.03) { return .zero }
    return LayoutSize(width: points(0...300), height: points(0...300))
  }

  /// A section index in range.
  private mutating func section(of itemCounts: [Int]) -> Int {
    Int.random(in: 0..<itemCounts.count, using: &random)
  }

  /// An item of a section, often one near a cell measured before so that group instances
  /// get several measurements.
  private mutating func cellPath(itemCounts: [Int], near reports: [RandomMeasurement] = [])
    -> LayoutIndexPath
  {
    let cells = reports.map(\.element).filter { $0.category == .cell }
    if let earlier = cells.last, itemCounts.indices.contains(earlier.indexPath.section),
      chance(0.5)
    {
      let path = earlier.indexPath
      let count = max(0, itemCounts[path.section])
      let item = path.item + Int.random(in: -3...3, using: &random)
      if (0..<count).contains(item) { return LayoutIndexPath(item: item, section: path.section) }
    }
    let section = section(of: itemCounts)
    let item = Int.random(in: 0..<max(1, itemCounts[section]), using: &random)
    return LayoutIndexPath(item: item, section: section)
  }

  /// An element no host has: a section out of range (a decoration's too), an item one past
  /// the last, a kind nobody declared.
  private mutating func missingElement(itemCounts: [Int]) -> LayoutElementID {
    let section = section(of: itemCounts)
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      return .cell(at: LayoutIndexPath(item: 0, section: itemCounts.count))
    case 4:
      let kind = decorationKinds.first ?? "background0"
      return .decoration(ofKind: kind, at: LayoutIndexPath(item: 0, section: itemCounts.count))
    case 1:
      return .cell(at: LayoutIndexPath(item: max(0, itemCounts[section]), section: section))
    case 2:
      return .cell(at: LayoutIndexPath(item: -1, section: section))
    case 3:
      return .supplementary(ofKind: "missing", at: LayoutIndexPath(item: 0, section: section))
    default:
      let kind = supplementaryKinds.first ?? "missing"
      return .supplementary(
        ofKind: kind, at: LayoutIndexPath(item: 0, section: pick([-1, itemCounts.count])))
    }
  }
}
