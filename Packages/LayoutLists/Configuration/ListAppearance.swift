/// The overall look of a list section: how wide its rows are, how its sections are spaced
/// and whether its headers pin.
///
/// The counterpart of `UICollectionLayoutListConfiguration.Appearance`. The numbers behind
/// each appearance are in ``ListMetrics``.
public enum ListAppearance: Hashable, Sendable, CaseIterable {
  /// Full-width rows, no space between sections, pinned headers.
  case plain
  /// Full-width rows, 35 pt above each section.
  case grouped
  /// Rows inset by the layout margins (16 pt compact, 20 pt regular) with rounded first and
  /// last rows, 35 pt above each section.
  case insetGrouped
  /// A sidebar: rows inset 10 pt, each row rounded, no separators by default.
  case sidebar
  /// A sidebar with full-width rows and pinned headers, no separators by default.
  case sidebarPlain
}
