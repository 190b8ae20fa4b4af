import LayoutGeometry
import LayoutResolution

extension LayoutSection {
  /// A list section: full-width rows estimated ``ListMetrics/rowEstimate`` tall, one per
  /// group, that size themselves through the host's measurements
  /// (`LayoutHost.setPreferredSize(_:for:)`), with the appearance's insets, header and
  /// footer.
  ///
  /// Geometry, from ``ListMetrics``:
  /// - the section is inset across by ``ListMetrics/horizontalInset`` (for `insetGrouped`
  ///   the layout margins of the environment's ``ListWidthClass``);
  /// - without a supplementary header, ``ListMetrics/sectionSpacing`` lies above the first
  ///   row (35 pt for `insetGrouped`: its first row at y 35 and 35 pt between sections);
  /// - a supplementary header (kind ``ListLayout/headerKind``) sits at the top of the
  ///   section, spanning the rows' width, the rows right below it; its estimate holds the
  ///   header top padding, then its text padding (``ListMetrics/headerEstimate(topPadding:)``);
  ///   ``ListMetrics/spacingBelowSectionWithHeader`` lies below the last row (17.667 pt for
  ///   `insetGrouped`), unless a footer follows. Headers pin to the visible bounds in `plain`
  ///   and `sidebarPlain`. A measured header replaces the whole estimate: a port that sets
  ///   `headerTopPadding` reports the header's height with that padding included;
  /// - a footer (kind ``ListLayout/footerKind``) sits below the last row.
  ///
  /// Separators and corner marks are not part of the section: the core allows one
  /// decoration of a kind per section, and a list needs one per row, so ``ListLayout``
  /// answers them from the solved layout.
  ///
  /// ```swift
  /// let environment = LayoutEnvironment(
  ///   container: LayoutContainer(contentSize: LayoutSize(width: 375, height: 812)))
  /// let section = LayoutSection.list(
  ///   using: ListConfiguration(appearance: .insetGrouped), environment: environment)
  /// section.contentInsets.leading  // 16: a compact width's layout margin
  /// section.contentInsets.top      // 35: the space above the first row
  /// ```
  public static func list(using configuration: ListConfiguration, environment: LayoutEnvironment)
    -> LayoutSection
  {
    let metrics = ListMetrics(appearance: configuration.appearance, environment: environment)
    let row = LayoutSizeSpec(
      width: .fractionalWidth(1), height: .estimated(ListMetrics.rowEstimate))
    let group = LayoutGroup.horizontal(size: row, subitems: [LayoutItem(size: row)])
    let hasHeader = configuration.headerMode == .supplementary
    let hasFooter = configuration.footerMode == .supplementary
    var section = LayoutSection(
      group: group,
      contentInsets: LayoutDirectionalInsets(
        top: hasHeader ? 0 : metrics.sectionSpacing, leading: metrics.horizontalInset,
        bottom: hasHeader && !hasFooter ? metrics.spacingBelowSectionWithHeader : 0,
        trailing: metrics.horizontalInset))
    if hasHeader {
      let topPadding = configuration.headerTopPadding.map { $0.isFinite ? max(0, $0) : 0 }
      let estimate = metrics.headerEstimate(
        topPadding: topPadding ?? metrics.automaticHeaderTopPadding)
      section.boundarySupplementaryItems.append(
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(estimate)),
          elementKind: ListLayout.headerKind, alignment: .top,
          pinToVisibleBounds: metrics.pinsHeaders, zIndex: 2))
    }
    if hasFooter {
      section.boundarySupplementaryItems.append(
        LayoutBoundarySupplementaryItem(
          size: LayoutSizeSpec(
            width: .fractionalWidth(1), height: .estimated(metrics.footerEstimate)),
          elementKind: ListLayout.footerKind, alignment: .bottom))
    }
    return section
  }
}
