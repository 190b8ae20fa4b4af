import LayoutGeometry

/// Makes the section at an index for an environment; `nil` means "no section", which is an
/// error for an index that has items. A thrown error is reported for that section only.
///
/// The host calls it for every section on every layout pass (after any change of layout,
/// size, item counts, traits or insets), so its cost is paid once per section per pass: keep
/// it proportional to the section it builds, not to the item count.
///
/// The counterpart of `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias LayoutSectionProvider =
  (_ sectionIndex: Int, _ environment: LayoutEnvironment) throws -> LayoutSection?

/// A compositional layout: one section used for every section index, or a provider that
/// makes each section from its index and the environment, plus a configuration.
///
/// The counterpart of `UICollectionViewCompositionalLayout`. It is a description; a
/// ``LayoutHost`` (or ``LayoutSolver``) turns it into frames.
///
/// ```swift
/// let item = LayoutItem(
///   size: LayoutSizeSpec(width: .fractionalWidth(0.5), height: .fractionalHeight(1)))
/// let group = LayoutGroup.horizontal(
///   size: LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100)), subitems: [item])
/// let layout = CollectionLayout(section: LayoutSection(group: group, interGroupSpacing: 8))
/// let solved = LayoutSolver.solve(
///   layout, size: LayoutSize(width: 320, height: 480), itemCounts: [5])
/// solved.contentSize  // 320 × 316: three rows of 100 pt, 8 pt apart
/// ```
///
/// A description, confined to its caller like UIKit's layout objects: it may hold your
/// closures, which need not be `Sendable` (the host calls them synchronously, on the caller's
/// thread; see `docs/uikit-semantics.md#concurrency`). What the solver makes of it is a
/// `Sendable` value.
public struct CollectionLayout {
  /// Settings for the whole layout.
  public var configuration: LayoutConfiguration
  /// The decoration kinds registered with the layout, or `nil` to accept every kind (the
  /// core's default). With a set, a decoration of another kind is left out and reported as
  /// ``LayoutDiagnostic/unregisteredDecorationKind(section:kind:)``; UIKitCompat fills it
  /// from `register(_:forDecorationViewOfKind:)`.
  public var registeredDecorationKinds: Set<String>?
  private let sectionProvider: (Int, LayoutEnvironment, Int) throws -> LayoutSection?

  /// A layout that uses `section` for every section.
  public init(section: LayoutSection, configuration: LayoutConfiguration = LayoutConfiguration()) {
    self.configuration = configuration
    self.sectionProvider = { _, _, _ in section }
  }

  /// A layout that asks `sectionProvider` for each section on every layout pass.
  ///
  /// ```swift
  /// let layout = CollectionLayout { sectionIndex, environment in
  ///   let columns = environment.container.effectiveContentSize.width >= 600 ? 4.0 : 2.0
  ///   let item = LayoutItem(
  ///     size: LayoutSizeSpec(width: .fractionalWidth(1 / columns), height: .fractionalHeight(1)))
  ///   let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(100))
  ///   return LayoutSection(group: .horizontal(size: row, subitems: [item]))
  /// }
  /// ```
  public init(
    configuration: LayoutConfiguration = LayoutConfiguration(),
    sectionProvider: @escaping LayoutSectionProvider
  ) {
    self.configuration = configuration
    self.sectionProvider = { index, environment, _ in try sectionProvider(index, environment) }
  }

  /// A layout whose provider also learns how many items each section shows (UIKit's
  /// providers ask the data source; a headless one is told), for arrangements that depend
  /// on it, such as a waterfall laid out as one custom group.
  public init(
    configuration: LayoutConfiguration = LayoutConfiguration(),
    requestProvider: @escaping (LayoutSectionRequest) throws -> LayoutSection?
  ) {
    self.configuration = configuration
    self.sectionProvider = { index, environment, itemCount in
      try requestProvider(
        LayoutSectionRequest(index: index, itemCount: itemCount, environment: environment))
    }
  }

  /// The section at `index` for `environment`, as the provider makes it; `itemCount` is
  /// what the host shows in it.
  ///
  /// - Complexity: One call of the section provider: O(1) plus the provider's own cost.
  public func section(at index: Int, environment: LayoutEnvironment, itemCount: Int = 0) throws
    -> LayoutSection?
  {
    try sectionProvider(index, environment, itemCount)
  }
}
