import LayoutGeometry
import LayoutResolution

/// Makes the section for one section of a layout: a plugin, registered by kind and width
/// band in a ``SectionProviderRegistry``.
///
/// Providers are values; built-ins are reached as static members (`.grid(columns: 3)`), and
/// a provider written outside this module registers exactly like them. A provider is part
/// of a layout's description, so it need not be `Sendable`: the host calls it on the
/// caller's thread, and it may read the caller's state (a data source's sections, item
/// heights). The built-ins that hold no closures are `Sendable`.
///
/// ```swift
/// struct BannerProvider: SectionProvider {
///   var name: String { "banner" }
///   func makeSection(_ context: SectionContext) throws -> LayoutSection {
///     let fill = LayoutSizeSpec(width: .fractionalWidth(1), height: .fractionalHeight(1))
///     let row = LayoutSizeSpec(width: .fractionalWidth(1), height: .absolute(60))
///     return LayoutSection(group: .horizontal(size: row, subitems: [LayoutItem(size: fill)]))
///   }
/// }
/// ```
public protocol SectionProvider {
  /// A short name for reports, such as the demo's "provider chosen for each section".
  var name: String { get }

  /// The section for `context`.
  ///
  /// A composed layout calls it for its section on every layout pass, so its cost is paid
  /// once per section per pass: keep it independent of `context.itemCount` where the
  /// arrangement allows (every built-in is O(1) but the waterfall, O(items × columns)).
  ///
  /// - Throws: any error; the layout reports it for that section, lays the section out
  ///   empty and lays out the rest.
  func makeSection(_ context: SectionContext) throws -> LayoutSection
}

/// What a provider knows when it makes a section.
public struct SectionContext: Sendable {
  /// The section's index.
  public var sectionIndex: Int
  /// The section's kind, which chose the provider.
  public var kind: String
  /// How many items the host shows in the section.
  public var itemCount: Int
  /// The environment the section is laid out in.
  public var environment: LayoutEnvironment

  /// A context from its four parts.
  public init(sectionIndex: Int, kind: String, itemCount: Int, environment: LayoutEnvironment) {
    self.sectionIndex = sectionIndex
    self.kind = kind
    self.itemCount = itemCount
    self.environment = environment
  }

  /// The width a section's groups get: the container's effective width less `insets`'
  /// leading and trailing sides (rule 2).
  public func sectionWidth(insets: LayoutDirectionalInsets) -> Double {
    environment.container.effectiveContentSize.width - insets.leading - insets.trailing
  }
}
