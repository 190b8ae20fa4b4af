#if !(canImport(AppKit) || canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT || APPKITCOMPAT_SIMULATE_APPKIT)
import UIKitCompatLayout

/// What a section provider knows about where its section will be laid out: AppKit's
/// `NSCollectionLayoutEnvironment`, the layout's `container` alone.
///
/// AppKit has no trait collection and no size classes; a Mac layout adapts to the
/// container's `effectiveContentSize`, as the sample's Adaptive Sections does past 800 pt:
///
/// ```swift
/// let layout = NSCollectionViewCompositionalLayout { section, environment in
///   let columns = environment.container.effectiveContentSize.width > 800 ? 10 : 5
///   …
/// }
/// ```
///
/// Made by the layout for each provider call; immutable.
public final class NSCollectionLayoutEnvironment {
  /// The layout's container: the collection view's size, with no insets (AppKit's
  /// configuration has no content insets reference).
  public let container: NSCollectionLayoutContainer

  init(_ environment: UIKitCompatLayout.NSCollectionLayoutEnvironment) {
    container = environment.container
  }
}
#endif
