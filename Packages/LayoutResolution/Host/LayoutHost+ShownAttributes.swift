import LayoutGeometry

extension LayoutHost {
  /// The attributes of every element intersecting `rect`, those visible at the host's
  /// ``contentOffset`` as their sections' visible-items handlers leave them (rule 22): what
  /// UIKit's `layoutAttributesForElements(in:)` returns. Membership and order are the rect
  /// query's, decided by the frames as laid out; outside the visible rect no handler runs.
  ///
  /// - Complexity: that of ``attributesForElements(in:)``; when `rect` meets the visible
  ///   rect and a visible section has a handler, plus O(log sections per visible section +
  ///   visible elements) and the handlers' own cost.
  package func shownAttributesForElements(in rect: LayoutRect) -> [LayoutAttributes] {
    let pass = currentPass
    let offset = contentOffset
    let laidOut = pass.layout.attributesForElements(
      in: rect, contentOffset: offset, rowOffsets: rowOffsets)
    guard !laidOut.isEmpty, rect.intersects(visibleRect), pass.showsVisibleItemsHandler(at: offset)
    else { return laidOut }
    // Element identities are unique across a layout: kinds are (rule 15).
    let shown = Dictionary(
      pass.visibleAttributes(contentOffset: offset, rowOffsets: rowOffsets).map {
        ($0.elementID, $0)
      }, uniquingKeysWith: { first, _ in first })
    return laidOut.map { shown[$0.elementID] ?? $0 }
  }

  /// `attributes`, found by a lookup, as the host shows them: as its section's visible-items
  /// handler leaves them when the element is visible (rule 22), unchanged otherwise.
  ///
  /// - Complexity: O(1) for an element that is not visible or whose section has no handler;
  ///   otherwise O(log sections per visible section + visible elements) plus that section's
  ///   handler.
  package func shown(_ attributes: LayoutAttributes?) -> LayoutAttributes? {
    guard let attributes else { return nil }
    let pass = currentPass
    let index = attributes.indexPath.section
    guard attributes.frame.intersects(visibleRect),
      let handler = pass.section(index)?.visibleItemsInvalidationHandler
    else { return attributes }
    let visible = pass.layout.visibleAttributes(
      contentOffset: contentOffset, rowOffsets: rowOffsets,
      handlers: { $0 == index ? handler : nil })
    return visible.first { $0.elementID == attributes.elementID } ?? attributes
  }
}
