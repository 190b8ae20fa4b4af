extension SectionSnapshot {
  /// A text picture of the tree, one line per item, depth-first, for debugging and tests.
  ///
  /// Each line is a visibility column (`*` when the item is visible, a space when not), a
  /// space, two spaces per level, an expansion marker for items with children (`+ ` when
  /// expanded, `- ` when collapsed, two spaces for a leaf), then the item's description.
  /// Lines end with a newline. UIKit documents the same markers but not the layout:
  /// ```
  /// * + Fruits
  /// *     Apple
  /// *   - Citrus
  ///         Lime
  /// *   Vegetables
  /// ```
  /// - Complexity: O(characters of the result): items, two per level of depth, and the
  ///   items' descriptions.
  @inlinable
  public func visualDescription() -> String {
    var text = ""
    for (index, item) in items.enumerated() {
      let hasChildren = index + 1 < items.count && levels[index + 1] > levels[index]
      let marker = hasChildren ? (expandedItems.contains(item) ? "+ " : "- ") : "  "
      text += visibility[index] ? "* " : "  "
      text += String(repeating: "  ", count: levels[index])
      text += marker + String(describing: item) + "\n"
    }
    return text
  }
}
