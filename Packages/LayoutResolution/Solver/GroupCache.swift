import LayoutGeometry

/// The section groups a layout pass solved last, by description and slot size, so that a
/// layout repeating a few section shapes (a feed cycling list, grid and carousel sections)
/// solves each shape's group once instead of once per section.
///
/// A group is reused only when its description is the same value, case by case: a custom
/// group's provider is a closure and never matches, and a solve that recorded diagnostics
/// (which name their section) is not kept.
struct GroupCache {
  /// How many groups are kept; the oldest goes first.
  static let capacity = 8

  private var entries: [(group: LayoutGroup, size: LayoutSize, solved: SolvedGroup)] = []
  private var oldest = 0

  /// The solved group for `group` in a slot of `size`, when it was solved already.
  ///
  /// - Complexity: O(capacity × the group's description).
  func solved(_ group: LayoutGroup, size: LayoutSize) -> SolvedGroup? {
    entries.first { $0.size == size && $0.group.isSameLayout(as: group) }?.solved
  }

  /// Keeps `solved` as the group `group` solves to in a slot of `size`.
  mutating func remember(_ solved: SolvedGroup, for group: LayoutGroup, size: LayoutSize) {
    guard group.isComparable else { return }
    if entries.count < Self.capacity {
      entries.append((group, size, solved))
    } else {
      entries[oldest] = (group, size, solved)
      oldest = (oldest + 1) % Self.capacity
    }
  }
}

extension LayoutGroup {
  /// Whether the group holds no custom arrangement, so that ``isSameLayout(as:)`` can match
  /// it.
  var isComparable: Bool {
    switch arrangement {
    case .sequence(_, let subitems): subitems.allSatisfy(\.isComparable)
    case .repeating(_, let subitem, _): subitem.isComparable
    case .custom: false
    }
  }

  /// Whether `other` describes the same layout, every property equal; a custom arrangement
  /// is never the same as anything.
  func isSameLayout(as other: LayoutGroup) -> Bool {
    guard size == other.size, interItemSpacing == other.interItemSpacing,
      contentInsets == other.contentInsets, edgeSpacing == other.edgeSpacing,
      supplementaryItems == other.supplementaryItems
    else { return false }
    switch (arrangement, other.arrangement) {
    case (.sequence(let axis, let subitems), .sequence(let otherAxis, let otherSubitems)):
      return axis == otherAxis && subitems.count == otherSubitems.count
        && zip(subitems, otherSubitems).allSatisfy { $0.isSameLayout(as: $1) }
    case (
      .repeating(let axis, let subitem, let count),
      .repeating(let otherAxis, let otherSubitem, let otherCount)
    ):
      return axis == otherAxis && count == otherCount && subitem.isSameLayout(as: otherSubitem)
    default:
      return false
    }
  }
}

extension LayoutSubitem {
  /// Whether the subitem holds no custom arrangement.
  var isComparable: Bool {
    switch self {
    case .item: true
    case .group(let group): group.isComparable
    }
  }

  /// Whether `other` describes the same layout.
  func isSameLayout(as other: LayoutSubitem) -> Bool {
    switch (self, other) {
    case (.item(let item), .item(let otherItem)): item == otherItem
    case (.group(let group), .group(let otherGroup)): group.isSameLayout(as: otherGroup)
    default: false
    }
  }
}
