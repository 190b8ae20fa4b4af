import LayoutGeometry

/// Which element of the layout after a change is which element of the layout before it:
/// identity through a batch update, or the same index paths for a change of layout or size.
struct ElementMapping {
  /// Where an item before the change is after it, or `nil` when it is gone; a reloaded item
  /// counts as gone (it fades out as its new self fades in).
  let newPath: (LayoutIndexPath) -> LayoutIndexPath?
  /// Where an item after the change was before it, or `nil` when it is new.
  let oldPath: (LayoutIndexPath) -> LayoutIndexPath?
  /// Where a section before the change is after it, or `nil` when it is gone.
  let newSection: (Int) -> Int?
  /// Where a section after the change was before it, or `nil` when it is new.
  let oldSection: (Int) -> Int?

  /// Every element stays itself: a new layout or size.
  static var identity: ElementMapping {
    ElementMapping(newPath: { $0 }, oldPath: { $0 }, newSection: { $0 }, oldSection: { $0 })
  }

  /// The identities `plan` keeps.
  init(_ plan: UpdatePlan) {
    newPath = plan.pathKeepingState(of:)
    oldPath = { new in
      plan.oldPath(of: new).flatMap { plan.isReloaded($0) ? nil : $0 }
    }
    newSection = plan.newIndex(ofSection:)
    oldSection = { new in
      guard new >= 0, new < plan.itemCounts.count,
        case .kept(let old) = plan.source(ofNewSection: new)
      else { return nil }
      return old
    }
  }

  init(
    newPath: @escaping (LayoutIndexPath) -> LayoutIndexPath?,
    oldPath: @escaping (LayoutIndexPath) -> LayoutIndexPath?,
    newSection: @escaping (Int) -> Int?, oldSection: @escaping (Int) -> Int?
  ) {
    self.newPath = newPath
    self.oldPath = oldPath
    self.newSection = newSection
    self.oldSection = oldSection
  }
}
