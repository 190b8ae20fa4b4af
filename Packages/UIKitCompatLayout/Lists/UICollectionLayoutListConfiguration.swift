#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
public import LayoutLists

/// Gives the swipe actions of the row at an index path, or `nil` for none.
///
/// Mirrors UIKit's `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
/// Like UIKit's it is not `Sendable`: it runs on the caller's thread.
public typealias UICollectionLayoutListSwipeActionsConfigurationProvider =
  (IndexPath) -> UISwipeActionsConfiguration?

/// Adjusts one row's separators from the section's separator configuration.
///
/// Mirrors UIKit's `UICollectionLayoutListConfiguration.ItemSeparatorHandler`.
public typealias UICollectionLayoutListItemSeparatorHandler =
  (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

/// Everything that describes a list section: appearance, header and footer, separators,
/// background and swipe actions.
///
/// Mirrors UIKit's `UICollectionLayoutListConfiguration`, a value, over the core's
/// `ListConfiguration` (``core``); the numbers and decisions are documented on `ListMetrics`
/// and `ListLayout` in `LayoutLists`. Colours reach the core as their `ListColor`. Headers and footers use UIKit's element kinds
/// (`UICollectionView.elementKindSectionHeader` and `…Footer`). A layout of list sections
/// returns their separators with `layoutAttributesForElements(in:)` and answers their swipe
/// actions (``UICollectionViewLayout/trailingSwipeActionsConfiguration(forItemAt:)``);
/// corner masks are answered by `ListLayout(configuration: configuration.core)` over the
/// view's `core`.
///
/// ```swift
/// var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// let layout = UICollectionViewCompositionalLayout.list(using: configuration)
/// // at 375 pt wide: rows of 343 × 44, inset by 16; the first at y 59, below its header
/// ```
public struct UICollectionLayoutListConfiguration {
  /// The overall look of a list.
  public enum Appearance: Int, Hashable, Sendable, CaseIterable {
    /// Full-width rows, pinned headers.
    case plain = 0
    /// Full-width rows, 35 pt above each section.
    case grouped = 1
    /// Rows inset by the layout margins with rounded first and last rows.
    case insetGrouped = 2
    /// A sidebar: inset, rounded rows.
    case sidebar = 3
    /// A sidebar with full-width rows and pinned headers.
    case sidebarPlain = 4

    var value: ListAppearance {
      switch self {
      case .plain: .plain
      case .grouped: .grouped
      case .insetGrouped: .insetGrouped
      case .sidebar: .sidebar
      case .sidebarPlain: .sidebarPlain
      }
    }
  }

  /// Where a section's header comes from.
  public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
    /// No header.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The section's first item is its header row.
    case firstItemInSection = 2

    var value: ListHeaderMode {
      switch self {
      case .none: .none
      case .supplementary: .supplementary
      case .firstItemInSection: .firstItemInSection
      }
    }
  }

  /// Whether a section has a footer.
  public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
    /// No footer.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1

    var value: ListFooterMode { self == .none ? .none : .supplementary }
  }

  /// The decoration kind of the separator below a list row, as hosts report it in
  /// `layoutAttributesForElements(in:)` at the row's index path (`docs/scrolling.md#list-configurations`). UIKit names no
  /// kind for its separators.
  public static let bottomSeparatorElementKind = ListLayout.separatorKind
  /// The decoration kind of the separator above a list row (`docs/scrolling.md#list-configurations`).
  public static let topSeparatorElementKind = ListLayout.topSeparatorKind

  /// The overall look, fixed at creation as in UIKit.
  public let appearance: Appearance
  /// Where each section's header comes from; none by default.
  public var headerMode: HeaderMode = .none
  /// Whether each section has a footer; none by default.
  public var footerMode: FooterMode = .none
  /// Whether rows show separators; false for the sidebar appearances, as in UIKit.
  public var showsSeparators: Bool
  /// The separators of every row, before ``itemSeparatorHandler`` adjusts them.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Adjusts one row's separators.
  public var itemSeparatorHandler: UICollectionLayoutListItemSeparatorHandler?
  /// Space above a supplementary header; `nil` is automatic.
  public var headerTopPadding: CGFloat?
  /// The list's background; `nil` follows the appearance.
  public var backgroundColor: UIColor?
  /// Gives the actions revealed by swiping a row from its leading edge.
  public var leadingSwipeActionsConfigurationProvider:
    UICollectionLayoutListSwipeActionsConfigurationProvider?
  /// Gives the actions revealed by swiping a row from its trailing edge.
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListSwipeActionsConfigurationProvider?

  /// A configuration of `appearance` with UIKit's defaults.
  public init(appearance: Appearance) {
    self.appearance = appearance
    self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    self.separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The core configuration this value describes. Its closures call this value's, so use
  /// it on the caller's thread only.
  public var core: ListConfiguration {
    var configuration = ListConfiguration(appearance: appearance.value)
    configuration.headerMode = headerMode.value
    configuration.footerMode = footerMode.value
    configuration.showsSeparators = showsSeparators
    configuration.separatorConfiguration = separatorConfiguration.core
    configuration.headerTopPadding = headerTopPadding.map(Double.init)
    configuration.backgroundColor = backgroundColor?.core
    if let handler = itemSeparatorHandler {
      let base = separatorConfiguration
      configuration.itemSeparatorHandler = { indexPath, _ in
        handler(IndexPath(indexPath), base).core
      }
    }
    configuration.leadingSwipeActionsProvider = leadingSwipeActionsConfigurationProvider.map(
      Self.bridged)
    configuration.trailingSwipeActionsProvider = trailingSwipeActionsConfigurationProvider.map(
      Self.bridged)
    return configuration
  }

  private static func bridged(
    _ provider: @escaping UICollectionLayoutListSwipeActionsConfigurationProvider
  ) -> SwipeActionsProvider {
    { indexPath in provider(IndexPath(indexPath))?.core }
  }
}
#endif
