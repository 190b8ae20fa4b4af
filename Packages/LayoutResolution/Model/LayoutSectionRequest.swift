/// What a section provider is asked for: a section index, how many items the host shows
/// there, and the environment.
public struct LayoutSectionRequest: Hashable, Sendable {
  /// The section's index.
  public var index: Int
  /// The number of items the host shows in the section.
  public var itemCount: Int
  /// The environment the section is laid out in.
  public var environment: LayoutEnvironment

  /// A request for section `index` showing `itemCount` items in `environment`.
  public init(index: Int, itemCount: Int, environment: LayoutEnvironment) {
    self.index = index
    self.itemCount = itemCount
    self.environment = environment
  }
}
