/// Whether a list section has a footer.
///
/// The counterpart of `UICollectionLayoutListConfiguration.FooterMode`.
public enum ListFooterMode: Hashable, Sendable, CaseIterable {
  /// No footer.
  case none
  /// A boundary supplementary view of kind ``ListLayout/footerKind`` below the rows.
  case supplementary
}
