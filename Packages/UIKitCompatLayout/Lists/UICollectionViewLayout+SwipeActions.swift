#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import LayoutLists

/// A list row swiped open: its actions, frame and the geometry of the swipe; the core's
/// `LayoutLists.ListSwipe`, named here so that code importing only `UIKitCompat` can keep
/// one (``UICollectionViewLayout/swipe(ofItemAt:from:distance:)``).
public typealias ListSwipe = LayoutLists.ListSwipe

/// The edge a list row is swiped from; the core's `LayoutLists.SwipeEdge`.
public typealias SwipeEdge = LayoutLists.SwipeEdge

extension UICollectionViewLayout {
  /// The actions revealed by swiping the list row at `indexPath` from its trailing edge:
  /// what its section's `trailingSwipeActionsConfigurationProvider` returns, the same object,
  /// so its actions' handlers run as given (`docs/scrolling.md#list-configurations`). UIKit
  /// has no query for it (its list cell asks the provider when swiped); this is the headless
  /// stand-in.
  ///
  /// `nil` when the section was not made by
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, its configuration has no
  /// provider, the provider returns `nil` or a configuration without actions (UIKit then
  /// offers no swipe), `indexPath` is not a laid-out row (the provider is asked only about
  /// rows that exist), or nothing shows the layout.
  ///
  /// ```swift
  /// var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
  /// configuration.trailingSwipeActionsConfigurationProvider = { _ in
  ///   UISwipeActionsConfiguration(actions: [
  ///     UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
  ///   ])
  /// }
  /// let host = CollectionViewLayoutHost(
  ///   layout: UICollectionViewCompositionalLayout.list(using: configuration),
  ///   size: CGSize(width: 375, height: 812), itemCounts: [3])
  /// host.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 2, section: 0))?
  ///   .actions.first?.title  // "Delete"
  /// ```
  ///
  /// - Complexity: O(1) plus the provider's call, after a layout pass when the layout was
  ///   invalidated.
  public func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    binding?.swipeActions(
      forItemAt: indexPath, provider: \.trailingSwipeActionsConfigurationProvider)
  }

  /// The actions revealed by swiping the list row at `indexPath` from its leading edge:
  /// what its section's `leadingSwipeActionsConfigurationProvider` returns; `nil` in the
  /// same cases as ``trailingSwipeActionsConfiguration(forItemAt:)``.
  ///
  /// - Complexity: O(1) plus the provider's call, after a layout pass when the layout was
  ///   invalidated.
  public func leadingSwipeActionsConfiguration(forItemAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    binding?.swipeActions(
      forItemAt: indexPath, provider: \.leadingSwipeActionsConfigurationProvider)
  }

  /// The list row at `indexPath` swiped `distance` points from `edge`: its actions, its frame
  /// as laid out and where its content and actions are drawn (``ListSwipe``, whose geometry
  /// `docs/scrolling.md#list-configurations` decides). `nil` when the row offers no actions
  /// on that edge (see ``trailingSwipeActionsConfiguration(forItemAt:)``).
  ///
  /// - Complexity: O(log sections), and O(log rows) once the section is measured, plus the
  ///   provider's call; after a layout pass when the layout was invalidated.
  public func swipe(ofItemAt indexPath: IndexPath, from edge: SwipeEdge, distance: CGFloat)
    -> ListSwipe?
  {
    binding?.swipe(ofItemAt: indexPath, from: edge, distance: distance)
  }
}
#endif
