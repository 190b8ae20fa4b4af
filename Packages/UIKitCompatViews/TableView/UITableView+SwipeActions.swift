#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
public import UIKitCompatLayout

extension UITableView {
  /// The actions a swipe of the row at `indexPath` from `edge` reveals, or `nil` when it
  /// reveals none (rule 41). UIKit has no query for it (the table asks its delegate when the
  /// row is swiped); this is the headless stand-in, as the layout's
  /// `trailingSwipeActionsConfiguration(forItemAt:)` is for lists.
  ///
  /// The delegate's `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` or
  /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)` answers, the same object, so
  /// its actions' handlers run as given; a configuration without actions reveals none. Where
  /// it answers `nil`, the default set: on the trailing edge a destructive "Delete", for a
  /// row the data source lets edit and whose editing style is
  /// ``UITableViewCell/EditingStyle/delete``, which commits the deletion as
  /// ``tapEditingControl(ofRowAt:)`` does; none on the leading edge. `nil` as well for a row
  /// the table does not show and while the table is editing.
  ///
  /// ```swift
  /// tableView.swipeActions(forRowAt: IndexPath(row: 0, section: 0), from: .trailing)?
  ///   .actions.map(\.title)  // ["Delete"], for an editable row and no delegate
  /// ```
  ///
  /// - Complexity: O(1) plus the data source's and delegate's calls.
  public func swipeActions(forRowAt indexPath: IndexPath, from edge: SwipeEdge)
    -> UISwipeActionsConfiguration?
  {
    guard isItem(indexPath), !isEditing else { return nil }
    let given =
      switch edge {
      case .leading: delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
      case .trailing:
        delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
      }
    if let given { return given.actions.isEmpty ? nil : given }
    guard edge == .trailing, editingStyle(forRowAt: indexPath) == .delete else { return nil }
    // Weak: the table keeps nothing of the action, but a caller may keep it.
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [weak self] _, _, completion in
      guard let self, let dataSource else { return completion(false) }
      dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
      completion(true)
    }
    return UISwipeActionsConfiguration(actions: [delete])
  }

  /// The user swipes the row at `indexPath` from `edge` and taps the action at `index` of
  /// those revealed, the first nearest the edge: its handler runs with a completion, which
  /// closes the row again (rule 41).
  ///
  /// Refused with the error kept in ``lastError``: a row the table does not show
  /// (`rowOutOfRange`), a table editing (`swipeWhileEditing`), a swipe revealing no action at
  /// `index` (`noSwipeAction`, see ``swipeActions(forRowAt:from:)``).
  ///
  /// ```swift
  /// let performed = tableView.swipeRow(at: IndexPath(row: 2, section: 0), from: .trailing)
  /// // the data source was told: commit .delete for [0, 2]; performed: true
  /// ```
  ///
  /// - Returns: what the handler reported through its completion before returning (whether
  ///   the action was performed), or `nil` when it had not called it yet or the swipe was
  ///   refused.
  /// - Complexity: that of ``layoutIfNeeded()``, which a touch runs first, plus the
  ///   delegate's calls and the action's handler.
  @discardableResult
  public func swipeRow(
    at indexPath: IndexPath, from edge: SwipeEdge, tappingActionAt index: Int = 0
  ) -> Bool? {
    guard isItem(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return nil
    }
    guard !isEditing else {
      lastError = .swipeWhileEditing(indexPath)
      return nil
    }
    layoutIfNeeded()
    guard let actions = swipeActions(forRowAt: indexPath, from: edge)?.actions,
      actions.indices.contains(index)
    else {
      lastError = .noSwipeAction(indexPath, edge: edge, index: index)
      return nil
    }
    var performed: Bool?
    actions[index].perform { performed = $0 }
    return performed
  }
}
#endif
