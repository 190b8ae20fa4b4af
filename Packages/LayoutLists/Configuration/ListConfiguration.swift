/// Everything that describes a list section: its appearance, header and footer, separators,
/// background and swipe actions.
///
/// The counterpart of `UICollectionLayoutListConfiguration`, as a value. Turn it
/// into a section with ``LayoutResolution/LayoutSection/list(using:environment:)``, or into a
/// whole layout with ``LayoutResolution/CollectionLayout/list(using:)``; ask ``ListLayout``
/// for what the core layout does not carry (separators, corner marks, swipe actions).
///
/// A description, confined to its caller: its closures need not be `Sendable` (the host and
/// the list layer call them synchronously, on the caller's thread; see
/// `docs/uikit-semantics.md#concurrency`).
///
/// ```swift
/// var configuration = ListConfiguration(appearance: .insetGrouped)
/// configuration.headerMode = .supplementary
/// configuration.trailingSwipeActionsProvider = { _ in
///   SwipeActionsConfiguration(actions: [ContextualAction(style: .destructive, title: "Delete")])
/// }
/// configuration.resolvedBackgroundColor == .systemGroupedBackground  // true
/// ```
public struct ListConfiguration {
  /// The overall look.
  public var appearance: ListAppearance
  /// Where each section's header comes from; none by default.
  public var headerMode: ListHeaderMode
  /// Whether each section has a footer; none by default.
  public var footerMode: ListFooterMode
  /// Whether rows show separators; true by default except for the sidebar appearances, as in
  /// UIKit.
  public var showsSeparators: Bool
  /// The separators of every row, before ``itemSeparatorHandler`` adjusts them.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Adjusts one row's separators; `nil` leaves every row with ``separatorConfiguration``.
  public var itemSeparatorHandler: ListItemSeparatorHandler?
  /// Space above a supplementary header, in points; `nil` is automatic
  /// (``ListMetrics/automaticHeaderTopPadding``). A negative or non-finite value counts as 0.
  public var headerTopPadding: Double?
  /// The list's background; `nil` follows the appearance (``resolvedBackgroundColor``).
  public var backgroundColor: ListColor?
  /// Gives the actions revealed by swiping a row from its leading edge.
  public var leadingSwipeActionsProvider: SwipeActionsProvider?
  /// Gives the actions revealed by swiping a row from its trailing edge.
  public var trailingSwipeActionsProvider: SwipeActionsProvider?

  /// A configuration of `appearance` with UIKit's defaults for everything else.
  public init(appearance: ListAppearance) {
    self.appearance = appearance
    self.headerMode = .none
    self.footerMode = .none
    self.showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    self.separatorConfiguration = ListSeparatorConfiguration()
    self.itemSeparatorHandler = nil
    self.headerTopPadding = nil
    self.backgroundColor = nil
    self.leadingSwipeActionsProvider = nil
    self.trailingSwipeActionsProvider = nil
  }

  /// The background to draw: ``backgroundColor``, or the appearance's (system background
  /// for `plain` and `sidebarPlain`, grouped background otherwise).
  public var resolvedBackgroundColor: ListColor {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
    }
  }
}
