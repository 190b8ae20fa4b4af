import LayoutGeometry

extension UpdatePlan {
  /// Where the item at old `path` is after the update with its state (selection,
  /// highlight, its place in a transition): ``newPath(of:)``, and `nil` for a reloaded item
  /// too, which is a new item in the old place.
  ///
  /// - Complexity: O(log c) for c changes in its section.
  func pathKeepingState(of path: LayoutIndexPath) -> LayoutIndexPath? {
    isReloaded(path) ? nil : newPath(of: path)
  }

  /// Whether the item at old `path` was reloaded: it keeps its place, not its content.
  ///
  /// - Complexity: O(log c) for c changes in its section.
  func isReloaded(_ path: LayoutIndexPath) -> Bool {
    guard let section = newIndex(ofSection: path.section),
      let reloaded = edits[section]?.reloaded
    else { return false }
    let index = reloaded.partitioningIndex { $0 >= path.item }
    return index < reloaded.count && reloaded[index] == path.item
  }
}
