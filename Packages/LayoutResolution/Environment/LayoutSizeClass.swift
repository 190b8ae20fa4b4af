/// A coarse description of how much room an axis has.
///
/// The counterpart of `UIUserInterfaceSizeClass`.
public enum LayoutSizeClass: Hashable, Sendable, CaseIterable {
  /// Not known.
  case unspecified
  /// Constrained room, like an iPhone's width in portrait.
  case compact
  /// Ample room, like an iPad's width.
  case regular
}
