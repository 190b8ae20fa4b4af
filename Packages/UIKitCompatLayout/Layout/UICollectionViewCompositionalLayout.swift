#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import LayoutResolution

/// Makes the section at an index for an environment; `nil` means "no section".
///
/// Mirrors UIKit's `UICollectionViewCompositionalLayoutSectionProvider`. Like UIKit's it is
/// not `Sendable`: it runs synchronously on the caller's thread during a layout pass the
/// caller started. Returning `nil` for a section that has items is reported as
/// `LayoutError.missingSection` (UIKit traps).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items: one section used for every section
/// index, or a provider that makes each section from its index and the environment.
///
/// Mirrors UIKit's `UICollectionViewCompositionalLayout`, including the trailing-closure
/// spelling `UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in … }`.
/// It is a description; a ``CollectionViewLayoutHost`` lays it out, calling the provider for every
/// section on every layout pass, as UIKit does. Decision: `init(section:)` takes a snapshot
/// of the section's values when it is called, so later changes to that section do not
/// reach the layout; a provider's sections are read as it returns them.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  private enum Sections {
    case fixed(LayoutSection, list: UICollectionLayoutListConfiguration?)
    case provider(UICollectionViewCompositionalLayoutSectionProvider)
  }

  private let sections: Sections
  private var installedConfiguration: UICollectionViewCompositionalLayoutConfiguration

  /// A layout that uses `section` for every section, with `configuration`.
  ///
  /// - Complexity: O(n) for the n items, groups, supplementary items and decorations
  ///   `section` describes, read now, once: hosts reuse them on every layout pass.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sections = .fixed(section.makeSection(), list: section.listConfiguration)
    self.installedConfiguration = configuration.copy()
    super.init()
  }

  /// A layout that uses `section` for every section.
  ///
  /// For `item`, a fifth of the width and the full height of its group:
  ///
  /// ```swift
  /// let row = NSCollectionLayoutGroup.horizontal(
  ///   layoutSize: NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
  ///   subitems: [item])
  /// let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
  /// // at 375 pt wide: rows of five 75 pt squares; item 7 at (150, 75, 75, 75)
  /// ```
  ///
  /// - Complexity: O(n) for the n items, groups, supplementary items and decorations
  ///   `section` describes, read now, once.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout that asks `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.sections = .provider(sectionProvider)
    self.installedConfiguration = configuration.copy()
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section, on every layout pass.
  ///
  /// For `item`, filling its slot, three columns on a phone and six on a tablet:
  ///
  /// ```swift
  /// let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
  ///   let columns = environment.container.effectiveContentSize.width > 600 ? 6 : 3
  ///   let row = NSCollectionLayoutSize(
  ///     widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
  ///   return NSCollectionLayoutSection(
  ///     group: .horizontal(layoutSize: row, repeatingSubitem: item, count: columns))
  /// }
  /// // 30 items: 10 rows of 3 at 375 pt wide, 5 rows of 6 at 1024 pt
  /// ```
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// The layout's settings. Reading returns a copy and assigning installs a copy, as in
  /// UIKit, so `layout.configuration.scrollDirection = …` changes nothing; assigning a
  /// configuration makes hosts lay the layout out again.
  public var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { installedConfiguration.copy() }
    set {
      installedConfiguration = newValue.copy()
      revision += 1
    }
  }

  /// The core layout this object describes: the bridge to `LayoutResolution`.
  ///
  /// The configuration is read now; the provider's sections are read as it returns them.
  /// The result calls this layout's provider, so use it on the caller's thread only.
  ///
  /// - Complexity: O(boundary items of the configuration). A provider's sections are read
  ///   on every layout pass, each in O(its items, groups, supplementary items and
  ///   decorations), as part of the provider's cost.
  public override func makeCollectionLayout() -> CollectionLayout {
    makeCollectionLayout(recordingListsIn: nil)
  }

  /// The core layout, recording into `lists` which sections are lists, as the provider
  /// makes them on each layout pass.
  override func makeCollectionLayout(recordingListsIn lists: ListSectionConfigurations?)
    -> CollectionLayout
  {
    let configuration = installedConfiguration.value
    var layout: CollectionLayout
    switch sections {
    case .fixed(let section, let list):
      lists?.recordForEverySection(list)
      layout = CollectionLayout(section: section, configuration: configuration)
    case .provider(let provider):
      layout = CollectionLayout(configuration: configuration) { index, environment in
        let section = provider(index, NSCollectionLayoutEnvironment(environment))
        lists?.record(section?.listConfiguration, forSection: index)
        return section?.makeSection()
      }
    }
    layout.registeredDecorationKinds = registeredDecorationKinds
    return layout
  }
}
#endif
