import LayoutGeometry
import LayoutResolution

/// Everything the reference solver computes for one layout: every cell of every section,
/// the content size, and the sections that could not be laid out.
package struct ReferenceLayout: Sendable {
  /// The cells of each section in item order, frames as the host presents them (mirrored
  /// for right-to-left, snapped to pixels); empty for a section that failed.
  package var sections: [[LayoutAttributes]]
  /// The size of the scrollable content.
  package var contentSize: LayoutSize
  /// The first error of each section that failed, by section index.
  package var failures: [Int: LayoutError]

  /// The indexes of the sections that failed.
  package var failedSections: Set<Int> { Set(failures.keys) }

  /// Every cell, section-major and in item order within a section.
  package var cells: [LayoutAttributes] { sections.flatMap { $0 } }

  /// The cell at `indexPath`, or `nil` when the layout has no such cell.
  package func attributesForItem(at indexPath: LayoutIndexPath) -> LayoutAttributes? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let cells = sections[indexPath.section]
    return cells.indices.contains(indexPath.item) ? cells[indexPath.item] : nil
  }
}
