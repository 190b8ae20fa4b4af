import LayoutResolution

extension CollectionLayout {
  /// A layout whose every section is a list made from `configuration`
  /// (``LayoutResolution/LayoutSection/list(using:environment:)``), rebuilt for each
  /// environment. Pair it with `ListLayout(configuration:)` for separators, corner marks and
  /// swipe actions.
  ///
  /// The counterpart of `UICollectionViewCompositionalLayout.list(using:)`.
  public static func list(using configuration: ListConfiguration) -> CollectionLayout {
    CollectionLayout { _, environment in
      LayoutSection.list(using: configuration, environment: environment)
    }
  }
}
