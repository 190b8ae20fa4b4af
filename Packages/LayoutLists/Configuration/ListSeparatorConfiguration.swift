import LayoutGeometry

/// How a row's separators look: whether the top and bottom ones show, their insets and their
/// colour.
///
/// The counterpart of `UIListSeparatorConfiguration`. A `nil` inset is automatic: the list
/// picks it from the appearance and the row's place (``ListMetrics``). Only the leading and
/// trailing sides of an inset are used, as in UIKit.
///
/// Bad input (decided; UIKit does not say): a leading or trailing inset that is negative or
/// not finite counts as 0, and a separator whose insets leave it no width is left out. See
/// ``ListLayout/separatorAttributes(in:rect:)-(SolvedLayout,_)``.
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The list decides from the appearance and the row's place.
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// Whether the separator above the row shows. Automatic: only above the first row of a
  /// `grouped` section.
  public var topSeparatorVisibility: Visibility
  /// Whether the separator below the row shows. Automatic: below every row, except the last
  /// row of an `insetGrouped` section (it has rounded corners).
  public var bottomSeparatorVisibility: Visibility
  /// The top separator's leading and trailing insets; `nil` is automatic (0: full width).
  public var topSeparatorInsets: LayoutDirectionalInsets?
  /// The bottom separator's leading and trailing insets; `nil` is automatic (the leading
  /// inset follows the text, ``ListMetrics/separatorLeadingInset``; 0 under the last row of
  /// a `grouped` section).
  public var bottomSeparatorInsets: LayoutDirectionalInsets?
  /// The separators' colour.
  public var color: ListColor

  /// A configuration with automatic visibility and insets and UIKit's separator colour.
  public init(
    topSeparatorVisibility: Visibility = .automatic,
    bottomSeparatorVisibility: Visibility = .automatic,
    topSeparatorInsets: LayoutDirectionalInsets? = nil,
    bottomSeparatorInsets: LayoutDirectionalInsets? = nil, color: ListColor = .separator
  ) {
    self.topSeparatorVisibility = topSeparatorVisibility
    self.bottomSeparatorVisibility = bottomSeparatorVisibility
    self.topSeparatorInsets = topSeparatorInsets
    self.bottomSeparatorInsets = bottomSeparatorInsets
    self.color = color
  }
}

/// Adjusts one row's separators: receives the row's index path and the section's separator
/// configuration, returns the row's.
///
/// The counterpart of `UICollectionLayoutListConfiguration.ItemSeparatorHandler`. The list
/// calls it for every row a separator query returns, each time it is asked: keep it O(1).
public typealias ListItemSeparatorHandler =
  (LayoutIndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
