import LayoutLists
import LayoutResolution

/// A list section from a LayoutLists configuration: rows estimated 44 pt, the
/// appearance's insets, headers and separators.
public struct ListSectionProvider: SectionProvider {
  /// The list's configuration.
  public var configuration: ListConfiguration

  /// A list from `configuration`.
  public init(configuration: ListConfiguration) {
    self.configuration = configuration
  }

  /// `list(appearance)`.
  public var name: String { "list(\(configuration.appearance))" }

  /// `LayoutSection.list(using:environment:)`.
  public func makeSection(_ context: SectionContext) throws -> LayoutSection {
    LayoutSection.list(using: configuration, environment: context.environment)
  }
}

extension SectionProvider where Self == ListSectionProvider {
  /// A list from `configuration`.
  public static func list(_ configuration: ListConfiguration) -> ListSectionProvider {
    ListSectionProvider(configuration: configuration)
  }
}
