/// Which boundary of the container content insets are measured from.
///
/// The counterpart of `UIContentInsetsReference` (rule 1).
public enum ContentInsetsReference: Hashable, Sendable, CaseIterable {
  /// The layout's choice: the safe area for a layout; the layout's reference for a section.
  case automatic
  /// The container's edges.
  case none
  /// The host's safe area.
  case safeArea
  /// The host's layout margins (which include the safe area).
  case layoutMargins
  /// The host's readable content guide.
  case readableContent
}
