import LayoutGeometry
import LayoutResolution

/// The list layer over a solved layout: which sections are lists, and for their rows the
/// separators, rounded corners, header rows and swipe actions the core layout does not carry.
///
/// Why a layer of its own: the core allows one decoration of a kind per section, placed at
/// section level; a list needs a separator per row, following a per-row handler. So the
/// separators are this type's own attributes query,
/// ``separatorAttributes(in:rect:)-(SolvedLayout,_)``, answered from the rows' solved frames: decorations of
/// kind ``separatorKind`` (below a row) and ``topSeparatorKind`` (above it) at the row's
/// index path, drawn at z-index ``separatorZIndex``, above the row. A renderer asks the core
/// for the rows and this type for their separators.
///
/// Sections whose configuration is `nil` are not lists: every query answers "nothing" for
/// them, so lists mix with other sections in one provider.
///
/// A description, confined to its caller: its closures need not be `Sendable` (the host and
/// the list layer call them synchronously, on the caller's thread; see
/// `docs/uikit-semantics.md#concurrency`).
///
/// ```swift
/// let configuration = ListConfiguration(appearance: .insetGrouped)
/// let host = LayoutHost(
///   layout: .list(using: configuration), size: LayoutSize(width: 375, height: 812),
///   itemCounts: [3])
/// let list = ListLayout(configuration: configuration)
/// list.cornerMask(for: LayoutIndexPath(item: 0, section: 0), in: host.solvedLayout)  // .top
/// list.separatorAttributes(in: host, rect: host.visibleRect).count  // 2: none under the last
/// ```
public struct ListLayout {
  /// The element kind of a list section's supplementary header.
  public static let headerKind = "list-header"
  /// The element kind of a list section's footer.
  public static let footerKind = "list-footer"
  /// The decoration kind of the separator below a row.
  public static let separatorKind = "list-separator"
  /// The decoration kind of the separator above a row.
  public static let topSeparatorKind = "list-separator-top"
  /// The drawing order of separators: above rows (0) and below headers.
  public static let separatorZIndex = 1

  private let configurationProvider: (Int) -> ListConfiguration?

  /// A list layer where every section is a list made from `configuration`, matching
  /// `CollectionLayout.list(using: configuration)`.
  public init(configuration: ListConfiguration) {
    self.configurationProvider = { _ in configuration }
  }

  /// A list layer where section `s` is a list made from `configurationForSection(s)`, or
  /// not a list when it returns `nil`; it must match the sections the layout's provider
  /// makes with `LayoutSection.list(using:environment:)`.
  ///
  /// Every query about a row calls `configurationForSection` once, and the separator queries
  /// do so for every row in their rect: keep it O(1).
  public init(configurationForSection: @escaping (_ section: Int) -> ListConfiguration?) {
    self.configurationProvider = configurationForSection
  }

  /// The list configuration of `section`, or `nil` when it is not a list.
  ///
  /// - Complexity: O(1) plus one call of the configuration provider.
  public func configuration(forSection section: Int) -> ListConfiguration? {
    configurationProvider(section)
  }

  /// Whether the item at `indexPath` is its section's header row: the first item of a
  /// non-empty section in `firstItemInSection` mode. An empty section has no header row.
  ///
  /// - Complexity: O(1) plus one call of the configuration provider.
  public func isHeaderItem(at indexPath: LayoutIndexPath, in layout: SolvedLayout) -> Bool {
    guard let row = row(at: indexPath, in: layout) else { return false }
    return row.configuration.headerMode == .firstItemInSection && indexPath.item == 0
  }

  /// Which corners of the row at `indexPath` are rounded, by ``ListMetrics/cornerRadius``:
  /// in `insetGrouped` sections the first row's top corners and the last row's bottom ones
  /// (all four for a single row); in `sidebar` sections every row's four corners; none in
  /// the other appearances, and none for an index path that is not a laid-out list row.
  ///
  /// - Complexity: O(1) plus one call of the configuration provider.
  public func cornerMask(for indexPath: LayoutIndexPath, in layout: SolvedLayout)
    -> ListCornerMask
  {
    guard let row = row(at: indexPath, in: layout) else { return [] }
    switch row.configuration.appearance {
    case .insetGrouped:
      var mask: ListCornerMask = []
      if row.isFirst { mask.formUnion(.top) }
      if row.isLast { mask.formUnion(.bottom) }
      return mask
    case .sidebar:
      return .all
    case .plain, .grouped, .sidebarPlain:
      return []
    }
  }

