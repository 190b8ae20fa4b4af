import LayoutGeometry

extension LayoutGroup {
  /// The most levels of groups a section's group may nest: the section's group is level 1,
  /// a group among its subitems level 2, and so on. A deeper group is
  /// ``LayoutError/groupNestingTooDeep(section:limit:)`` and its section is laid out empty.
  ///
  /// Decided (rule 8): UIKit states no limit. The solver lays out nested groups by
  /// recursion on the caller's thread, about 6 KiB of stack a level in a debug build, and a
  /// task or a background thread has far less stack than the main thread: 16 levels solve
  /// within 256 KiB, and layouts in practice nest two to four.
  public static let maximumNestingDepth = 16

  /// The most subitems a section's group may describe, nested ones included, counting a
  /// group once for every place it stands in: a value can hold the same nested group
  /// twice, and a chain of such pairs 40 levels deep describes 2⁴⁰ subitems. More is
  /// ``LayoutError/groupDescriptionTooLarge(section:limit:)``.
  ///
  /// Decided (rule 8): ten times the cells one instance may hold
  /// (`GroupSolver.maximumCellsPerGroup`), since a sequence may list subitems that do not
  /// fit; it bounds every walk over the description (comparing, caching, converting from
  /// UIKit's spellings).
  public static let maximumDescribedSubitems = 100_000

  /// The error for a group nested deeper than ``maximumNestingDepth`` or describing more than
  /// ``maximumDescribedSubitems`` subitems, or `nil`; found before anything else walks the
  /// description.
  ///
  /// The walk keeps its path in an array rather than on the call stack, so that no nesting
  /// can overflow it, and stops at the first limit it passes.
  ///
  /// - Complexity: O(min(subitems described, ``maximumDescribedSubitems``)).
  func limitError(section: Int) -> LayoutError? {
    var path: [(group: LayoutGroup, next: Int)] = []
    var group = self
    var next = 0
    var described = 0
    while true {
      guard let subitem = group.subitem(at: next) else {
        guard let parent = path.popLast() else { return nil }
        (group, next) = parent
        continue
      }
      next += 1
      described += 1
      guard described <= Self.maximumDescribedSubitems else {
        return .groupDescriptionTooLarge(section: section, limit: Self.maximumDescribedSubitems)
      }
      guard case .group(let nested) = subitem else { continue }
      // `group` is at level path.count + 1, so `nested` is one below it.
      guard path.count + 2 <= Self.maximumNestingDepth else {
        return .groupNestingTooDeep(section: section, limit: Self.maximumNestingDepth)
      }
      path.append((group, next))
      group = nested
      next = 0
    }
  }

  /// The subitem at `index` in the order the solver reads them, or `nil` past the last: a
  /// repeating group's one subitem, none for a custom group.
  private func subitem(at index: Int) -> LayoutSubitem? {
    switch arrangement {
    case .sequence(_, let subitems): index < subitems.count ? subitems[index] : nil
    case .repeating(_, let subitem, _): index == 0 ? subitem : nil
    case .custom: nil
    }
  }
}
