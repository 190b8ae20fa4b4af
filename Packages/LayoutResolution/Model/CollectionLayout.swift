import LayoutGeometry

/// Makes the section at an index for an environment; `nil` means "no section", which is an
/// error for an index that has items. A thrown error is reported for that section only.
///
/// The counterpart of `UICollectionViewCompositionalLayoutSectionProvider`.
public typealias LayoutSectionProvider =
  @Sendable (_ sectionIndex: Int, _ environment: LayoutEnvironment) throws -> LayoutSection?

/// A compositional layout: one section used for every section index, or a provider that
/// makes each section from its index and the environment, plus a configuration.
///
/// The counterpart of `UICollectionViewCompositionalLayout`. It is a description; a
/// ``LayoutHost`` (or ``LayoutSolver``) turns it into frames.
public struct CollectionLayout: Sendable {
  /// Settings for the whole layout.
  public var configuration: LayoutConfiguration
  /// The decoration kinds registered with the layout, or `nil` to accept every kind (the
  /// core's default). With a set, a decoration of another kind is left out and reported as
  /// ``LayoutDiagnostic/unregisteredDecorationKind(section:kind:)``; UIKitCompat fills it
  /// from `register(_:forDecorationViewOfKind:)`.
  public var registeredDecorationKinds: Set<String>?
  private let sectionProvider: LayoutSectionProvider

  /// A layout that uses `section` for every section.
  public init(section: LayoutSection, configuration: LayoutConfiguration = LayoutConfiguration()) {
    self.configuration = configuration
    self.sectionProvider = { _, _ in section }
  }

  /// A layout that asks `sectionProvider` for each section on every layout pass.
  public init(
    configuration: LayoutConfiguration = LayoutConfiguration(),
    sectionProvider: @escaping LayoutSectionProvider
  ) {
    self.configuration = configuration
    self.sectionProvider = sectionProvider
  }

  /// The section at `index` for `environment`, as the provider makes it.
  public func section(at index: Int, environment: LayoutEnvironment) throws -> LayoutSection? {
    try sectionProvider(index, environment)
  }
}
