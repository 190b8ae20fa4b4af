#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list made from `configuration`.
  ///
  /// Mirrors UIKit's `UICollectionViewCompositionalLayout.list(using:)`.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
    }
  }
}
#endif
