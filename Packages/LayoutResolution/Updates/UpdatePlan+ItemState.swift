import LayoutGeometry

extension UpdatePlan {
  /// Where the item at old `path` is after the update with its state (selection,
  /// highlight): ``newPath(of:)``, and `nil` for a reloaded item too, which is a new item in
  /// the old place.
  ///
  /// - Complexity: O(log c) for c changes in its section.
  func pathKeepingState(of path: LayoutIndexPath) -> LayoutIndexPath? {
    guard let new = newPath(of: path) else { return nil }
    if let section = newIndex(ofSection: path.section), let edit = edits[section] {
      let index = edit.reloaded.partitioningIndex { $0 >= path.item }
      if index < edit.reloaded.count, edit.reloaded[index] == path.item { return nil }
    }
    return new
  }
}