  /// The actions revealed by swiping the row at `indexPath` from its leading edge.
  ///
  /// `nil` when the section is not a list, has no provider, the provider returns `nil` or a
  /// configuration without actions, or `indexPath` is not a laid-out row: the provider is
  /// only asked about rows that exist (decided; UIKit asks only for cells on screen).
  ///
  /// - Complexity: O(1) plus one call each of the configuration provider and the swipe
  ///   actions provider.
  public func leadingSwipeActions(for indexPath: LayoutIndexPath, in layout: SolvedLayout)
    -> SwipeActionsConfiguration?
  {
    swipeActions(for: indexPath, in: layout, provider: \.leadingSwipeActionsProvider)
  }

  /// The actions revealed by swiping the row at `indexPath` from its trailing edge; `nil`
  /// in the same cases as ``leadingSwipeActions(for:in:)``.
  ///
  /// - Complexity: O(1) plus one call each of the configuration provider and the swipe
  ///   actions provider.
  public func trailingSwipeActions(for indexPath: LayoutIndexPath, in layout: SolvedLayout)
    -> SwipeActionsConfiguration?
  {
    swipeActions(for: indexPath, in: layout, provider: \.trailingSwipeActionsProvider)
  }

  /// The separator configuration of the row at `indexPath`: the section's, passed through
  /// its ``ListConfiguration/itemSeparatorHandler``. `nil` when the index path is not a
  /// laid-out list row. It still holds automatic values; the colour is for renderers.
  ///
  /// - Complexity: O(1) plus one call each of the configuration provider and the item
  ///   separator handler.
  public func separatorConfiguration(for indexPath: LayoutIndexPath, in layout: SolvedLayout)
    -> ListSeparatorConfiguration?
  {
    row(at: indexPath, in: layout).map(separatorConfiguration)
  }

  /// The separators of the row at `indexPath`, top one first: none when the section does
  /// not show separators or the index path is not a laid-out list row.
  ///
  /// A separator is ``ListMetrics/separatorThickness`` high, inside the row's frame: the top one along its top edge, the bottom one along its
  /// bottom edge, narrowed by the leading and trailing insets (leading is the right side in
  /// right-to-left layouts). Automatic visibility and insets are decided in
  /// ``ListSeparatorConfiguration``; `automaticLeadingInset`, when given, is the bottom
  /// separator's automatic leading inset instead of the appearance's: where the row's cell
  /// puts it (UIKit's `separatorLayoutGuide`), but under the last row of a `grouped` section,
  /// which spans the row. An inset side that is negative or not finite counts as
  /// 0; a separator whose insets leave it no width is left out.
  ///
  /// - Complexity: O(log sections) to find the row's frame, plus O(log rows) once the
  ///   section's rows are measured, plus one call each of the configuration provider and the
  ///   item separator handler.
  public func separatorAttributes(
    for indexPath: LayoutIndexPath, in layout: SolvedLayout, automaticLeadingInset: Double? = nil
  ) -> [LayoutAttributes] {
    guard let row = row(at: indexPath, in: layout), row.configuration.showsSeparators,
      let frame = layout.attributesForItem(at: indexPath)?.frame
    else { return [] }
    let separators = separatorConfiguration(for: row)
    let metrics = ListMetrics(
      appearance: row.configuration.appearance, environment: layout.environment)
    let height = ListMetrics.separatorThickness
    let isRightToLeft = layout.environment.traits.readingDirection == .rightToLeft
    var result: [LayoutAttributes] = []
    func add(kind: String, y: Double, insets: LayoutDirectionalInsets) {
      let leading = Self.usable(insets.leading)
      let trailing = Self.usable(insets.trailing)
      let width = frame.width - leading - trailing
      guard width > 0 else { return }
      result.append(
        LayoutAttributes(
          indexPath: indexPath, category: .decorationView, elementKind: kind,
          frame: LayoutRect(
            x: frame.minX + (isRightToLeft ? trailing : leading), y: y, width: width,
            height: height),
          zIndex: Self.separatorZIndex))
    }
    let isGrouped = row.configuration.appearance == .grouped
    if Self.shows(separators.topSeparatorVisibility, automatic: isGrouped && row.isFirst) {
      add(
        kind: Self.topSeparatorKind, y: frame.minY, insets: separators.topSeparatorInsets ?? .zero)
    }
    let automaticBottom = !(row.configuration.appearance == .insetGrouped && row.isLast)
    if Self.shows(separators.bottomSeparatorVisibility, automatic: automaticBottom) {
      let leading =
        isGrouped && row.isLast ? 0 : automaticLeadingInset ?? metrics.separatorLeadingInset
      add(
        kind: Self.separatorKind, y: frame.maxY - height,
        insets: separators.bottomSeparatorInsets
          ?? LayoutDirectionalInsets(leading: leading, trailing: metrics.separatorTrailingInset))
    }
    return result
  }

