#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

extension UITableView {
  /// The user taps the editing control of the row at `indexPath` in an editing table: the
  /// red minus and then its Delete button, or the green plus. The data source is told
  /// `tableView(_:commit:forRowAt:)` with the row's editing style, and changes its data and
  /// the table; the table changes nothing by itself (rule 41).
  ///
  /// The row's style is the delegate's `tableView(_:editingStyleForRowAt:)`,
  /// ``UITableViewCell/EditingStyle/delete`` without a delegate, for a row the data source's
  /// `tableView(_:canEditRowAt:)` allows. UIKit shows no control where this is refused, and
  /// the refusal is kept in ``lastError``: a row the table does not show (`rowOutOfRange`), a
  /// table not editing (`notEditing`), a row that cannot be edited or whose style is
  /// ``UITableViewCell/EditingStyle/none`` (`rowNotEditable`).
  ///
  /// ```swift
  /// tableView.setEditing(true, animated: true)
  /// tableView.tapEditingControl(ofRowAt: IndexPath(row: 1, section: 0))
  /// // the data source was told: commit .delete for [0, 1]
  /// ```
  ///
  /// Decided: the deletion control and its confirmation are one tap; headless, nothing shows
  /// the Delete button in between.
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, which a touch runs first, plus the data
  ///   source's and delegate's calls.
  public func tapEditingControl(ofRowAt indexPath: IndexPath) {
    guard isItem(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    guard isEditing else {
      lastError = .notEditing(indexPath)
      return
    }
    layoutIfNeeded()
    let style = editingStyle(forRowAt: indexPath)
    guard let dataSource, style != .none else {
      lastError = .rowNotEditable(indexPath)
      return
    }
    dataSource.tableView(self, commit: style, forRowAt: indexPath)
  }

  /// The user drags the reorder control of the row at `sourceIndexPath` in an editing table
  /// and drops the row at `destinationIndexPath`, its place once moved, as
  /// ``moveRow(at:to:)`` names places: in its own section a row from 0 to the last, in
  /// another section from 0 to one past the last (rule 41).
  ///
  /// The delegate's `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may
  /// retarget the drop; a row dropped where it started is not reported. Otherwise the data
  /// source is told `tableView(_:moveRowAt:to:)`: a ``UITableViewDiffableDataSource`` moves
  /// the row by applying a snapshot, and for any other data source, which only moves the
  /// row in its data, the table then moves the row (a batch update, rule 21d).
  ///
  /// Refused, as UIKit shows no reorder control or lets no row go there, with the error kept
  /// in ``lastError``: a row the table does not show (`rowOutOfRange`), a table not editing
  /// (`notEditing`), a row the data source's `tableView(_:canMoveRowAt:)` does not let move
  /// (`rowNotMovable`), a destination no row can take, proposed or retargeted
  /// (`invalidMoveDestination`).
  ///
  /// ```swift
  /// tableView.setEditing(true, animated: true)
  /// tableView.dragReorderControl(
  ///   ofRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
  /// // the first row is now the third
  /// ```
  ///
  /// - Complexity: that of ``layoutIfNeeded()``, plus the data source's and delegate's calls
  ///   and, for a data source without snapshots, a batch update of one move.
  public func dragReorderControl(
    ofRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    guard isItem(sourceIndexPath) else {
      lastError = .rowOutOfRange(sourceIndexPath)
      return
    }
    guard isEditing else {
      lastError = .notEditing(sourceIndexPath)
      return
    }
    layoutIfNeeded()
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: sourceIndexPath) else {
      lastError = .rowNotMovable(sourceIndexPath)
      return
    }
    guard isMoveDestination(destinationIndexPath, from: sourceIndexPath) else {
      lastError = .invalidMoveDestination(destinationIndexPath)
      return
    }
    let target =
      delegate?.tableView(
        self, targetIndexPathForMoveFromRowAt: sourceIndexPath,
        toProposedIndexPath: destinationIndexPath) ?? destinationIndexPath
    guard isMoveDestination(target, from: sourceIndexPath) else {
      lastError = .invalidMoveDestination(target)
      return
    }
    guard target != sourceIndexPath else { return }
    dataSource.tableView(self, moveRowAt: sourceIndexPath, to: target)
    if !(dataSource is any SnapshotTableDataSource) {
      moveRow(at: sourceIndexPath, to: target)
    }
  }

  /// The control the row at `indexPath` shows while editing: none unless the data source
  /// lets it be edited, then the delegate's style, ``UITableViewCell/EditingStyle/delete``
  /// without a delegate.
  func editingStyle(forRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else {
      return .none
    }
    return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
  }

  /// Whether a row moved from `source` can be placed at `destination`: a row of its own
  /// section, or a row of another section or one past its last.
  private func isMoveDestination(_ destination: IndexPath, from source: IndexPath) -> Bool {
    guard destination.count == 2, source.count == 2,
      let count = binding.numberOfItems(inSection: destination.section)
    else { return false }
    let last = destination.section == source.section ? count - 1 : count
    return destination.row >= 0 && destination.row <= last
  }
}
#endif
