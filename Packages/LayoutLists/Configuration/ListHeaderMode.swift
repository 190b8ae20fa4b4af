/// Where a list section's header comes from.
///
/// The counterpart of `UICollectionLayoutListConfiguration.HeaderMode`.
public enum ListHeaderMode: Hashable, Sendable, CaseIterable {
  /// No header.
  case none
  /// A boundary supplementary view of kind ``ListLayout/headerKind`` above the rows.
  case supplementary
  /// The section's first item is its header: a row like the others that, with a section
  /// snapshot, expands and collapses its children. A section without items has no header.
  case firstItemInSection
}