  /// The separators of every list row whose separators intersect `rect`, row by row in the
  /// core's order (see ``separatorAttributes(for:in:automaticLeadingInset:)``).
  ///
  /// - Complexity: that of `SolvedLayout.attributesForElements(in:)`, plus, for each row it
  ///   returns, that of ``separatorAttributes(for:in:automaticLeadingInset:)``: O(log sections + log rows) and the
  ///   provider and handler calls.
  public func separatorAttributes(in layout: SolvedLayout, rect: LayoutRect)
    -> [LayoutAttributes]
  {
    layout.attributesForElements(in: rect)
      .filter { $0.category == .cell }
      .flatMap { separatorAttributes(for: $0.indexPath, in: layout) }
      .filter { $0.frame.intersects(rect) }
  }

  /// The separators intersecting `rect` in `host`'s current layout.
  ///
  /// - Complexity: that of ``separatorAttributes(in:rect:)-(SolvedLayout,_)``, plus the host's
  ///   layout pass when its layout was invalidated.
  public func separatorAttributes(in host: LayoutHost, rect: LayoutRect) -> [LayoutAttributes] {
    separatorAttributes(in: host.solvedLayout, rect: rect)
  }

  /// A laid-out list row: its section's configuration and its place in the section.
  private struct Row {
    var indexPath: LayoutIndexPath
    var configuration: ListConfiguration
    var isFirst: Bool
    var isLast: Bool
  }

  private func row(at indexPath: LayoutIndexPath, in layout: SolvedLayout) -> Row? {
    guard let count = layout.numberOfItems(inSection: indexPath.section),
      indexPath.item >= 0, indexPath.item < count,
      let configuration = configuration(forSection: indexPath.section)
    else { return nil }
    return Row(
      indexPath: indexPath, configuration: configuration, isFirst: indexPath.item == 0,
      isLast: indexPath.item == count - 1)
  }

  private func separatorConfiguration(for row: Row) -> ListSeparatorConfiguration {
    let base = row.configuration.separatorConfiguration
    return row.configuration.itemSeparatorHandler?(row.indexPath, base) ?? base
  }

  private func swipeActions(
    for indexPath: LayoutIndexPath, in layout: SolvedLayout,
    provider: KeyPath<ListConfiguration, SwipeActionsProvider?>
  ) -> SwipeActionsConfiguration? {
    guard let row = row(at: indexPath, in: layout),
      let actions = row.configuration[keyPath: provider]?(indexPath), !actions.actions.isEmpty
    else { return nil }
    return actions
  }

  private static func shows(_ visibility: ListSeparatorConfiguration.Visibility, automatic: Bool)
    -> Bool
  {
    switch visibility {
    case .automatic: automatic
    case .visible: true
    case .hidden: false
    }
  }

  private static func usable(_ inset: Double) -> Double {
    inset.isFinite ? max(0, inset) : 0
  }
}
