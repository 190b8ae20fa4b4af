#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import UIKitCompatLayout

/// Makes the section at an index for an environment; `nil` means "no section": AppKit's
/// `NSCollectionViewCompositionalLayoutSectionProvider`. Returning `nil` for a section that
/// has items is reported in `layoutErrors` as `missingSection`.
public typealias NSCollectionViewCompositionalLayoutSectionProvider =
  (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items: AppKit's
/// `NSCollectionViewCompositionalLayout`, over the same model and solver as UIKit's.
///
/// The sample's Grid window, for example:
///
/// ```swift
/// let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
///   widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
/// let group = NSCollectionLayoutGroup.horizontal(
///   layoutSize: NSCollectionLayoutSize(
///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
///   subitems: [item])
/// collectionView.collectionViewLayout = NSCollectionViewCompositionalLayout(
///   section: NSCollectionLayoutSection(group: group))
/// // at 320 pt wide: rows of five 64 pt squares
/// ```
///
/// A layout gives the same frames as `UICollectionViewCompositionalLayout` built from the
/// same section at the same size with `contentInsetsReference = .none`: AppKit's collection
/// view is flipped (y grows downwards), as UIKit's is, and has no safe area.
public final class NSCollectionViewCompositionalLayout: NSCollectionViewLayout {
  private var installedConfiguration: NSCollectionViewCompositionalLayoutConfiguration
  /// The UIKit spelling of this layout, which the runtime shows.
  private let compositionalLayout: UICollectionViewCompositionalLayout

  /// A layout that uses `section` for every section.
  ///
  /// - Complexity: O(n) for the n items, groups and supplementary items `section` describes.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: NSCollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that uses `section` for every section, with `configuration`.
  ///
  /// - Complexity: O(n) for the n items, groups and supplementary items `section` describes.
  public init(
    section: NSCollectionLayoutSection,
    configuration: NSCollectionViewCompositionalLayoutConfiguration
  ) {
    installedConfiguration = configuration.copy()
    compositionalLayout = UICollectionViewCompositionalLayout(
      section: section, configuration: configuration.uiKitConfiguration)
    super.init(showing: compositionalLayout)
  }

  /// A layout that asks `sectionProvider` for each section on every layout pass.
  public convenience init(
    sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: NSCollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section on every layout pass, with
  /// `configuration`.
  public init(
    sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider,
    configuration: NSCollectionViewCompositionalLayoutConfiguration
  ) {
    installedConfiguration = configuration.copy()
    compositionalLayout = UICollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        sectionProvider(index, NSCollectionLayoutEnvironment(environment))
      }, configuration: configuration.uiKitConfiguration)
    super.init(showing: compositionalLayout)
  }

  /// The scroll direction, spacing between sections and boundary items. Reading returns a
  /// copy and assigning installs a copy, as AppKit copies it; assigning lays the layout out
  /// again.
  public var configuration: NSCollectionViewCompositionalLayoutConfiguration {
    get { installedConfiguration.copy() }
    set {
      installedConfiguration = newValue.copy()
      compositionalLayout.configuration = newValue.uiKitConfiguration
    }
  }

}
#endif
