#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import LayoutResolution

/// What a section provider knows about where its section will be laid out.
///
/// Mirrors UIKit's `NSCollectionLayoutEnvironment` protocol as a final class: the
/// layout's `container` and the host's `traitCollection` (rule 24). Made by the layout
/// for each provider call; immutable.
public final class NSCollectionLayoutEnvironment {
  /// The layout's container: the host's size and the insets of the layout's reference.
  public let container: NSCollectionLayoutContainer
  /// The host's traits.
  public let traitCollection: UITraitCollection

  init(_ environment: LayoutEnvironment) {
    self.container = NSCollectionLayoutContainer(environment.container)
    self.traitCollection = UITraitCollection(environment.traits)
  }
}
#endif
