#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list made from `configuration`.
  ///
  /// Mirrors UIKit's `UICollectionViewCompositionalLayout.list(using:)`.
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout.list(
  ///   using: UICollectionLayoutListConfiguration(appearance: .plain))
  /// let host = CollectionViewLayoutHost(
  ///   layout: layout, size: CGSize(width: 375, height: 812), itemCounts: [3])
  /// host.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame  // (0, 44, 375, 44)
  /// ```
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
#endif
