#if !(canImport(UIKit) || UIKITCOMPAT_SIMULATE_UIKIT)
public import Foundation
import LayoutGeometry
import LayoutResolution
import UIKitCompatLayout

extension UITableView {
  /// Whether rows can be selected: UIKit's `allowsSelection`, `true` by default (rule 28).
  /// Turning it off deselects every row.
  public var allowsSelection: Bool {
    get { core.selection.allowsSelection }
    set { setSelectionSwitch(\.allowsSelection, newValue) }
  }

  /// Whether more than one row can be selected: UIKit's `allowsMultipleSelection`.
  public var allowsMultipleSelection: Bool {
    get { core.selection.allowsMultipleSelection }
    set { setSelectionSwitch(\.allowsMultipleSelection, newValue) }
  }

  /// Sets one of the selection's switches, which narrows the selection to what the mode then
  /// allows (rule 28), and gives the shown cells their new states.
  func setSelectionSwitch(_ key: WritableKeyPath<LayoutSelection, Bool>, _ value: Bool) {
    core.selection[keyPath: key] = value
    views.updateCellStates()
  }

  /// The first selected row in index-path order, or `nil`: UIKit's
  /// `indexPathForSelectedRow`.
  public var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

  /// The selected rows in index-path order, or `nil` when none is: UIKit's
  /// `indexPathsForSelectedRows`. They follow their rows through batch updates (rule 29).
  ///
  /// - Complexity: O(s log s) for s selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    let selected = core.selection.selectedItems
    return selected.isEmpty ? nil : selected.sorted().map(IndexPath.init)
  }

  /// Selects the row at `indexPath` as code does, without telling the delegate, and scrolls
  /// it to `scrollPosition`: UIKit's `selectRow(at:animated:scrollPosition:)`. `nil`
  /// deselects every row. A row the table does not show changes nothing and is kept in
  /// ``lastError``. The visible cells' `isSelected` follows at once.
  ///
  /// - Complexity: O(v) for the v visible cells; scrolling costs what
  ///   ``scrollToRow(at:at:animated:)`` costs.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      core.selection.deselectAll()
      views.updateCellStates()
      return
    }
    guard isItem(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    guard allowsSelection else { return }
    _ = try? core.selectItem(at: LayoutIndexPath(indexPath))
    views.updateCellStates()
    guard let position = itemPosition(scrollPosition, forRowAt: indexPath) else { return }
    scroll(toItemAt: indexPath, at: position, animated: animated)
  }

  /// Deselects the row at `indexPath` without telling the delegate: UIKit's
  /// `deselectRow(at:animated:)`. A row the table does not show changes nothing and is kept
  /// in ``lastError``.
  ///
  /// - Complexity: O(v) for the v visible cells.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard isItem(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    _ = try? core.deselectItem(at: LayoutIndexPath(indexPath))
    views.updateCellStates()
  }

  /// The user taps the row at `indexPath`: ``UIScrollView/touchDown(at:)`` on the row and
  /// ``UIScrollView/touchUp()``, for code that knows the row rather than a point. The
  /// delegate is asked and told in UIKit's order (rule 33): `shouldHighlightRowAt`,
  /// `didHighlightRowAt`, `didUnhighlightRowAt`; then, for a selected row in multiple
  /// selection, `willDeselectRowAt` and `didDeselectRowAt`; otherwise `willSelectRowAt`,
  /// which may name another row or none, then `didDeselectRowAt` for the row single
  /// selection replaces and `didSelectRowAt`. A row the table does not show changes nothing
  /// and is kept in ``lastError``.
  ///
  /// ```swift
  /// tableView.tapRow(at: IndexPath(row: 3, section: 1))
  /// tableView.indexPathForSelectedRow  // [1, 3]
  /// ```
  ///
  /// - Complexity: O(s log s) for s selected rows, plus the delegate's calls.
  public func tapRow(at indexPath: IndexPath) {
    guard isItem(indexPath) else {
      lastError = .rowOutOfRange(indexPath)
      return
    }
    beginTouch(on: indexPath)
    endTouch()
  }
}

extension UITableView: SelectionResponder {
  func togglesOutline(at indexPath: IndexPath) -> Bool { false }

  func toggleOutline(at indexPath: IndexPath) {}

  func shouldHighlight(_ indexPath: IndexPath) -> Bool {
    delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true
  }

  func didHighlight(_ indexPath: IndexPath) {
    delegate?.tableView(self, didHighlightRowAt: indexPath)
  }

  func didUnhighlight(_ indexPath: IndexPath) {
    delegate?.tableView(self, didUnhighlightRowAt: indexPath)
  }

  func willSelect(_ indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    return delegate.tableView(self, willSelectRowAt: indexPath)
  }

  func willDeselect(_ indexPath: IndexPath) -> IndexPath? {
    guard let delegate else { return indexPath }
    return delegate.tableView(self, willDeselectRowAt: indexPath)
  }

  func didSelect(_ indexPath: IndexPath) {
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  func didDeselect(_ indexPath: IndexPath) {
    delegate?.tableView(self, didDeselectRowAt: indexPath)
  }

  func selectionDidChange() {
    views.updateCellStates()
  }
}
#endif
