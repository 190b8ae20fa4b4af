import LayoutGeometry
import LayoutResolution

extension ListLayout {
  /// The actions the row at `indexPath` offers when swiped from `edge`, in `host`'s current
  /// layout: ``leadingSwipeActions(for:in:)`` or ``trailingSwipeActions(for:in:)``.
  ///
  /// - Complexity: O(1) plus one call each of the configuration provider and the swipe
  ///   actions provider, plus a layout pass when the host's layout was invalidated.
  public func swipeActions(
    for indexPath: LayoutIndexPath, from edge: SwipeEdge, in host: LayoutHost
  ) -> SwipeActionsConfiguration? {
    switch edge {
    case .leading: leadingSwipeActions(for: indexPath, in: host.solvedLayout)
    case .trailing: trailingSwipeActions(for: indexPath, in: host.solvedLayout)
    }
  }

  /// The row at `indexPath` swiped `distance` points from `edge` in `host`: its actions
  /// from the list configuration's provider, its frame as the host lays it out, and the
  /// host's reading direction. `nil` when the row offers no actions on that edge (see
  /// ``leadingSwipeActions(for:in:)``) or is not laid out.
  ///
  /// ```swift
  /// let list = ListLayout(configuration: configuration)
  /// let swipe = list.swipe(
  ///   ofItemAt: LayoutIndexPath(item: 2, section: 0), from: .trailing, distance: 60, in: host)
  /// swipe?.configuration.actions.map(\.title)  // ["Delete", "Flag"]
  /// ```
  ///
  /// - Complexity: that of ``swipeActions(for:from:in:)``, plus O(log sections), and
  ///   O(log rows) once the section's rows are measured, for the row's frame.
  public func swipe(
    ofItemAt indexPath: LayoutIndexPath, from edge: SwipeEdge, distance: Double,
    in host: LayoutHost
  ) -> ListSwipe? {
    guard let configuration = swipeActions(for: indexPath, from: edge, in: host),
      let frame = host.attributesForItem(at: indexPath)?.frame
    else { return nil }
    return ListSwipe(
      indexPath: indexPath, edge: edge, configuration: configuration, rowFrame: frame,
      distance: distance, readingDirection: host.traits.readingDirection)
  }
}
