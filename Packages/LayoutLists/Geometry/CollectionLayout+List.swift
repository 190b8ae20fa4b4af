import LayoutResolution

extension CollectionLayout {
  /// A layout whose every section is a list made from `configuration`
  /// (``LayoutResolution/LayoutSection/list(using:environment:)``), rebuilt for each
  /// environment. Pair it with `ListLayout(configuration:)` for separators, corner marks and
  /// swipe actions.
  ///
  /// The counterpart of `UICollectionViewCompositionalLayout.list(using:)`.
  ///
  /// ```swift
  /// let host = LayoutHost(
  ///   layout: .list(using: ListConfiguration(appearance: .insetGrouped)),
  ///   size: LayoutSize(width: 375, height: 812), itemCounts: [3])
  /// host.attributesForItem(at: LayoutIndexPath(item: 0, section: 0))?.frame  // (16, 35, 343, 44)
  /// ```
  public static func list(using configuration: ListConfiguration) -> CollectionLayout {
    CollectionLayout { _, environment in
      LayoutSection.list(using: configuration, environment: environment)
    }
  }
}
