#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
public import LayoutLists
import LayoutResolution

extension CollectionViewLayoutHost {
  /// The actions revealed by swiping the list row at `indexPath` from its trailing edge:
  /// what its section's `trailingSwipeActionsConfigurationProvider` returns, the same object,
  /// so its actions' handlers run as given (`docs/scrolling.md#list-configurations`).
  ///
  /// `nil` when the section was not made by
  /// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, its configuration has no
  /// provider, the provider returns `nil` or a configuration without actions (UIKit then
  /// offers no swipe), or `indexPath` is not a laid-out row: the provider is asked only about
  /// rows that exist.
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
  /// host.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 2, section: 0))?
  ///   .actions.first?.title  // "Delete"
  /// host.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 3, section: 0))  // nil
  /// ```
  ///
  /// - Complexity: O(1) plus the provider's call, after a layout pass when the layout was
  ///   invalidated.
  public func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    swipeActions(forItemAt: indexPath, provider: \.trailingSwipeActionsConfigurationProvider)
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
    swipeActions(forItemAt: indexPath, provider: \.leadingSwipeActionsConfigurationProvider)
  }

  /// The list row at `indexPath` swiped `distance` points from `edge`: its actions, its frame
  /// as laid out and where its content and actions are drawn (`ListSwipe`, whose geometry
  /// `docs/scrolling.md#list-configurations` decides). `nil` when the row offers no actions
  /// on that edge (see ``trailingSwipeActionsConfiguration(forItemAt:)``).
  ///
  /// - Complexity: O(log sections), and O(log rows) once the section is measured, plus the
  ///   provider's call; after a layout pass when the layout was invalidated.
  public func swipe(ofItemAt indexPath: IndexPath, from edge: SwipeEdge, distance: CGFloat)
    -> ListSwipe?
  {
    guard indexPath.count == 2 else { return nil }
    synchronize()
    return listSections.listLayout.swipe(
      ofItemAt: LayoutIndexPath(item: indexPath.item, section: indexPath.section), from: edge,
      distance: Double(distance), in: core)
  }

  private func swipeActions(
    forItemAt indexPath: IndexPath,
    provider: KeyPath<
      UICollectionLayoutListConfiguration, UICollectionLayoutListSwipeActionsConfigurationProvider?
    >
  ) -> UISwipeActionsConfiguration? {
    guard indexPath.count == 2 else { return nil }
    synchronize()
    // The layout pass first: it records which sections are lists.
    let layout = core.solvedLayout
    guard let entry = listSections.entry(forSection: indexPath.section),
      let provider = entry.configuration[keyPath: provider],
      let count = layout.numberOfItems(inSection: indexPath.section),
      (0..<count).contains(indexPath.item),
      let actions = provider(indexPath), !actions.actions.isEmpty
    else { return nil }
    return actions
  }

  /// `elements`, each list row followed by its separators that meet `rect`.
  ///
  /// A separator lies inside its row's frame, so the rows in `elements` are the only ones
  /// whose separators can meet `rect`.
  ///
  /// - Complexity: O(elements) without list sections; otherwise O(log sections), and O(log
  ///   rows) once measured, per list row, plus the item separator handler.
  func withListSeparators(_ elements: [LayoutAttributes], in rect: LayoutRect)
    -> [LayoutAttributes]
  {
    guard !listSections.isEmpty else { return elements }
    let list = listSections.listLayout
    let layout = core.solvedLayout
    var result: [LayoutAttributes] = []
    result.reserveCapacity(elements.count)
    for element in elements {
      result.append(element)
      guard element.category == .cell,
        listSections.entry(forSection: element.indexPath.section) != nil
      else { continue }
      result += list.separatorAttributes(for: element.indexPath, in: layout).filter {
        $0.frame.intersects(rect)
      }
    }
    return result
  }

  /// The separator of `kind` of the list row at `path`, or `nil` when `kind` is not a
  /// separator kind or the row shows no such separator.
  ///
  /// - Complexity: O(1) for another kind; otherwise O(log sections), and O(log rows) once
  ///   measured, plus the item separator handler.
  func listSeparator(ofKind kind: String, at path: LayoutIndexPath) -> LayoutAttributes? {
    guard kind == ListLayout.separatorKind || kind == ListLayout.topSeparatorKind else {
      return nil
    }
    // The layout pass first: it records which sections are lists.
    let layout = core.solvedLayout
    guard listSections.entry(forSection: path.section) != nil else { return nil }
    return listSections.listLayout.separatorAttributes(for: path, in: layout).first {
      $0.elementKind == kind
    }
  }
}
#endif
