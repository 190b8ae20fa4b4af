/// What a section provider knows about where its section will be laid out.
///
/// The counterpart of `NSCollectionLayoutEnvironment` (rule 24).
public struct LayoutEnvironment: Hashable, Sendable {
  /// The layout's container: the host's size and the insets of the layout's reference.
  public var container: LayoutContainer
  /// The host's traits.
  public var traits: LayoutTraits

  /// An environment from its container and traits.
  public init(container: LayoutContainer, traits: LayoutTraits = LayoutTraits()) {
    self.container = container
    self.traits = traits
  }
}
