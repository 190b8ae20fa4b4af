import LayoutGeometry

extension LayoutSelection {
  /// The selection after `plan`: each selected or highlighted item at its new index path,
  /// moved ones at their destination; items deleted or reloaded, and those of deleted or
  /// reloaded sections, leave it (rule 29).
  ///
  /// - Complexity: O(s log c) for s selected items and c changes in their sections.
  func remapped(through plan: UpdatePlan) -> LayoutSelection {
    var result = self
    result.selectedItems = Set(selectedItems.compactMap(plan.pathKeepingState(of:)))
    result.highlightedItem = highlightedItem.flatMap(plan.pathKeepingState(of:))
    return result
  }

  /// The selection without the items a host showing `itemCounts` does not have.
  ///
  /// - Complexity: O(s) for s selected items.
  func keepingItems(in itemCounts: [Int]) -> LayoutSelection {
    var result = self
    result.selectedItems = selectedItems.filter { $0.isItem(in: itemCounts) }
    if let highlighted = highlightedItem, !highlighted.isItem(in: itemCounts) {
      result.highlightedItem = nil
    }
    return result
  }
}
