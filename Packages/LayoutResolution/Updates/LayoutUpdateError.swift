import LayoutGeometry

/// Why a host refused a ``LayoutUpdate``: it contradicts the counts the host shows or the
/// counts it is told. UIKit raises `NSInternalInconsistencyException` for each of these; the
/// host throws and stays exactly as it was.
public enum LayoutUpdateError: Error, Hashable, Sendable {
  /// A deleted, reloaded or moved section's old index is not a section the host shows.
  case sectionOutOfRange(Int)
  /// An inserted or moved section's new index is beyond the new section count.
  case newSectionOutOfRange(Int)
  /// One section is deleted, reloaded or moved from twice, or in two of these ways.
  case sectionUsedTwice(Int)
  /// Two sections are inserted, or moved, to the same new index.
  case newSectionUsedTwice(Int)
  /// A deleted, reloaded or moved item's old position is not an item the host shows.
  case itemOutOfRange(LayoutIndexPath)
  /// An inserted, moved or reconfigured item's new position is beyond its new section.
  case newItemOutOfRange(LayoutIndexPath)
  /// One item is deleted, reloaded or moved from twice, or in two of these ways.
  case itemUsedTwice(LayoutIndexPath)
  /// Two items are inserted, or moved, to the same new position.
  case newItemUsedTwice(LayoutIndexPath)
  /// An item is taken from, or put into, a section that is itself deleted, inserted or
  /// reloaded: the section operation covers its items.
  case itemInChangedSection(LayoutIndexPath)
  /// The counts after the update are not the ones given: the section count, or a section
  /// that survives with `expected` items where the update leaves `actual`.
  case countMismatch(section: Int?, expected: Int, actual: Int)
}
