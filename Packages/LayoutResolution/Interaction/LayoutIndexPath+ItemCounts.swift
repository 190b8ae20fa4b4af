import LayoutGeometry

extension LayoutIndexPath {
  /// Whether a host showing `itemCounts` has an item here.
  func isItem(in itemCounts: [Int]) -> Bool {
    itemCounts.indices.contains(section) && item >= 0 && item < itemCounts[section]
  }
}
