#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import UIKitCompatLayout

/// What a ``UITableView`` asks about row heights and selection and tells about what it
/// shows and selects: the commonly used part of UIKit's `UITableViewDelegate`. Every method
/// is optional, through defaults that allow everything and do nothing.
///
/// The table view calls the display methods from ``UITableView/layoutIfNeeded()``, the
/// selection methods from ``UITableView/tapRow(at:)``, and the height method when a row is
/// first shown, in the order rule 33 gives; the editing methods from the user's edits
/// (``UITableView/tapEditingControl(ofRowAt:)``,
/// ``UITableView/dragReorderControl(ofRowAt:to:)``,
/// ``UITableView/swipeRow(at:from:tappingActionAt:)``, rule 41).
///
/// ```swift
/// final class Log: UITableViewDelegate {
///   var selected: [IndexPath] = []
///   func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///     selected.append(indexPath)
///   }
/// }
/// tableView.delegate = log
/// tableView.tapRow(at: IndexPath(row: 1, section: 0))  // log.selected: [[0, 1]]
/// ```
public protocol UITableViewDelegate: AnyObject {
  /// The height of the row at `indexPath`, or ``UITableView/automaticDimension`` for the
  /// height its cell prefers; ``UITableView/rowHeight`` by default.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// `cell` is about to be shown for the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// `cell` is no longer shown for the row at `indexPath`.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath)
  /// `view` is about to be shown as `section`'s header.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UITableViewHeaderFooterView,
    forSection section: Int)
  /// `view` is about to be shown as `section`'s footer.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UITableViewHeaderFooterView,
    forSection section: Int)
  /// `view` is no longer shown as `section`'s header.
  func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UITableViewHeaderFooterView,
    forSection section: Int)
  /// `view` is no longer shown as `section`'s footer.
  func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UITableViewHeaderFooterView,
    forSection section: Int)
  /// Whether the row may be highlighted when a finger comes down on it; `true` by default.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// The row was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// The row's highlight was lifted.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// The row the user's tap selects: `indexPath` to select it, another index path to select
  /// that row instead, `nil` to select nothing; `indexPath` by default.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user selected the row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// The row a tap on a selected row deselects in multiple selection: `indexPath`, or `nil`
  /// to keep it selected; `indexPath` by default.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// The user's selection deselected the row.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// The control the row at `indexPath` shows while the table is editing, asked only of rows
  /// the data source lets edit: ``UITableViewCell/EditingStyle/delete`` by default, as UIKit
  /// gives an editable row (rule 41).
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  /// Where a row the user drags from `sourceIndexPath` goes when dropped at
  /// `proposedDestinationIndexPath`: that place by default, or another to retarget the move
  /// (rule 41).
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// The actions a swipe from the row's leading edge reveals, or `nil` for the default set,
  /// which is none on that edge; `nil` by default (rule 41).
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// The actions a swipe from the row's trailing edge reveals, or `nil` for the default set:
  /// Delete, for a row the data source lets edit and whose editing style is
  /// ``UITableViewCell/EditingStyle/delete``; `nil` by default (rule 41).
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  /// The table view's ``UITableView/rowHeight``.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UITableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UITableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingHeaderView view: UITableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplayingFooterView view: UITableViewHeaderFooterView,
    forSection section: Int
  ) {}
  /// `true`.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
    -> Bool
  { true }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// `indexPath`: the tapped row is selected.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// `indexPath`: the tapped row is deselected.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  { indexPath }
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// ``UITableViewCell/EditingStyle/delete``.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .delete }
  /// `proposedDestinationIndexPath`: the row goes where it is dropped.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// `nil`: the default set.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// `nil`: the default set.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}
#endif
