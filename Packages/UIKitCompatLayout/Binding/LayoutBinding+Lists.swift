#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
import Foundation
import LayoutGeometry
import LayoutLists
import LayoutResolution

extension LayoutBinding {
  /// The list configuration the section at `section` was made from, or `nil` when it is no
  /// list section; a layout pass first, which records them.
  ///
  /// - Complexity: O(1), after a layout pass when the layout was invalidated.
  package func listConfiguration(forSection section: Int) -> UICollectionLayoutListConfiguration? {
    synchronize()
    _ = core.solvedLayout
    return listSections.entry(forSection: section)?.configuration
  }

  /// The list configuration section `section` had at the last layout pass, or `nil` when it
  /// was no list section: for a cell dequeued while a pass shows or measures it, where
  /// laying out again must not start.
  ///
  /// - Complexity: O(1).
  package func listConfigurationAtLastPass(forSection section: Int)
    -> UICollectionLayoutListConfiguration?
  {
    listSections.entry(forSection: section)?.configuration
  }

  /// Which corners of the list row at `path` are rounded, by `ListMetrics.cornerRadius`:
  /// none outside list sections.
  ///
  /// - Complexity: O(log sections), and O(log rows) once measured.
  package func listCornerMask(at path: LayoutIndexPath) -> ListCornerMask {
    guard !listSections.isEmpty else { return [] }
    return listSections.listLayout.cornerMask(for: path, in: core.solvedLayout)
  }

  /// What the list row at `indexPath` offers when swiped from the edge `provider` reads:
  /// `nil` unless the row is laid out in a list section whose provider gives actions.
  ///
  /// - Complexity: O(1) plus the provider's call, after a layout pass when the layout was
  ///   invalidated.
  package func swipeActions(
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

  /// The list row at `indexPath` swiped `distance` points from `edge`, or `nil` when it
  /// offers no actions on that edge.
  ///
  /// - Complexity: O(log sections), and O(log rows) once measured, plus the provider's call.
  package func swipe(ofItemAt indexPath: IndexPath, from edge: SwipeEdge, distance: CGFloat)
    -> ListSwipe?
  {
    guard indexPath.count == 2 else { return nil }
    synchronize()
    return listSections.listLayout.swipe(
      ofItemAt: LayoutIndexPath(item: indexPath.item, section: indexPath.section), from: edge,
      distance: Double(distance), in: core)
  }

  /// `elements`, each list row followed by its separators that meet `rect`, a bottom
  /// separator with automatic insets starting where the row's cell puts it
  /// (``separatorLeadingInsetProvider``).
  ///
  /// A separator lies inside its row's frame, so the rows in `elements` are the only ones
  /// whose separators can meet `rect`.
  ///
  /// - Complexity: O(elements) without list sections; otherwise O(log sections), and O(log
  ///   rows) once measured, per list row, plus the item separator handler.
  package func withListSeparators(_ elements: [LayoutAttributes], in rect: LayoutRect)
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
      result += list.separatorAttributes(
        for: element.indexPath, in: layout,
        automaticLeadingInset: separatorLeadingInsetProvider?(element.indexPath)
      ).filter { $0.frame.intersects(rect) }
    }
    return result
  }

  /// The separator of `kind` of the list row at `path`, or `nil` when `kind` is not a
  /// separator kind or the row shows no such separator.
  ///
  /// - Complexity: O(1) for another kind; otherwise O(log sections), and O(log rows) once
  ///   measured, plus the item separator handler.
  package func listSeparator(ofKind kind: String, at path: LayoutIndexPath) -> LayoutAttributes? {
    guard kind == ListLayout.separatorKind || kind == ListLayout.topSeparatorKind else {
      return nil
    }
    // The layout pass first: it records which sections are lists.
    let layout = core.solvedLayout
    guard listSections.entry(forSection: path.section) != nil else { return nil }
    return listSections.listLayout.separatorAttributes(
      for: path, in: layout, automaticLeadingInset: separatorLeadingInsetProvider?(path)
    ).first { $0.elementKind == kind }
  }
}
#endif
