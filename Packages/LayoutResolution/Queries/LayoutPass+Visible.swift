import LayoutGeometry

extension LayoutPass {
  /// The attributes of every element visible at `contentOffset`, after each section's
  /// visible-items handler has adjusted that section's elements (rule 22); see
  /// `SolvedLayout.visibleAttributes(contentOffset:rowOffsets:handlers:)`.
  ///
  /// - Complexity: O(log sections per visible section + returned elements) plus the handlers'
  ///   own cost.
  package func visibleAttributes(contentOffset: LayoutPoint, rowOffsets: [Int: Double])
    -> [LayoutAttributes]
  {
    layout.visibleAttributes(contentOffset: contentOffset, rowOffsets: rowOffsets) {
      section($0)?.visibleItemsInvalidationHandler
    }
  }
}

extension LayoutPass {
  /// Whether a section that shows at `contentOffset` has a visible-items handler.
  ///
  /// - Complexity: O(log sections + sections in the visible rect's reach).
  func showsVisibleItemsHandler(at contentOffset: LayoutPoint) -> Bool {
    let visible = layout.mirrored(
      LayoutRect(origin: contentOffset, size: layout.environment.container.contentSize))
    return layout.sectionIndices(meeting: visible).contains {
      section($0)?.visibleItemsInvalidationHandler != nil
    }
  }
}
